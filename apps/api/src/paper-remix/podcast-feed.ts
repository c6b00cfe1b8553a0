/**
 * A registered user's podcast feed (issue 34, decision 0185): RSS 2.0 with the iTunes podcast tags and
 * the Podcasting 2.0 namespace, one item per shared episode. Podcast apps fetch it without a session:
 * the unguessable token in its address is the only key, and revoking it (or making a new one) stops
 * the old address at once. Its enclosures, transcripts and chapters are the shares' stable files.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@paperlight/db';
import { parseJson, type StoredExecution } from '@paperlight/remix-core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { paperOf, sharedFilesOf, type PaperFacts } from './shared-files';
import type { WorkspaceRouteDeps } from './workspace-deps';

export const FEED_GONE_MESSAGE = 'This podcast feed is no longer available';
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** Podcasting 2.0's namespace for podcast:guid (a UUIDv5 of the feed's address without its scheme). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a0b28ba0f9fc';

export interface FeedEpisode {
  token: string;
  title: string;
  /** The paper's credit: authors, title, venue, DOI, licence, as its page shows it. */
  credit: string;
  authors: string[];
  language: string;
  durationSec: number;
  sharedAt: string;
  pageUrl: string;
  enclosure: { url: string; length: number; type: 'audio/mp4' | 'audio/mpeg' };
  transcriptUrl: string | null;
  chaptersUrl: string | null;
}

export interface FeedChannel {
  title: string;
  author: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  imageUrl: string;
  episodes: FeedEpisode[];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** RFC 4122 version 5 (SHA-1) UUID of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The paper's credit line (SOURCES.md: authors, title, venue/DOI, licence), as much as is known. */
export function creditOf(paper: PaperFacts | null, fallbackTitle: string): string {
  const authors = (paper?.authors ?? [])
    .map((name) => name.trim())
    .filter(Boolean)
    .join(', ');
  const { venue, year, doi, license } = paper?.citation ?? {};
  const parts = [
    [authors, year ? `(${year})` : ''].filter(Boolean).join(' '),
    paper?.title?.trim() || fallbackTitle,
    venue?.trim(),
    doi ? `https://doi.org/${doi.replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '')}` : undefined,
    license ? `Licence: ${license}` : undefined,
  ].filter((part): part is string => Boolean(part && part.trim()));
  return parts.map((part) => (/[.!?]$/.test(part) || part.startsWith('https://doi.org/') ? part : `${part}.`)).join(' ');
}

/** The feed as RSS 2.0 with the iTunes and Podcasting 2.0 tags podcast apps read. */
export function feedXml(channel: FeedChannel, now: Date): string {
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const items = channel.episodes.map((episode) =>
    [
      '<item>',
      tag('title', episode.title),
      tag('description', `${episode.credit} Made with Paperlight from the paper; every turn traces to it.`),
      tag('link', episode.pageUrl),
      `<guid isPermaLink="false">${escapeXml(`paperlight:episode:${episode.token}`)}</guid>`,
      tag('pubDate', new Date(episode.sharedAt).toUTCString()),
      `<enclosure url="${escapeXml(episode.enclosure.url)}" length="${episode.enclosure.length}" type="${episode.enclosure.type}"/>`,
      tag('itunes:title', episode.title),
      tag('itunes:author', episode.authors.join(', ') || channel.author),
      tag('itunes:duration', String(Math.round(episode.durationSec))),
      tag('itunes:episodeType', 'full'),
      tag('itunes:explicit', 'false'),
      ...(episode.transcriptUrl
        ? [`<podcast:transcript url="${escapeXml(episode.transcriptUrl)}" type="text/vtt" language="${escapeXml(episode.language)}"/>`]
        : []),
      ...(episode.chaptersUrl ? [`<podcast:chapters url="${escapeXml(episode.chaptersUrl)}" type="application/json+chapters"/>`] : []),
      '</item>',
    ].join('\n      '),
  );
  const language = channel.episodes[0]?.language ?? 'en';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${tag('title', channel.title)}`,
    `    ${tag('link', channel.siteUrl)}`,
    `    ${tag('description', channel.description)}`,
    `    ${tag('language', language)}`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    ${tag('generator', 'Paperlight')}`,
    `    ${tag('lastBuildDate', now.toUTCString())}`,
    `    ${tag('itunes:author', channel.author)}`,
    `    ${tag('itunes:summary', channel.description)}`,
    `    ${tag('itunes:type', 'episodic')}`,
    `    ${tag('itunes:explicit', 'false')}`,
    `    <itunes:image href="${escapeXml(channel.imageUrl)}"/>`,
    '    <itunes:category text="Science"/>',
    `    ${tag('podcast:guid', uuidV5(channel.feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE))}`,
    ...items.map((item) => `    ${item}`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

type FeedDeps = WorkspaceRouteDeps & { db: Database['db'] };

/** The live feed of a token and its owner, if the owner is active; else null. */
async function liveFeed(db: Database['db'], token: string) {
  if (!TOKEN.test(token)) return null;
  const feed = await db
    .selectFrom('podcast_feeds')
    .innerJoin('users', 'users.id', 'podcast_feeds.owner_id')
    .select(['podcast_feeds.token', 'podcast_feeds.owner_id', 'podcast_feeds.revoked_at', 'users.name', 'users.status'])
    .where('podcast_feeds.token', '=', token)
    .executeTakeFirst();
  return feed && !feed.revoked_at && feed.status === 'active' ? feed : null;
}

/** The owner's shared, finished episodes, newest share first, with what the feed says of each. */
async function feedEpisodes(deps: FeedDeps, ownerId: string, site: string): Promise<FeedEpisode[]> {
  const { db } = deps;
  const links = await db
    .selectFrom('share_links')
    .innerJoin('projects', 'projects.id', 'share_links.project_id')
    .innerJoin('project_nodes', 'project_nodes.id', 'share_links.project_node_id')
    .select([
      'share_links.token',
      'share_links.created_at',
      'share_links.project_id',
      'projects.name as projectName',
      'project_nodes.id as nodeId',
    ])
    .where('projects.user_id', '=', ownerId)
    .where('share_links.revoked_at', 'is', null)
    .where('project_nodes.node_type', '=', 'podcast')
    .orderBy('share_links.created_at', 'desc')
    .execute();
  const episodes: FeedEpisode[] = [];
  for (const link of links) {
    const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', link.project_id).execute();
    const node = nodes.find((candidate) => candidate.id === link.nodeId);
    const shared = node ? sharedFilesOf(node) : null;
    if (!node || shared?.kind !== 'podcast') continue;
    // M4A (AAC with chapters) first; the MP3 when the M4A cannot be measured.
    const audio = (['episode.m4a', 'episode.mp3'] as const).map((file) => ({ file, key: shared.files[file] })).find(({ key }) => key);
    const length = audio?.key ? await deps.storage.size(audio.key) : null;
    if (!audio || length === null) continue;
    const output = (parseJson<StoredExecution | null>(node.execution, null)?.jsonOutput ?? {}) as {
      title?: string;
      durationSec?: number;
      language?: string;
      authors?: string[];
    };
    const paper = paperOf(node, nodes);
    const title = paper?.title ?? output.title ?? link.projectName;
    const base = `${deps.publicOrigin()}/paper-remix/shared/${link.token}`;
    episodes.push({
      token: link.token,
      title,
      credit: creditOf(paper, title),
      authors: paper?.authors ?? output.authors ?? [],
      language: output.language ?? 'en',
      durationSec: output.durationSec ?? 0,
      sharedAt: link.created_at,
      pageUrl: `${site}/share/${link.token}`,
      enclosure: { url: `${base}/${audio.file}`, length, type: audio.file === 'episode.m4a' ? 'audio/mp4' : 'audio/mpeg' },
      transcriptUrl: shared.files['transcript.vtt'] ? `${base}/transcript.vtt` : null,
      chaptersUrl: shared.files['chapters.json'] ? `${base}/chapters.json` : null,
    });
  }
  return episodes;
}

export function registerPodcastFeedRoutes(scope: FastifyInstance, deps: FeedDeps): void {
  const { db } = deps;
  const auth = { onRequest: deps.requireUser };
  const now = () => new Date((deps.now ?? Date.now)());
  const site = () => (deps.siteUrl ?? deps.publicOrigin()).replace(/\/+$/, '');
  const feedUrl = (token: string) => `${deps.publicOrigin()}/paper-remix/feed/${token}/podcast.xml`;
  const show = (feed: { token: string; created_at: string }) => ({
    token: feed.token,
    url: feedUrl(feed.token),
    createdAt: feed.created_at,
  });
  const userOf = deps.registeredUser;

  // The owner's live feed, or null: the workspace shows its address to copy into a podcast app.
  scope.get('/paper-remix/podcast-feed', auth, async (request) => {
    const feed = await db
      .selectFrom('podcast_feeds')
      .selectAll()
      .where('owner_id', '=', userOf(request).sub)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return { statusCode: 200, data: feed ? show(feed) : null };
  });

  // A new address: any live one is revoked, so a leaked address is replaced by making a new one.
  scope.post('/paper-remix/podcast-feed', auth, async (request, reply) => {
    const owner = userOf(request).sub;
    const created_at = now().toISOString();
    await db
      .updateTable('podcast_feeds')
      .set({ revoked_at: created_at })
      .where('owner_id', '=', owner)
      .where('revoked_at', 'is', null)
      .execute();
    const feed = { token: randomBytes(24).toString('base64url'), owner_id: owner, created_at, revoked_at: null };
    await db.insertInto('podcast_feeds').values(feed).execute();
    return reply.code(201).send({ statusCode: 201, data: show(feed) });
  });

  scope.delete<{ Params: { token: string } }>('/paper-remix/podcast-feed/:token', auth, async (request) => {
    const revoked = await db
      .updateTable('podcast_feeds')
      .set({ revoked_at: now().toISOString() })
      .where('token', '=', request.params.token)
      .where('owner_id', '=', userOf(request).sub)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) throw new HttpError(404, 'Feed not found');
    return { statusCode: 200, data: { token: request.params.token, revoked: true } };
  });

  // Public: no session; podcast apps poll it. A revoked feed or a suspended owner answers 404.
  scope.get<{ Params: { token: string } }>('/paper-remix/feed/:token/podcast.xml', async (request, reply) => {
    const feed = await liveFeed(db, request.params.token);
    if (!feed) throw new HttpError(404, FEED_GONE_MESSAGE);
    const episodes = await feedEpisodes(deps, feed.owner_id, site());
    const author = feed.name?.trim() || 'Paperlight';
    const xml = feedXml(
      {
        title: `${author}: papers to listen to`,
        author,
        description: `Research papers made into conversations with Paperlight by ${author}. Each episode credits its paper and links its transcript and chapters.`,
        siteUrl: site(),
        feedUrl: feedUrl(feed.token),
        imageUrl: `${site()}/podcast/cover.jpg`,
        episodes,
      },
      now(),
    );
    return reply.header('content-type', 'application/rss+xml; charset=utf-8').header('cache-control', 'private, no-cache').send(xml);
  });
}
