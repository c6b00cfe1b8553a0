import { describe, expect, it } from 'vitest';
import { TOOLS } from '#app/content/tools.ts';
import { buildRobots, buildSitemap } from './crawlers';

describe('buildSitemap', () => {
  const xml = buildSitemap('https://paperlight.example', '2026-03-02');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the landing page, the accessibility statement and all 14 tool pages as absolute URLs', () => {
    expect(locs).toContain('https://paperlight.example/');
    expect(locs).toContain('https://paperlight.example/accessibility');
    for (const tool of TOOLS) expect(locs).toContain(`https://paperlight.example/tools/${tool.slug}`);
    expect(locs).toHaveLength(22);
  });

  it('lists the public sample pages of Alt Text and Multi-lingual Audio', () => {
    for (const id of ['medicine', 'anatomy', 'physical-science']) expect(locs).toContain(`https://paperlight.example/demos/alt-text/${id}`);
    for (const id of ['medicine', 'health-science', 'physical-science']) expect(locs).toContain(`https://paperlight.example/demos/multi-lingual-audio/${id}`);
  });

  it('leaves out signed-in and administration pages', () => {
    expect(xml).not.toMatch(/dashboard|administration|\/auth\//);
  });

  it('is a sitemaps.org urlset with a last-modified date per page', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<lastmod>2026-03-02<\/lastmod>/g)).toHaveLength(22);
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
