/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { io as connect, type Socket } from 'socket.io-client';
import type { ApiHarness } from './harness';

/** A registered user's view of the Paper Remix api, as the canvas calls it. */
export function remixClient(api: ApiHarness, token: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
  };
  return {
    call,
    createProject: async (name = 'Test project') => (await call('POST', '/paper-remix/projects', { name })).body.data.id as string,
    save: (projectId: string, nodes: unknown[]) => call('POST', `/paper-remix/project/${projectId}/workflow`, { nodes }),
    generate: (projectId: string, clientNodeId: string, nodeType: string) =>
      call('POST', `/paper-remix/project/${projectId}/generate`, { clientNodeId, nodeType }),
    async upload(projectId: string, clientNodeId: string, bytes: Uint8Array, fileName = 'paper.pdf', type = 'application/pdf') {
      const form = new FormData();
      form.append('title', 'My paper');
      form.append('file', new Blob([bytes], { type }), fileName);
      const response = await fetch(`${api.url}/paper-remix/project/${projectId}/node/${clientNodeId}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as any };
    },
    socket(url = api.url): Promise<Socket> {
      const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
  };
}

const at = { x: 0, y: 0 };
/** Saved node payloads of SPEC §3 for the chain paperInput → script → storyboard → video. */
export function chainNodes(opts: { scenes?: number; duration?: string } = {}) {
  const edge = (clientNodeId: string, nodeType: string) => [{ clientNodeId, nodeType, position: at, label: nodeType }];
  return [
    { clientNodeId: 'in', nodeType: 'paperInput', position: at, label: 'Paper', targetEdges: edge('script', 'script'), configuration: {} },
    {
      clientNodeId: 'script',
      nodeType: 'script',
      position: { x: 300, y: 0 },
      label: 'Script',
      targetEdges: edge('board', 'storyboard'),
      configuration: {
        script_duration: opts.duration ?? 'very-short',
        script_genre: 'explainer',
        script_technicality: 3,
        script_type: 'video',
      },
    },
    {
      clientNodeId: 'board',
      nodeType: 'storyboard',
      position: { x: 600, y: 0 },
      label: 'Storyboard',
      targetEdges: edge('video', 'video'),
      configuration: { number_of_scenes: opts.scenes ?? 3, style: 'abstract', audio_type: 'narration', narration_voice: 'female' },
    },
    {
      clientNodeId: 'video',
      nodeType: 'video',
      position: { x: 900, y: 0 },
      label: 'Video',
      targetEdges: [],
      configuration: { layout: '16:9', resolution: '1080p' },
    },
  ];
}

/** Waits for the processed event of one node. */
export function processed(socket: Socket, clientNodeId: string, timeoutMs = 180_000): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no processed event for ${clientNodeId}`)), timeoutMs);
    const onEvent = (payload: { clientNodeId: string }) => {
      if (payload.clientNodeId !== clientNodeId) return;
      clearTimeout(timer);
      socket.off('paper-remix-node:processed', onEvent);
      resolve(payload);
    };
    socket.on('paper-remix-node:processed', onEvent);
  });
}

export { SMALLEST_PAPER } from '@paperlight/remix-core/testing';
