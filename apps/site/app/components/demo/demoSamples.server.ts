import { AltTextSampleResponseSchema, AudioSampleResponseSchema, type SessionUser } from '@paperlight/api-client';
import { toAltTextSample, type AltTextSample } from '@paperlight/demo-alt-text';
import type { AudioSample } from '@paperlight/demo-audio';
import * as v from 'valibot';
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

export type SampleCheck = { found: false } | { found: true; data: unknown } | { found: 'unknown' };

/**
 * Asks the api for a demo's sample with the visitor's (guest) token, so an unknown id gets the
 * site's not-found page with a 404 status (SPEC §8) instead of a message inside a 200 page. With
 * `readBody` the answer's `data` comes back (`undefined` when the body cannot be read), for the
 * pages that render their sample on the server; otherwise a HEAD request answers without the
 * document. When the api cannot tell, the page renders and the demo asks again in the browser.
 */
export async function checkSample(
  tool: ShowcaseToolId,
  sampleId: string,
  user: SessionUser,
  { readBody = false, fetchImpl = fetch }: { readBody?: boolean; fetchImpl?: typeof fetch } = {},
): Promise<SampleCheck> {
  if (!user.accessToken) return { found: 'unknown' };
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${user.accessToken}` };
  if (user.isGuest) headers['x-device-id'] = user.deviceId;
  let response: Response;
  try {
    response = await fetchImpl(`${getEnv().API_URL}${sampleEndpoint(tool, sampleId)}`, {
      method: readBody ? 'GET' : 'HEAD',
      headers,
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    console.error('api unreachable while checking a demo sample', error);
    return { found: 'unknown' };
  }
  if (response.status === 404) return { found: false };
  if (!response.ok) return { found: 'unknown' };
  if (!readBody) return { found: true, data: undefined };
  try {
    const body = (await response.json()) as { data?: unknown };
    return { found: true, data: body.data };
  } catch {
    return { found: true, data: undefined };
  }
}

/** An Alt Text sample's `data` as the demo reads it, or `null` when it is not one (the demo then asks itself). */
export function readAltTextSample(data: unknown): AltTextSample | null {
  const parsed = v.safeParse(AltTextSampleResponseSchema.entries.data, data);
  return parsed.success ? toAltTextSample(parsed.output) : null;
}

/** A Multi-lingual Audio sample's `data` as the demo reads it, or `null` when it is not one. */
export function readAudioSample(data: unknown): AudioSample | null {
  const parsed = v.safeParse(AudioSampleResponseSchema.entries.data, data);
  return parsed.success ? parsed.output : null;
}
