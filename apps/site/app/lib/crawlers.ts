import { DEMO_SAMPLE_PATHS } from '#app/components/demo/samplePages.ts';
import { TOOL_LINKS } from '#app/content/tool-links.ts';
import { absoluteUrl } from './seo.ts';

/** Every public page a search engine should index. */
export const PUBLIC_PATHS: readonly string[] = ['/', ...TOOL_LINKS.map((tool) => `/tools/${tool.slug}`), '/accessibility', ...DEMO_SAMPLE_PATHS];

/** Signed-in and role-guarded areas; crawling them only yields redirects to the sign-in page. */
export const PRIVATE_PREFIXES: readonly string[] = ['/administration', '/tools-administration', '/dashboard', '/auth', '/api'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildSitemap(siteUrl: string, lastModified: string): string {
  const entries = PUBLIC_PATHS.map((path) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      `    <priority>${path === '/' ? '1.0' : path.startsWith('/tools/') ? '0.8' : '0.5'}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
