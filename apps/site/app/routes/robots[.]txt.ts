import { getEnv } from '#app/env.server.ts';
import { buildRobots } from '#app/lib/crawlers.ts';

export function loader() {
  return new Response(buildRobots(getEnv().SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  });
}
