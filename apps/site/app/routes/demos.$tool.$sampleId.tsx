import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTryUrl } from '#app/components/demo/useTryUrl.ts';
import { loadDemoPage } from '#app/components/demo/demoPage.server.ts';
import { DemoPage } from '#app/components/demo/DemoPage.tsx';
import { DemoStage } from '#app/components/demo/DemoStage.tsx';
import { DEMO_STYLESHEETS } from '#app/components/demo/demoStyles.ts';
import { demoPageMeta } from '#app/components/demo/samplePages.ts';
import type { StylesheetsHandle } from '#app/components/RouteStylesheets.tsx';

// Alt Text and Multi-lingual Audio have routes of their own, which render the sample on the server
// (demos.alt-text.$sampleId.tsx, demos.multi-lingual-audio.$sampleId.tsx). Here the demo's code
// loads with the page and the demo fetches its sample in the browser, after its minimum wait.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadDemoPage(request, params);

// The demo's stylesheet in the head (root's RouteStylesheets), not in the body: the browser finds it
// with the page's own styles, so the demo's first frame is styled and no late recalculation follows.
export const handle: StylesheetsHandle<{ tool: keyof typeof DEMO_STYLESHEETS }> = {
  stylesheets: (data) => [data ? DEMO_STYLESHEETS[data.tool] : undefined],
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => demoPageMeta(data, matches);

/** The public result page of a guest demo sample (`/demos/rejection-analyzer/{id}`, `/demos/gen-ai-search/{id}`, …). */
export default function DemoSampleRoute() {
  const { tool, sampleId, toolName, toolSlug, sampleLabel } = useLoaderData<typeof loader>();
  const signUpUrl = useTryUrl(tool);
  return (
    <DemoPage
      toolName={toolName}
      toolSlug={toolSlug}
      sampleLabel={sampleLabel}
      demo={<DemoStage key={`${tool}/${sampleId}`} tool={tool} sampleId={sampleId} signUpUrl={signUpUrl} />}
    />
  );
}
