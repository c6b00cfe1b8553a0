import { getEnv } from '#app/env.server.ts';
import { buildSitemap } from '#app/lib/crawlers.ts';

// The content ships with the build, so the server's start is when it last changed.
const BUILT_ON = new Date().toISOString().slice(0, 10);

export function loader() {
  return new Response(buildSitemap(getEnv().SITE_URL, BUILT_ON), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  });
}
