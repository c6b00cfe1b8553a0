import { describe, expect, it } from 'vitest';
import { NEW_TOOL, SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { buildRobots, buildSitemap } from './crawlers';

describe('buildSitemap', () => {
  const slugs = [...SEEDED_CATALOGUE, NEW_TOOL].map((tool) => tool.slug);
  const xml = buildSitemap('https://paperlight.example', '2026-03-02', slugs);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the landing page, the company pages and a page per tool of the catalogue, a new one included, as absolute URLs', () => {
    expect(locs).toContain('https://paperlight.example/');
    for (const path of [
      '/about',
      '/trust',
      '/accessibility',
      '/pricing',
      '/integrations',
      '/privacy',
      '/terms',
      '/data-processing',
      '/cookies',
    ])
      expect(locs).toContain(`https://paperlight.example${path}`);
    for (const slug of slugs) expect(locs).toContain(`https://paperlight.example/tools/${slug}`);
    expect(locs).toContain('https://paperlight.example/tools/citation-guard');
    expect(locs).toHaveLength(1 + slugs.length + 9 + 6);
  });

  it('lists the public sample pages of Alt Text and Multi-lingual Audio', () => {
    for (const id of ['medicine', 'anatomy', 'physical-science']) expect(locs).toContain(`https://paperlight.example/demos/alt-text/${id}`);
    for (const id of ['medicine', 'health-science', 'physical-science'])
      expect(locs).toContain(`https://paperlight.example/demos/multi-lingual-audio/${id}`);
  });

  it('leaves out signed-in and administration pages', () => {
    expect(xml).not.toMatch(/dashboard|administration|\/auth\//);
  });

  it('is a sitemaps.org urlset with a last-modified date per page', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<lastmod>2026-03-02<\/lastmod>/g)).toHaveLength(locs.length);
  });
});

describe('buildRobots', () => {
  const robots = buildRobots('https://paperlight.example');

  it.each(['/administration', '/tools-administration', '/dashboard', '/auth'])('disallows %s', (path) => {
    expect(robots.split('\n')).toContain(`Disallow: ${path}`);
  });

  it('points crawlers to the sitemap on the site’s own origin', () => {
    expect(robots).toContain('Sitemap: https://paperlight.example/sitemap.xml');
  });
});
