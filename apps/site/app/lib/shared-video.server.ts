import * as v from 'valibot';
import { getEnv } from '#app/env.server.ts';
import { EPISODE_GONE_MESSAGE, SHARE_GONE_MESSAGE } from '#app/lib/shared-video.ts';

const SharedPaperSchema = v.nullable(
  v.looseObject({
    title: v.nullish(v.string()),
    authors: v.optional(v.array(v.string()), []),
    venue: v.nullish(v.string()),
    year: v.nullish(v.union([v.string(), v.number()])),
    doi: v.nullish(v.string()),
    license: v.nullish(v.string()),
  }),
);

/** GET /paper-remix/shared/{token}: a publicly shared video (decisions 0066, 0135). Its file URLs are stable. */
export const SharedVideoSchema = v.looseObject({
  title: v.string(),
  projectName: v.string(),
  durationSec: v.nullable(v.number()),
  scenes: v.array(v.looseObject({ start: v.number() })),
  videoUrl: v.string(),
  subtitlesUrl: v.nullable(v.string()),
  chaptersUrl: v.optional(v.nullable(v.string()), null),
  posterUrl: v.nullable(v.string()),
  paper: SharedPaperSchema,
  sharedAt: v.string(),
});
export type SharedVideo = v.InferOutput<typeof SharedVideoSchema>;

/** GET /paper-remix/shared/{token} of a shared podcast episode (issue 34): its audio, voices, chapters and turns. */
export const SharedEpisodeSchema = v.looseObject({
  kind: v.literal('podcast'),
  title: v.string(),
  projectName: v.string(),
  durationSec: v.nullable(v.number()),
  participants: v.array(v.looseObject({ id: v.string(), role: v.string(), name: v.string() })),
  chapters: v.array(v.looseObject({ title: v.string(), start: v.number(), end: v.number(), turn: v.string() })),
  turns: v.array(
    v.looseObject({ id: v.string(), speaker: v.string(), name: v.string(), text: v.string(), start: v.number(), end: v.number() }),
  ),
  audioUrl: v.string(),
  mp3Url: v.nullable(v.string()),
  transcriptUrl: v.nullable(v.string()),
  chaptersUrl: v.nullable(v.string()),
  paper: SharedPaperSchema,
  sharedAt: v.string(),
});
export type SharedEpisode = v.InferOutput<typeof SharedEpisodeSchema>;

export type Shared = { kind: 'video'; video: SharedVideo } | { kind: 'podcast'; episode: SharedEpisode };

/** A shared film or episode, or a 404 response when the link is unknown or revoked. */
export async function getShared(token: string): Promise<Shared> {
  const response = await fetch(`${getEnv().API_URL}/paper-remix/shared/${encodeURIComponent(token)}`, {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) {
    const problem = v.safeParse(v.object({ message: v.string() }), await response.json().catch(() => null));
    throw new Response(problem.success && problem.output.message === EPISODE_GONE_MESSAGE ? EPISODE_GONE_MESSAGE : SHARE_GONE_MESSAGE, {
      status: 404,
    });
  }
  if (!response.ok) throw new Response(`Request failed with status ${response.status}`, { status: 502 });
  const { data } = v.parse(v.looseObject({ data: v.looseObject({ kind: v.optional(v.string()) }) }), await response.json());
  if (data.kind === 'podcast') return { kind: 'podcast', episode: v.parse(SharedEpisodeSchema, data) };
  return { kind: 'video', video: v.parse(SharedVideoSchema, data) };
}

/** The shared video, or a 404 response when the link is unknown, revoked or not a film (an episode has no embed). */
export async function getSharedVideo(token: string): Promise<SharedVideo> {
  const shared = await getShared(token);
  if (shared.kind !== 'video') throw new Response(SHARE_GONE_MESSAGE, { status: 404 });
  return shared.video;
}

/** The film's captions (WebVTT), read from the api by the server; null when it has none or they cannot be read. */
export async function getSharedCaptions(token: string, video: SharedVideo): Promise<string | null> {
  if (!video.subtitlesUrl) return null;
  try {
    const response = await fetch(`${getEnv().API_URL}/paper-remix/shared/${encodeURIComponent(token)}/captions.vtt`);
    return response.ok ? await response.text() : null;
  } catch {
    // The player then reads them itself.
    return null;
  }
}

/** A DOI as a resolvable address, whichever form it was written in ('10.1/x', 'doi:10.1/x', 'https://doi.org/10.1/x'). */
export function doiUrl(doi: string | null | undefined): string | null {
  const bare = doi?.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '');
  return bare && /^10\.\d{4,9}\/\S+$/.test(bare) ? `https://doi.org/${bare}` : null;
}

/** What the page knows of the paper, for the citation, the author line and oEmbed's author_name. */
export interface Citation {
  /** 'A. Grower, B. Field (2024). Title. Venue. https://doi.org/… Licence: CC BY 4.0.' — what is known, in that order. */
  text: string;
  authors: string[];
  doiUrl: string | null;
  license: string | null;
}

/**
 * The full citation of the paper the film or episode was made from (every author, the DOI and the
 * licence); the paper's details feed it where the share carries them, and it falls back on the share's title.
 */
export function citationOf(video: Pick<SharedVideo, 'title' | 'paper'>): Citation {
  const paper = video.paper;
  const authors = (paper?.authors ?? []).map((name) => name.trim()).filter(Boolean);
  const year = paper?.year ? String(paper.year).trim() : '';
  const doi = doiUrl(paper?.doi);
  const license = paper?.license?.trim() || null;
  const parts = [
    [authors.join(', '), year ? `(${year})` : ''].filter(Boolean).join(' '),
    paper?.title?.trim() || video.title,
    paper?.venue?.trim(),
    doi ?? undefined,
    license ? `Licence: ${license}` : undefined,
  ].filter((part): part is string => Boolean(part && part.trim()));
  // A DOI address ends without a full stop, so it can be copied as it is.
  const text = parts.map((part) => (part === doi || /[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
  return { text, authors, doiUrl: doi, license };
}
