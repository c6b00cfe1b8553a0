import { getEnv } from '#app/env.server.ts';
import { getCatalogue } from '#app/lib/catalogue.server.ts';
import { buildSitemap } from '#app/lib/crawlers.ts';

// The pages' copy ships with the build or lives in the catalogue; the server's start is a fair last change.
const BUILT_ON = new Date().toISOString().slice(0, 10);

export async function loader() {
  let slugs: string[];
  try {
    slugs = (await getCatalogue()).map((tool) => tool.slug);
  } catch (error) {
    // A sitemap without the tool pages would tell crawlers they are gone.
    console.error(error);
    return new Response('The sitemap is unavailable right now.', {
      status: 503,
      headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(buildSitemap(getEnv().SITE_URL, BUILT_ON, slugs), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
