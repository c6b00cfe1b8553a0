import type { SessionUser } from '@paperlight/api-client';
import { getEnv } from '#app/env.server.ts';
import type { ShowcaseToolId } from '../landing/ToolsShowcase/showcase';

/** Each demo's sample endpoint on apps/api (SPEC §7). */
export function sampleEndpoint(tool: ShowcaseToolId, sampleId: string): string {
  const id = encodeURIComponent(sampleId);
  switch (tool) {
    case 'alt-text':
      return `/alt-text/sample?sampleId=${id}`;
    case 'multi-lingual-audio':
      return `/ai-audio/sample/${id}`;
    case 'paper-remix':
      return `/paper-remix/sample/${id}`;
    case 'gen-ai-search':
      return `/generative-research/sample/${id}`;
    case 'chat-with-paper':
      return `/chat-with-pdf/sample/${id}`;
    case 'rejection-analyzer':
      return `/rejection-analyzer/sample/${id}`;
  }
}

export type SampleCheck = { found: false } | { found: true; firstImage: string | null } | { found: 'unknown' };

/**
 * Asks the api whether a demo's sample exists, with the visitor's (guest) token, so an unknown id
 * gets the site's not-found page with a 404 status (SPEC §8) instead of a message inside a 200 page.
 * A HEAD request answers without the document; Alt Text's sample is read (it is small) to preload
 * its first figure, the page's largest paint. When the api cannot tell, the page renders and the demo
 * shows its own error state.
 */
export async function checkSample(tool: ShowcaseToolId, sampleId: string, user: SessionUser, fetchImpl: typeof fetch = fetch): Promise<SampleCheck> {
  if (!user.accessToken) return { found: 'unknown' };
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${user.accessToken}` };
  if (user.isGuest) headers['x-device-id'] = user.deviceId;
  const wantsBody = tool === 'alt-text';
  let response: Response;
  try {
    response = await fetchImpl(`${getEnv().API_URL}${sampleEndpoint(tool, sampleId)}`, {
      method: wantsBody ? 'GET' : 'HEAD',
      headers,
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    console.error('api unreachable while checking a demo sample', error);
    return { found: 'unknown' };
  }
  if (response.status === 404) return { found: false };
  if (!response.ok) return { found: 'unknown' };
  if (!wantsBody) return { found: true, firstImage: null };
  try {
    const body = (await response.json()) as { data?: { images?: { url?: unknown }[] } };
    const url = body.data?.images?.[0]?.url;
    return { found: true, firstImage: typeof url === 'string' ? url : null };
  } catch {
    return { found: true, firstImage: null };
  }
}
