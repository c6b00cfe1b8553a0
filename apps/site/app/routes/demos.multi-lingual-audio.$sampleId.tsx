import { AudioDemo } from '@paperlight/demo-audio';
import audioStyles from '@paperlight/demo-audio/styles.css?url';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTryUrl } from '#app/components/demo/useTryUrl.ts';
import { loadDemoPage } from '#app/components/demo/demoPage.server.ts';
import { readAudioSample } from '#app/components/demo/demoSamples.server.ts';
import { DemoPage } from '#app/components/demo/DemoPage.tsx';
import { HydrationSlice } from '#app/components/HydrationSlice.tsx';
import { demoPageMeta } from '#app/components/demo/samplePages.ts';

// The sample is read on the server: the first paint shows the paper's title, sections and text (decision 0089).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadDemoPage(request, { tool: 'multi-lingual-audio', sampleId: params.sampleId }, readAudioSample);

// In the head with the page's own styles, so the server-rendered demo never paints unstyled.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: audioStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => demoPageMeta(data, matches);

/** `/demos/multi-lingual-audio/{projectId}`: SPEC §2's Multi-lingual Audio sample result page. */
export default function AudioSampleRoute() {
  const { sampleId, toolName, toolSlug, sampleLabel, sample } = useLoaderData<typeof loader>();
  const signUpUrl = useTryUrl('multi-lingual-audio');
  return (
    <DemoPage
      toolName={toolName}
      toolSlug={toolSlug}
      sampleLabel={sampleLabel}
      // Hydrated in a pass of its own after the header and menus (decision 0017).
      demo={
        <HydrationSlice>
          <AudioDemo key={sampleId} sampleId={sampleId} signUpUrl={signUpUrl} initialSample={sample ?? undefined} />
        </HydrationSlice>
      }
    />
  );
}
