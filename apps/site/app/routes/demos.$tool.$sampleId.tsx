import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import { DEMOS } from '#app/components/demo/demos.ts';
import { DemoPage } from '#app/components/demo/DemoPage.tsx';
import { DEMO_STYLESHEETS } from '#app/components/demo/demoStyles.ts';
import { demoPath, describeDemoPage } from '#app/components/demo/samplePages.ts';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';

// Same rule as the api's sample ids: anything else cannot be a sample.
const SAMPLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

export function loader({ params }: LoaderFunctionArgs) {
  const tool = params.tool ?? '';
  const sampleId = params.sampleId ?? '';
  const page = describeDemoPage(tool, sampleId);
  if (!page || !DEMOS[tool as keyof typeof DEMOS] || !SAMPLE_ID.test(sampleId)) throw new Response('Not Found', { status: 404 });
  return { tool, sampleId, ...page };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: 'Page not found · Paperlight' }, { name: 'robots', content: 'noindex' }];
  const subject = data.sampleLabel ? `${data.sampleLabel} sample` : 'Sample';
  const tags = seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: demoPath(data.tool, data.sampleId),
    title: `${data.toolName}: ${subject} result · Paperlight`,
    description: `See what Paperlight ${data.toolName} produces for a real ${subject.toLowerCase()}, no account needed.`,
  });
  return data.indexable ? tags : [...tags, { name: 'robots', content: 'noindex' }];
};

/** The public result page of a guest demo sample (`/demos/alt-text/{sampleId}`, `/demos/multi-lingual-audio/{projectId}`). */
export default function DemoSampleRoute() {
  const { tool, sampleId, toolName, sampleLabel } = useLoaderData<typeof loader>();
  return (
    <DemoPage
      tool={tool}
      toolName={toolName}
      sampleId={sampleId}
      sampleLabel={sampleLabel}
      signUpUrl={SIGN_UP_PATH}
      stylesheet={DEMO_STYLESHEETS[tool as keyof typeof DEMO_STYLESHEETS]}
    />
  );
}
