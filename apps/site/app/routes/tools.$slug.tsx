import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ToolPage } from '#app/components/ToolPage/ToolPage.tsx';
import { findTool, type Tool } from '#app/content/tools.ts';
import { seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';

// The copy travels as loader data so the fourteen pages' text stays out of every page's bundle.
export function loader({ params }: LoaderFunctionArgs) {
  const tool = findTool(params.slug);
  if (!tool) throw new Response('Not Found', { status: 404 });
  const related = tool.related
    .map(findTool)
    .filter((item): item is Tool => item !== undefined)
    .map(({ slug, name, tagline }) => ({ slug, name, tagline }));
  return { tool, related };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: 'Page not found · Paperlight' }, { name: 'robots', content: 'noindex' }];
  const { tool } = data;
  return seoMeta({
    siteUrl: siteUrlFromMatches(matches),
    path: `/tools/${tool.slug}`,
    title: `${tool.name}: ${tool.category} AI tool · Paperlight`,
    description: tool.summary,
    image: `/og/${tool.slug}.png`,
    imageAlt: `${tool.name}: ${tool.tagline}`,
  });
};

export default function ToolRoute() {
  const { tool, related } = useLoaderData<typeof loader>();
  return <ToolPage tool={tool} related={related} />;
}
