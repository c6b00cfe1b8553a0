import { describe, expect, it } from 'vitest';
import { jsonLdText, organizationJsonLd, seoMeta, siteUrlFromMatches } from './seo';

describe('seoMeta', () => {
  const tags = seoMeta({
    siteUrl: 'https://paperlight.example/',
    path: '/tools/alt-text',
    title: 'Alt Text',
    description: 'Describe figures.',
    image: '/og/alt-text.png',
  });
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it('gives a canonical URL on the public origin', () => {
    expect(find('rel', 'canonical')?.href).toBe('https://paperlight.example/tools/alt-text');
  });

  it('gives Open Graph and Twitter cards an absolute 1200×630 image', () => {
    expect(find('property', 'og:image')?.content).toBe('https://paperlight.example/og/alt-text.png');
    expect(find('property', 'og:image:width')?.content).toBe('1200');
    expect(find('property', 'og:image:height')?.content).toBe('630');
    expect(find('name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find('property', 'og:url')?.content).toBe('https://paperlight.example/tools/alt-text');
  });

  it('repeats title and description for every consumer', () => {
    expect(tags[0]).toEqual({ title: 'Alt Text' });
    expect(find('name', 'description')?.content).toBe('Describe figures.');
    expect(find('property', 'og:description')?.content).toBe('Describe figures.');
  });
});

describe('siteUrlFromMatches', () => {
  it('reads SITE_URL from the root loader data', () => {
    expect(
      siteUrlFromMatches([
        { id: 'root', data: { ENV: { SITE_URL: 'https://p.example' } } },
        { id: 'routes/x', data: {} },
      ]),
    ).toBe('https://p.example');
  });
});

describe('organization structured data', () => {
  it('is a schema.org Organization with the site URL and logo', () => {
    const org = organizationJsonLd('https://paperlight.example');
    expect(org['@type']).toBe('Organization');
    expect(org.url).toBe('https://paperlight.example/');
    expect(org.logo).toBe('https://paperlight.example/og/logo.png');
  });

  it('cannot close its script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
