import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import { DEMOS } from '#app/components/demo/demos.ts';
import { checkSample } from '#app/components/demo/demoSamples.server.ts';
import { DemoPage } from '#app/components/demo/DemoPage.tsx';
import { DEMO_STYLESHEETS } from '#app/components/demo/demoStyles.ts';
import { demoPath, describeDemoPage } from '#app/components/demo/samplePages.ts';
import { isShowcaseToolId } from '#app/components/landing/ToolsShowcase/showcase.ts';
import { getCatalogueOrEmpty } from '#app/lib/catalogue.server.ts';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';
import { resolveSession } from '#app/session.server.ts';

// Same rule as the api's sample ids: anything else cannot be a sample.
const SAMPLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

// The names of the demos when the catalogue cannot be read (or lists no tool with this demo).
const FALLBACK_NAMES: Record<string, string> = {
  'alt-text': 'Alt Text',
  'multi-lingual-audio': 'Multi-lingual Audio',
  'paper-remix': 'Paper Remix',
  'gen-ai-search': 'Gen AI Search',
  'chat-with-paper': 'Chat with Paper',
  'rejection-analyzer': 'Rejections Analyzer',
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tool = params.tool ?? '';
  const sampleId = params.sampleId ?? '';
  if (!isShowcaseToolId(tool) || !DEMOS[tool] || !SAMPLE_ID.test(sampleId)) throw new Response('Not Found', { status: 404 });
  const [resolved, catalogue] = await Promise.all([resolveSession(request), getCatalogueOrEmpty()]);
  const sample = await checkSample(tool, sampleId, resolved.user);
  // SPEC §8: an unknown sample is the not-found page, with its status.
  if (sample.found === false) throw new Response('Not Found', { status: 404, headers: await resolved.headers() });
  const entry = catalogue.find((item) => item.demo === tool);
  return data(
    {
      tool,
      sampleId,
      toolName: entry?.name ?? FALLBACK_NAMES[tool] ?? tool,
      toolSlug: entry?.slug ?? null,
      ...describeDemoPage(tool, sampleId),
      // The first figure is Alt Text's largest paint: fetched with the page instead of after the demo's own request.
      preloadImage: sample.found === true ? sample.firstImage : null,
    },
    { headers: await resolved.headers() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: 'Page not found · Paperlight' }, { name: 'robots', content: 'noindex' }];
  const subject = loaded.sampleLabel ? `${loaded.sampleLabel} sample` : 'Sample';
  const tags = [
    ...seoMeta({
      siteUrl: siteUrlFromMatches(matches),
      path: demoPath(loaded.tool, loaded.sampleId),
      title: `${loaded.toolName}: ${subject} result · Paperlight`,
      description: `See what Paperlight ${loaded.toolName} produces for a real ${subject.toLowerCase()}, no account needed.`,
    }),
    ...(loaded.preloadImage ? [{ tagName: 'link', rel: 'preload', as: 'image', href: loaded.preloadImage, fetchpriority: 'high' }] : []),
  ];
  return loaded.indexable ? tags : [...tags, { name: 'robots', content: 'noindex' }];
};

/** The public result page of a guest demo sample (`/demos/alt-text/{sampleId}`, `/demos/multi-lingual-audio/{projectId}`, …). */
export default function DemoSampleRoute() {
  const { tool, sampleId, toolName, toolSlug, sampleLabel } = useLoaderData<typeof loader>();
  return (
    <DemoPage
      tool={tool}
      toolName={toolName}
      toolSlug={toolSlug}
      sampleId={sampleId}
      sampleLabel={sampleLabel}
      signUpUrl={SIGN_UP_PATH}
      stylesheet={DEMO_STYLESHEETS[tool]}
    />
  );
}
