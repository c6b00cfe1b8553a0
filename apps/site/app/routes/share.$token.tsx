import paperRemixStyles from '@paperlight/paper-remix-canvas/styles.css?url';
import { VideoPlayer } from '@paperlight/paper-remix-canvas';
import { Link } from '@paperlight/ui-kit';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { citationText, getSharedVideo } from '#app/lib/shared-video.server.ts';
import { SHARE_GONE_MESSAGE } from '#app/lib/shared-video.ts';
import * as page from '#app/styles/page.css.ts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: paperRemixStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded
    ? [
        { title: `${loaded.video.title} · Video · Paperlight` },
        { name: 'description', content: `A narrated video of “${loaded.video.title}”, made with Paperlight.` },
        { property: 'og:title', content: loaded.video.title },
        ...(loaded.video.posterUrl ? [{ property: 'og:image', content: loaded.video.posterUrl }] : []),
        // Shared links are private to whoever holds them: keep them out of search engines.
        { name: 'robots', content: 'noindex' },
      ]
    : [{ title: 'Video not available · Paperlight' }, { name: 'robots', content: 'noindex' }];

export async function loader({ params }: LoaderFunctionArgs) {
  const video = await getSharedVideo(params.token ?? '');
  return data({ video, citation: citationText(video) }, { headers: { 'cache-control': 'no-store' } });
}

/** A publicly shared Paper Remix video (issue 15): player, captions, transcript, citation, sign-up call. Signed out. */
export default function SharedVideoPage() {
  const { video, citation } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Paper Remix video</p>
      <h1 className={page.title}>{video.title}</h1>
      {video.paper?.authors.length ? <p className={page.lead}>{video.paper.authors.join(', ')}</p> : null}
      <VideoPlayer videoUrl={video.videoUrl} subtitlesUrl={video.subtitlesUrl} posterUrl={video.posterUrl} scenes={video.scenes} title={video.title} />
      <section className={page.card} aria-labelledby="citation-title">
        <h2 id="citation-title" className={page.cardTitle}>
          Cite the paper
        </h2>
        <p>{citation}</p>
      </section>
      <section className={page.card} aria-labelledby="made-with">
        <h2 id="made-with" className={page.cardTitle}>
          Made with Paperlight
        </h2>
        <p>Turn a research paper into a script, a storyboard and a narrated video in minutes.</p>
        <p className={page.actions}>
          <Link className={page.textLink} href="/auth/signup">
            Sign up free
          </Link>
          <Link className={page.textLink} href="/tools/paper-remix">
            About Paper Remix
          </Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{gone ? SHARE_GONE_MESSAGE : 'This video could not be loaded'}</h1>
      <p className={page.lead}>{gone ? 'The link was revoked by its owner, or the video was removed.' : 'Please try again in a minute.'}</p>
      <p>
        <Link className={page.textLink} href="/">
          Go to Paperlight
        </Link>
      </p>
    </div>
  );
}
