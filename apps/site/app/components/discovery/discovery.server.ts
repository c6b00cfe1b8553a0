import { GenAiSearchSampleResponseSchema, type GenAiSearchSource } from '@paperlight/api-client';
import { discoveryPath } from '@paperlight/demo-gen-search';
import * as v from 'valibot';
import type { SessionUser } from '@paperlight/api-client';
import { SHOWCASE_DEMOS } from '#app/components/landing/ToolsShowcase/showcase.ts';
import { getEnv } from '#app/env.server.ts';

/** A source of the Gen AI Search samples and the sample questions that cite it. */
export interface DiscoveredSource {
  source: GenAiSearchSource;
  citedIn: { sampleId: string; question: string }[];
  /** `/discovery/{slugified-title}-{id}`, the path the demo links to. */
  path: string;
}

const SOURCE_ID = /(?:^|-)([0-9a-f]{32})$/i;

/** The source id at the end of a discovery slug (`{slugified-title}-{id}`), or `null`. */
export function sourceIdOf(slug: string): string | null {
  return SOURCE_ID.exec(slug)?.[1]?.toLowerCase() ?? null;
}

async function loadSample(sampleId: string, user: SessionUser) {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${user.accessToken}` };
  if (user.isGuest) headers['x-device-id'] = user.deviceId;
  let response: Response;
  try {
    response = await fetch(`${getEnv().API_URL}/generative-research/sample/${encodeURIComponent(sampleId)}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error('api unreachable for the discovery page', error);
    throw new Response('The Paperlight service is unavailable right now.', { status: 503 });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new Response(`Request failed with status ${response.status}`, { status: 502 });
  return v.parse(GenAiSearchSampleResponseSchema, await response.json()).data;
}

/**
 * Finds a source among the Gen AI Search samples (the discovery pages the demo's references link to).
 * The sample questions come from the showcase, so a new sample question brings its sources along.
 */
export async function findSource(id: string, user: SessionUser): Promise<DiscoveredSource | null> {
  const questions = SHOWCASE_DEMOS['gen-ai-search'].samples;
  const samples = await Promise.all(questions.map(async (sample) => ({ sample, data: await loadSample(sample.id, user) })));
  let source: GenAiSearchSource | null = null;
  const citedIn: DiscoveredSource['citedIn'] = [];
  for (const { sample, data } of samples) {
    const found = data && Object.values(data.summary_references).find((item) => item.dyson_id.toLowerCase() === id);
    if (!found) continue;
    source ??= found;
    citedIn.push({ sampleId: sample.id, question: typeof data.question === 'string' ? data.question : sample.label });
  }
  return source ? { source, citedIn, path: discoveryPath(source.title, source.dyson_id) } : null;
}
