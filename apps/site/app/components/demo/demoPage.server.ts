import { data } from '@remix-run/node';
import { getCatalogueOrEmpty } from '#app/lib/catalogue.server.ts';
import { resolveSession } from '#app/session.server.ts';
import { isShowcaseToolId, type ShowcaseToolId } from '../landing/ToolsShowcase/showcase';
import { DEMOS } from './demos';
import { checkSample } from './demoSamples.server';
import { describeDemoPage } from './samplePages';

// Same rule as the api's sample ids: anything else cannot be a sample.
const SAMPLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

// The names of the demos when the catalogue cannot be read (or lists no tool with this demo).
const FALLBACK_NAMES: Record<ShowcaseToolId, string> = {
  'alt-text': 'Alt Text',
  'multi-lingual-audio': 'Multi-lingual Audio',
  'paper-remix': 'Paper Remix',
  'gen-ai-search': 'Gen AI Search',
  'chat-with-paper': 'Chat with Paper',
  'rejection-analyzer': 'Rejections Analyzer',
};

/**
 * The loader of a demo page (`/demos/{tool}/{sampleId}`): 404 for an unknown tool or sample (SPEC §8),
 * the heading's names, and, given `readSample`, the sample itself read on the server with the
 * visitor's token, so the first paint shows it (`null` when the api's answer cannot be read: the demo
 * then asks again in the browser and shows its own states).
 */
export async function loadDemoPage<Sample = never>(
  request: Request,
  params: { tool?: string; sampleId?: string },
  readSample?: (data: unknown) => Sample | null,
) {
  const tool = params.tool ?? '';
  const sampleId = params.sampleId ?? '';
  if (!isShowcaseToolId(tool) || !DEMOS[tool] || !SAMPLE_ID.test(sampleId)) throw new Response('Not Found', { status: 404 });
  const [resolved, catalogue] = await Promise.all([resolveSession(request), getCatalogueOrEmpty()]);
  const check = await checkSample(tool, sampleId, resolved.user, { readBody: readSample !== undefined });
  if (check.found === false) throw new Response('Not Found', { status: 404, headers: await resolved.headers() });
  const entry = catalogue.find((item) => item.demo === tool);
  const sample = readSample && check.found === true ? readSample(check.data) : null;
  return data(
    {
      tool,
      sampleId,
      toolName: entry?.name ?? FALLBACK_NAMES[tool],
      toolSlug: entry?.slug ?? null,
      ...describeDemoPage(tool, sampleId),
      sample,
    },
    { headers: await resolved.headers() },
  );
}
