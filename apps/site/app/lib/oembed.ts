import { EMBED_HEIGHT, EMBED_WIDTH, embedCode } from './shared-video.ts';

export interface OEmbedInput {
  siteUrl: string;
  embedUrl: string;
  title: string;
  authors: readonly string[];
  posterUrl: string | null;
  /** The consumer's limits (oEmbed's maxwidth / maxheight), if any. */
  maxWidth?: number | null;
  maxHeight?: number | null;
}

/** oEmbed 1.0's video response: type, version, provider, and an iframe of the given width and height. */
export interface OEmbedVideo {
  type: 'video';
  version: '1.0';
  title: string;
  author_name?: string;
  provider_name: 'Paperlight';
  provider_url: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** The thumbnail is the 1080p poster. */
const THUMBNAIL = { width: 1920, height: 1080 };

/** The embed at its own size, scaled down (never up) to fit the consumer's maxwidth and maxheight. */
export function embedSize(maxWidth?: number | null, maxHeight?: number | null): { width: number; height: number } {
  const limits = [1, maxWidth && maxWidth > 0 ? maxWidth / EMBED_WIDTH : 1, maxHeight && maxHeight > 0 ? maxHeight / EMBED_HEIGHT : 1];
  const scale = Math.min(...limits);
  return { width: Math.floor(EMBED_WIDTH * scale), height: Math.floor(EMBED_HEIGHT * scale) };
}

export function oembedOf(input: OEmbedInput): OEmbedVideo {
  const { width, height } = embedSize(input.maxWidth, input.maxHeight);
  return {
    type: 'video',
    version: '1.0',
    title: input.title,
    ...(input.authors.length > 0 ? { author_name: input.authors.join(', ') } : {}),
    provider_name: 'Paperlight',
    provider_url: `${input.siteUrl.replace(/\/+$/, '')}/`,
    html: embedCode(input.embedUrl, input.title, width, height),
    width,
    height,
    ...(input.posterUrl ? { thumbnail_url: input.posterUrl, thumbnail_width: THUMBNAIL.width, thumbnail_height: THUMBNAIL.height } : {}),
  };
}
