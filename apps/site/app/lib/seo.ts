import type { MetaDescriptor } from '@remix-run/node';

export const SITE_NAME = 'Paperlight';
export const DEFAULT_OG_IMAGE = '/og/default.png';

export interface PageSeo {
  /** Public origin of the site (SITE_URL), so canonical and image URLs are absolute. */
  siteUrl: string;
  /** Path of the page, starting with '/'. */
  path: string;
  title: string;
  description: string;
  /** Site-relative path of a 1200×630 PNG. */
  image?: string;
  imageAlt?: string;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function seoMeta({ siteUrl, path, title, description, image = DEFAULT_OG_IMAGE, imageAlt }: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, image);
  const alt = imageAlt ?? `${title}: ${SITE_NAME}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: alt },
  ];
}

interface MatchWithEnv {
  id: string;
  data?: unknown;
}

/** SITE_URL from the root loader's ENV, as seen by a route's `meta` function. */
export function siteUrlFromMatches(matches: readonly MatchWithEnv[]): string {
  const root = matches.find((match) => match.id === 'root')?.data as { ENV?: { SITE_URL?: string } } | undefined;
  return root?.ENV?.SITE_URL ?? '';
}

export const LANDING_TITLE = 'Paperlight: AI tools for research publishing';
export const LANDING_DESCRIPTION =
  'AI tools for publishers, societies, funders and researchers: alt text, multi-lingual audio, peer-review checks, rejection analytics and paper-to-video.';

/** schema.org Organization for the landing page. */
export function organizationJsonLd(siteUrl: string, sameAs: string[] = []) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/og/logo.png'),
    description: LANDING_DESCRIPTION,
    slogan: 'AI tools for research publishing',
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', url: absoluteUrl(siteUrl, '/#contact-us-section'), availableLanguage: ['English'] },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
