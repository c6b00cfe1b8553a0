import paperRemixStyles from '@paperlight/paper-remix-canvas/styles.css?url';
import { VideoPlayer } from '@paperlight/paper-remix-canvas';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { CiteThePaper } from '#app/components/share/CiteThePaper.tsx';
import { CopyField } from '#app/components/share/CopyField.tsx';
import { ShareHeading } from '#app/components/share/ShareHeading.tsx';
import { SharedEpisodePage } from '#app/components/share/SharedEpisode.tsx';
import * as styles from '#app/components/share/SharePage.css.ts';
import { getEnv } from '#app/env.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { episodeMeta, shareMeta } from '#app/lib/share-meta.ts';
import { citationOf, getShared, getSharedCaptions } from '#app/lib/shared-video.server.ts';
import { embedCode, EPISODE_GONE_MESSAGE, SHARE_GONE_MESSAGE, sharePaths } from '#app/lib/shared-video.ts';

// Only the film: no trial banner, marketing menu or footer (issue 31, decision 0136).
export const handle: ChromeHandle = { chrome: 'bare' };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: paperRemixStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  !loaded
    ? [{ title: 'Video not available · Paperlight' }, { name: 'robots', content: 'noindex' }]
    : loaded.kind === 'podcast'
      ? episodeMeta({
          title: loaded.episode.title,
          authors: loaded.citation.authors,
          page: loaded.paths.page,
          audioUrl: loaded.episode.audioUrl,
        })
      : shareMeta({
          ...loaded.paths,
          title: loaded.video.title,
          authors: loaded.citation.authors,
          posterUrl: loaded.video.posterUrl,
          videoUrl: loaded.video.videoUrl,
        });

export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const shared = await getShared(token);
  const paths = sharePaths(getEnv().SITE_URL, token);
  if (shared.kind === 'podcast') {
    // An episode (issue 34): its transcript is in the answer, rendered with the page as text.
    return data(
      { kind: 'podcast' as const, episode: shared.episode, citation: citationOf(shared.episode), paths },
      { headers: { 'cache-control': 'no-store' } },
    );
  }
  const { video } = shared;
  // Read here, the chapters and the transcript render with the page: nothing below the player moves later.
  const subtitlesText = await getSharedCaptions(token, video);
  return data(
    { kind: 'video' as const, video, subtitlesText, citation: citationOf(video), paths, embed: embedCode(paths.embed, video.title) },
    // Revoking a share takes it down at once: no cache keeps the page.
    { headers: { 'cache-control': 'no-store' } },
  );
}

/** A publicly shared Paper Remix film (issues 15, 31) or podcast episode (issue 34). */
export default function SharedPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === 'podcast')
    return <SharedEpisodePage episode={loaded.episode} citation={loaded.citation} pageUrl={loaded.paths.page} />;
  return <SharedVideo {...loaded} />;
}

/** A shared film: the player, title, authors, citation, transcript, chapters and embed code. */
function SharedVideo({
  video,
  subtitlesText,
  citation,
  embed,
  paths,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'video' }>) {
  return (
    <div className={styles.page}>
      <ShareHeading title={video.title} authors={citation.authors} />
      <div className={styles.film}>
        <VideoPlayer
          videoUrl={video.videoUrl}
          subtitlesUrl={video.subtitlesUrl}
          subtitlesText={subtitlesText}
          chaptersUrl={video.chaptersUrl}
          posterUrl={video.posterUrl}
          scenes={video.scenes}
          title={video.title}
          durationSec={video.durationSec}
        />
      </div>
      <CiteThePaper citation={citation} />
      <section className={styles.section} aria-labelledby="embed-title">
        <h2 id="embed-title" className={styles.sectionTitle}>
          Embed this video
        </h2>
        <CopyField label="Embed code" value={embed} copyLabel="Copy embed code" />
        <p>
          Link:{' '}
          <a className={styles.link} href={paths.page}>
            {paths.page}
          </a>
        </p>
      </section>
      <p className={styles.credit}>
        Made with{' '}
        <a className={styles.link} href="/tools/paper-remix">
          Paperlight
        </a>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 404;
  const episode = gone && error.data === EPISODE_GONE_MESSAGE;
  return (
    <div className={styles.page}>
      <a className={styles.brand} href="/">
        Paperlight
      </a>
      <h1 className={styles.title}>{episode ? EPISODE_GONE_MESSAGE : gone ? SHARE_GONE_MESSAGE : 'This page could not be loaded'}</h1>
      <p>
        {gone ? `The link was revoked by its owner, or the ${episode ? 'episode' : 'video'} was removed.` : 'Please try again in a minute.'}
      </p>
    </div>
  );
}
