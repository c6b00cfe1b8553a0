import type { MetaDescriptor } from '@remix-run/node';
import { EMBED_HEIGHT, EMBED_WIDTH } from './shared-video.ts';

export interface ShareMetaInput {
  title: string;
  authors: readonly string[];
  /** The share page, its embed and its oEmbed address (sharePaths). */
  page: string;
  embed: string;
  oembed: string;
  /** Stable, share-scoped file addresses: a link preview fetched a week later still finds them. */
  posterUrl: string | null;
  videoUrl: string;
}

/** The poster is the film's first frame at 1080p. */
const POSTER = { width: 1920, height: 1080 };

/**
 * A share page's head: title, description, Open Graph (image and video), a Twitter player card and the
 * oEmbed discovery link (decision 0137). Shared links stay out of search engines (noindex).
 */
export function shareMeta(input: ShareMetaInput): MetaDescriptor[] {
  const by = input.authors.length > 0 ? ` by ${input.authors.join(', ')}` : '';
  const description = `A narrated video of “${input.title}”${by}, made with Paperlight.`;
  const secure = input.videoUrl.startsWith('https:');
  return [
    { title: `${input.title} · Video · Paperlight` },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: input.page },
    // The poster is the page's largest paint: fetched with the document, first.
    ...(input.posterUrl ? [{ tagName: 'link', rel: 'preload', as: 'image', href: input.posterUrl, fetchpriority: 'high' }] : []),
    { tagName: 'link', rel: 'alternate', type: 'application/json+oembed', href: input.oembed, title: input.title },
    { property: 'og:type', content: 'video.other' },
    { property: 'og:site_name', content: 'Paperlight' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: input.page },
    ...(input.posterUrl
      ? [
          { property: 'og:image', content: input.posterUrl },
          { property: 'og:image:type', content: 'image/png' },
          { property: 'og:image:width', content: String(POSTER.width) },
          { property: 'og:image:height', content: String(POSTER.height) },
          { property: 'og:image:alt', content: `The opening frame of the video “${input.title}”` },
        ]
      : []),
    { property: 'og:video', content: input.videoUrl },
    ...(secure ? [{ property: 'og:video:secure_url', content: input.videoUrl }] : []),
    { property: 'og:video:type', content: 'video/mp4' },
    { property: 'og:video:width', content: String(POSTER.width) },
    { property: 'og:video:height', content: String(POSTER.height) },
    { name: 'twitter:card', content: 'player' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:player', content: input.embed },
    { name: 'twitter:player:width', content: String(EMBED_WIDTH) },
    { name: 'twitter:player:height', content: String(EMBED_HEIGHT) },
    ...(input.posterUrl ? [{ name: 'twitter:image', content: input.posterUrl }] : []),
  ];
}

export interface EpisodeMetaInput {
  title: string;
  authors: readonly string[];
  page: string;
  /** The episode's audio at its stable, share-scoped address. */
  audioUrl: string;
}

/** A shared episode's head (issue 34): title, description, Open Graph with its audio; noindex like a film's. */
export function episodeMeta(input: EpisodeMetaInput): MetaDescriptor[] {
  const by = input.authors.length > 0 ? ` by ${input.authors.join(', ')}` : '';
  const description = `A conversation about “${input.title}”${by}, made with Paperlight.`;
  return [
    { title: `${input.title} · Podcast · Paperlight` },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: input.page },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Paperlight' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: input.page },
    { property: 'og:audio', content: input.audioUrl },
    { property: 'og:audio:type', content: 'audio/mp4' },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
  ];
}
