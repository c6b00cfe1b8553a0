import * as v from 'valibot';
import { getEnv } from '#app/env.server.ts';
import { SHARE_GONE_MESSAGE } from '#app/lib/shared-video.ts';

/** GET /paper-remix/shared/{token}: a publicly shared video (decision 0066). */
export const SharedVideoSchema = v.looseObject({
  title: v.string(),
  projectName: v.string(),
  durationSec: v.nullable(v.number()),
  scenes: v.array(v.looseObject({ start: v.number() })),
  videoUrl: v.string(),
  subtitlesUrl: v.nullable(v.string()),
  posterUrl: v.nullable(v.string()),
  paper: v.nullable(
    v.looseObject({
      title: v.nullish(v.string()),
      authors: v.optional(v.array(v.string()), []),
      venue: v.optional(v.string()),
      year: v.optional(v.string()),
      doi: v.optional(v.string()),
      license: v.optional(v.string()),
    }),
  ),
  sharedAt: v.string(),
});
export type SharedVideo = v.InferOutput<typeof SharedVideoSchema>;


/** The shared video, or a 404 response when the link is unknown or revoked. */
export async function getSharedVideo(token: string): Promise<SharedVideo> {
  const response = await fetch(`${getEnv().API_URL}/paper-remix/shared/${encodeURIComponent(token)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) throw new Response(SHARE_GONE_MESSAGE, { status: 404 });
  if (!response.ok) throw new Response(`Request failed with status ${response.status}`, { status: 502 });
  return v.parse(v.looseObject({ data: SharedVideoSchema }), await response.json()).data;
}

/** 'A. Grower, B. Field (2024). Title. Venue. https://doi.org/…. CC BY 4.0' — what is known, in that order. */
export function citationText(video: SharedVideo): string {
  const paper = video.paper;
  if (!paper) return video.title;
  const authors = paper.authors.length > 3 ? `${paper.authors.slice(0, 3).join(', ')} et al.` : paper.authors.join(', ');
  const parts = [
    [authors, paper.year ? `(${paper.year})` : ''].filter(Boolean).join(' '),
    paper.title ?? video.title,
    paper.venue,
    paper.doi ? `https://doi.org/${paper.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//, '')}` : undefined,
    paper.license,
  ].filter((part): part is string => Boolean(part && part.trim()));
  return parts.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
}
