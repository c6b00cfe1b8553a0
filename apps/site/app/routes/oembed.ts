import type { LoaderFunctionArgs } from '@remix-run/node';
import { getEnv } from '#app/env.server.ts';
import { oembedOf } from '#app/lib/oembed.ts';
import { citationOf, getSharedVideo } from '#app/lib/shared-video.server.ts';
import { SHARE_GONE_MESSAGE, sharePaths, shareTokenOf } from '#app/lib/shared-video.ts';

// A resource route answers with a plain Response: Remix's data() would not carry the status here.
const problem = (status: number, message: string) =>
  Response.json({ statusCode: status, message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * oEmbed (https://oembed.com) for shared films: `GET /oembed?url={share page}&format=json[&maxwidth&maxheight]`
 * answers a `video` with the embed's iframe in `html` (decision 0137). Announced in each share page's head.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const format = query.get('format') ?? 'json';
  if (format !== 'json') return problem(501, 'Only the json format is offered');
  const { SITE_URL } = getEnv();
  const token = shareTokenOf(query.get('url') ?? '', SITE_URL);
  if (!token) return problem(404, 'Give the address of a shared Paperlight video in url');
  let video;
  try {
    video = await getSharedVideo(token);
  } catch (error) {
    if (error instanceof Response && error.status === 404) return problem(404, SHARE_GONE_MESSAGE);
    throw error;
  }
  const answer = oembedOf({
    siteUrl: SITE_URL,
    embedUrl: sharePaths(SITE_URL, token).embed,
    title: video.title,
    authors: citationOf(video).authors,
    posterUrl: video.posterUrl,
    maxWidth: Number(query.get('maxwidth')) || null,
    maxHeight: Number(query.get('maxheight')) || null,
  });
  return Response.json(answer, { headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' } });
}
