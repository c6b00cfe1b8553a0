import { DEMO_SAMPLE_PATHS } from '#app/components/demo/samplePages.ts';
import { toolPath } from './catalogue.ts';
import { absoluteUrl } from './seo.ts';

/** The pages that are not tool pages. */
export const COMPANY_PATHS: readonly string[] = [
  '/about',
  '/trust',
  '/accessibility',
  '/pricing',
  '/integrations',
  '/privacy',
  '/terms',
  '/data-processing',
  '/cookies',
];

/** Every public page a search engine should index: the landing page, a page per public tool of the catalogue, the company pages and the sample pages. */
export function publicPaths(toolSlugs: readonly string[]): string[] {
  return ['/', ...toolSlugs.map(toolPath), ...COMPANY_PATHS, ...DEMO_SAMPLE_PATHS];
}

/** Signed-in and role-guarded areas; crawling them only yields redirects to the sign-in page. */
export const PRIVATE_PREFIXES: readonly string[] = ['/administration', '/tools-administration', '/dashboard', '/auth', '/api'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildSitemap(siteUrl: string, lastModified: string, toolSlugs: readonly string[]): string {
  const entries = publicPaths(toolSlugs).map((path) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      `    <priority>${path === '/' ? '1.0' : path.startsWith('/tools/') ? '0.8' : '0.5'}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
