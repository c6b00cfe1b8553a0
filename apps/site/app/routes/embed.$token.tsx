import paperRemixStyles from '@paperlight/paper-remix-canvas/styles.css?url';
import { VideoPlayer } from '@paperlight/paper-remix-canvas';
import { visuallyHidden } from '@paperlight/ui-kit';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import * as styles from '#app/components/share/SharePage.css.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { getSharedVideo } from '#app/lib/shared-video.server.ts';
import { SHARE_GONE_MESSAGE } from '#app/lib/shared-video.ts';

// The iframe of the embed code and of oEmbed's html: the player alone (decision 0137).
export const handle: ChromeHandle = { chrome: 'bare' };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: paperRemixStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `${loaded.video.title} · Paperlight` : 'Video not available · Paperlight' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const video = await getSharedVideo(params.token ?? '');
  return data({ video }, { headers: { 'cache-control': 'no-store' } });
}

export default function EmbeddedVideo() {
  const { video } = useLoaderData<typeof loader>();
  return (
    <div className={`${styles.embed} ${styles.film}`}>
      <h1 className={visuallyHidden}>{video.title}</h1>
      <VideoPlayer
        compact
        videoUrl={video.videoUrl}
        subtitlesUrl={video.subtitlesUrl}
        chaptersUrl={video.chaptersUrl}
        posterUrl={video.posterUrl}
        title={video.title}
        durationSec={video.durationSec}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <p className={styles.embedMessage}>
      {isRouteErrorResponse(error) && error.status === 404 ? SHARE_GONE_MESSAGE : 'This video could not be loaded'}
    </p>
  );
}
