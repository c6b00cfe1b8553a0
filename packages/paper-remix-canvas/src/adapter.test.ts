import { createApiClient, createSessionStore } from '@paperlight/api-client';
import { describe, expect, it } from 'vitest';
import { createApiAdapter, ResultEditError } from './adapter';
import { scriptOutput } from './test/fixtures';

type Reply = { status: number; body: unknown };

/** An adapter over a real api client whose fetch answers with `reply`; `requests` lists what was sent. */
function adapterAnswering(reply: (method: string, path: string) => Reply) {
  const requests: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  const client = createApiClient({
    apiUrl: 'https://api.example.test',
    ssoUrl: 'https://sso.example.test',
    session: createSessionStore({
      status: 'authenticated',
      session: {
        id: 'user-1',
        name: 'Nora',
        email: 'nora@example.org',
        accessToken: 'user-token',
        refreshToken: 'refresh',
        isGuest: false,
        isAdmin: false,
        isSales: false,
        isToolAdmin: false,
        deviceId: '',
        isFreeTrailActive: true,
        trialEndDate: null,
      },
    }),
    logger: { error: () => {}, warn: () => {} },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const text = await request.text();
      requests.push({
        method: request.method,
        path,
        body: text ? JSON.parse(text) : null,
        authorization: request.headers.get('authorization'),
      });
      const { status, body } = reply(request.method, path);
      return Response.json(body, { status });
    },
  });
  return { adapter: createApiAdapter(client), requests };
}

const nodeState = { clientNodeId: 'script-1', status: 'completed', execution: { jsonOutput: scriptOutput }, outOfDate: false };

describe('createApiAdapter: editing results (issue 15)', () => {
  it('PUTs the whole edited output and answers the node as the server now holds it', async () => {
    const { adapter, requests } = adapterAnswering(() => ({ status: 200, body: { statusCode: 200, data: nodeState } }));
    const state = await adapter.saveOutput!('p1', 'script-1', scriptOutput);
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/paper-remix/project/p1/node/script-1/output',
        body: { output: scriptOutput },
        authorization: 'Bearer user-token',
      },
    ]);
    expect(state).toMatchObject({ clientNodeId: 'script-1', status: 'completed', outOfDate: false });
  });

  it.each([
    [400, 'Slide 3 narration cannot be empty.'],
    [409, 'This step is running. Edit it when it has finished.'],
  ])('turns a %i refusal into ResultEditError with its message', async (status, message) => {
    const { adapter } = adapterAnswering(() => ({ status, body: { statusCode: status, message } }));
    const refusal = await adapter.saveOutput!('p1', 'script-1', scriptOutput).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ResultEditError);
    expect(refusal).toMatchObject({ status, message });
  });

  it('leaves other failures as they are (no product message to show)', async () => {
    const { adapter } = adapterAnswering(() => ({ status: 500, body: { statusCode: 500, message: 'Internal Server Error' } }));
    const failure = await adapter.saveOutput!('p1', 'script-1', scriptOutput).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ResultEditError);
  });

  it('lists versions and restores one; an unknown version is refused with its message', async () => {
    const versions = [
      { id: 'v2', kind: 'edited', createdAt: '2026-03-05T13:00:00.000Z', current: true },
      { id: 'v1', kind: 'generated', createdAt: '2026-03-05T12:00:00.000Z', current: false },
    ];
    const { adapter, requests } = adapterAnswering((method, path) =>
      method === 'GET'
        ? { status: 200, body: { statusCode: 200, data: versions } }
        : path.endsWith('/v1/restore')
          ? { status: 200, body: { statusCode: 200, data: nodeState } }
          : { status: 404, body: { statusCode: 404, message: 'Version not found' } },
    );
    expect(await adapter.versions!('p1', 'script-1')).toEqual(versions);
    expect(await adapter.restoreVersion!('p1', 'script-1', 'v1')).toMatchObject({ clientNodeId: 'script-1' });
    await expect(adapter.restoreVersion!('p1', 'script-1', 'gone')).rejects.toMatchObject({
      name: 'ResultEditError',
      status: 404,
      message: 'Version not found',
    });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /paper-remix/project/p1/node/script-1/versions',
      'POST /paper-remix/project/p1/node/script-1/versions/v1/restore',
      'POST /paper-remix/project/p1/node/script-1/versions/gone/restore',
    ]);
  });
});
