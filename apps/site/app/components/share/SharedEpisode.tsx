import { formatClock, PodcastPlayer } from '@paperlight/paper-remix-canvas';
import { CiteThePaper } from '#app/components/share/CiteThePaper.tsx';
import { ShareHeading } from '#app/components/share/ShareHeading.tsx';
import * as styles from '#app/components/share/SharePage.css.ts';
import type { Citation, SharedEpisode } from '#app/lib/shared-video.server.ts';

export interface SharedEpisodePageProps {
  episode: SharedEpisode;
  citation: Citation;
  /** The page's own address, to copy. */
  pageUrl: string;
}

/** 'Sam (host), Maya (guest) · 7:36'. */
export function voicesLine(episode: Pick<SharedEpisode, 'participants' | 'durationSec'>): string {
  const voices = episode.participants.map((participant) => `${participant.name} (${participant.role})`).join(', ');
  return [voices, episode.durationSec ? formatClock(episode.durationSec) : null].filter(Boolean).join(' · ');
}

/**
 * A publicly shared podcast episode (issue 34), like a shared film's page: the title and authors, the
 * player with its chapters and the transcript following along (readable HTML with speaker names
 * before any script runs), the files, and the paper's citation with its credit and licence.
 */
export function SharedEpisodePage({ episode, citation, pageUrl }: SharedEpisodePageProps) {
  return (
    <div className={styles.page}>
      <ShareHeading title={episode.title} authors={citation.authors}>
        <p>A conversation about the paper: {voicesLine(episode)}</p>
      </ShareHeading>
      <PodcastPlayer compact headingLevel={2} episode={episode} audioUrl={episode.audioUrl} />
      <section className={styles.section} aria-labelledby="files-title">
        <h2 id="files-title" className={styles.sectionTitle}>
          Listen elsewhere
        </h2>
        <ul>
          <li>
            <a className={styles.link} href={episode.audioUrl} download>
              Audio (M4A, with chapters)
            </a>
          </li>
          {episode.mp3Url ? (
            <li>
              <a className={styles.link} href={episode.mp3Url} download>
                Audio (MP3)
              </a>
            </li>
          ) : null}
          {episode.transcriptUrl ? (
            <li>
              <a className={styles.link} href={episode.transcriptUrl}>
                Transcript (WebVTT)
              </a>
            </li>
          ) : null}
        </ul>
      </section>
      <CiteThePaper citation={citation}>
        <p>
          Link:{' '}
          <a className={styles.link} href={pageUrl}>
            {pageUrl}
          </a>
        </p>
      </CiteThePaper>
      <p className={styles.credit}>
        Made with{' '}
        <a className={styles.link} href="/tools/paper-remix">
          Paperlight
        </a>{' '}
        from the paper above; every turn is drawn from it.
      </p>
    </div>
  );
}
