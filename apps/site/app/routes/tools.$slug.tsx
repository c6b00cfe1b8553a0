import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import ogCards from '#app/content/og-cards.json';
import { showcaseToolOf, showcaseTools } from '#app/components/landing/ToolsShowcase/showcase.ts';
import { ToolPage } from '#app/components/ToolPage/ToolPage.tsx';
import { visualFor } from '#app/components/ToolPage/toolVisuals.ts';
import { VISUAL_SIZES } from '#app/components/ToolPage/ToolVisual.tsx';
import { demoPath } from '#app/components/demo/samplePages.ts';
import { getEnv } from '#app/env.server.ts';
import { liveDemoHref, type CatalogueTool } from '#app/lib/catalogue.ts';
import { CatalogueUnavailableError, getCatalogue } from '#app/lib/catalogue.server.ts';
import { DEFAULT_OG_IMAGE, seoMeta, siteUrlFromMatches } from '#app/lib/seo.ts';

const OG_CARDS = new Set<string>(ogCards);

/** 'Try the live demo': the showcase when it lists the tool (available and featured), else the demo's own page. */
function demoHrefFor(tool: CatalogueTool, catalogue: readonly CatalogueTool[]): string | null {
  const demo = showcaseToolOf(tool);
  if (!demo || tool.status !== 'available') return null;
  const listed = showcaseTools(catalogue).some((item) => item.id === demo.id);
  return listed ? liveDemoHref(demo.id, demo.featuredSample) : demoPath(demo.id, demo.featuredSample);
}

// One page per public tool of the catalogue (decision 0040): a tool added in Tools Administration gets
// its page at once; a hidden or retired one answers 404.
export async function loader({ params }: LoaderFunctionArgs) {
  let catalogue: CatalogueTool[];
  try {
    catalogue = await getCatalogue();
  } catch (error) {
    if (error instanceof CatalogueUnavailableError) {
      console.error(error);
      throw new Response('The Paperlight service is unavailable right now.', { status: 503 });
    }
    throw error;
  }
  const found = catalogue.find((item) => item.slug === params.slug);
  if (!found) throw new Response('Not Found', { status: 404 });
  const { slug, name, category, tagline, description, status, appPath, about, features, audience, sample, summary } = found;
  const related = found.related
    .map((relatedSlug) => catalogue.find((item) => item.slug === relatedSlug))
    .filter((item): item is CatalogueTool => item !== undefined)
    .map(({ slug: s, name: n, tagline: t, description: d }) => ({ slug: s, name: n, tagline: t, description: d }));
  return {
    tool: { slug, name, category, tagline, description, status, appPath, about, features, audience, sample },
    summary: summary || description,
    related,
    visual: visualFor(found),
    liveDemoHref: demoHrefFor(found, catalogue),
    bookingUrl: getEnv().BOOKING_URL,
    ogImage: OG_CARDS.has(slug) ? `/og/${slug}.png` : DEFAULT_OG_IMAGE,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: 'Page not found · Paperlight' }, { name: 'robots', content: 'noindex' }];
  const { tool, visual } = data;
  // The screenshot may be the largest paint: fetch the rendition the <img> will pick before the body is parsed.
  const preload =
    visual.kind === 'screenshot'
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: visual.src,
            imageSrcSet: visual.srcSet,
            imageSizes: VISUAL_SIZES,
            type: 'image/webp',
          },
        ]
      : [];
  return [
    ...seoMeta({
      siteUrl: siteUrlFromMatches(matches),
      path: `/tools/${tool.slug}`,
      title: `${tool.name}: ${tool.category} AI tool · Paperlight`,
      description: data.summary,
      image: data.ogImage,
      imageAlt: `${tool.name}: ${tool.tagline || tool.description}`,
    }),
    ...preload,
  ];
};

export default function ToolRoute() {
  const { tool, related, visual, liveDemoHref: demoHref, bookingUrl } = useLoaderData<typeof loader>();
  return <ToolPage tool={tool} related={related} visual={visual} liveDemoHref={demoHref} bookingUrl={bookingUrl} />;
}
