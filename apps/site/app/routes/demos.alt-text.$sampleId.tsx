import { AltTextDemo, FIGURE_SIZES, figureSrcSet } from '@paperlight/demo-alt-text';
import altTextStyles from '@paperlight/demo-alt-text/styles.css?url';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTryUrl } from '#app/components/demo/useTryUrl.ts';
import { loadDemoPage } from '#app/components/demo/demoPage.server.ts';
import { readAltTextSample } from '#app/components/demo/demoSamples.server.ts';
import { DemoPage } from '#app/components/demo/DemoPage.tsx';
import { HydrationSlice } from '#app/components/HydrationSlice.tsx';
import { demoPageMeta } from '#app/components/demo/samplePages.ts';

// The sample is read on the server: the first paint shows the results, the first figure (the
// page's largest paint) fetched with the page (decision 0089).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadDemoPage(request, { tool: 'alt-text', sampleId: params.sampleId }, readAltTextSample);

// In the head with the page's own styles, so the server-rendered demo never paints unstyled.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: altTextStyles }];

// The first figure, preloaded as the <img> will choose it (the same srcset and sizes, or one URL
// would be fetched twice).
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const first = data?.sample?.images[0];
  const srcSet = first ? figureSrcSet(first) : undefined;
  const preload = first
    ? [
        {
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          href: first.url,
          fetchpriority: 'high',
          ...(srcSet ? { imageSrcSet: srcSet, imageSizes: FIGURE_SIZES } : {}),
        },
      ]
    : [];
  return demoPageMeta(data, matches, preload);
};

/** `/demos/alt-text/{sampleId}`: SPEC §2's Alt Text sample result page. */
export default function AltTextSampleRoute() {
  const { sampleId, toolName, toolSlug, sampleLabel, sample } = useLoaderData<typeof loader>();
  const signUpUrl = useTryUrl('alt-text');
  return (
    <DemoPage
      toolName={toolName}
      toolSlug={toolSlug}
      sampleLabel={sampleLabel}
      // Hydrated in a pass of its own after the header and menus (decision 0017).
      demo={
        <HydrationSlice>
          <AltTextDemo key={sampleId} sampleId={sampleId} signUpUrl={signUpUrl} initialSample={sample ?? undefined} />
        </HydrationSlice>
      }
    />
  );
}
