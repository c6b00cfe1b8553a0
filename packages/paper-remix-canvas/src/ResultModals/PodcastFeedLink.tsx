import { Button } from '@paperlight/ui-kit';
import { useEffect, useState } from 'react';
import type { PodcastFeed } from '../adapter';
import * as styles from './ResultModals.css';
import { SHARE_FAILED_MESSAGE } from './ShareLinks';

export const FEED_HINT =
  'Your podcast feed lists every episode you share. Paste its address into a podcast app to subscribe; a new address stops the old one.';
export const FEED_LOAD_FAILED_MESSAGE = 'Your podcast feed could not be loaded. Please try again.';

export interface PodcastFeedLinkProps {
  /** The owner's live feed, or null. */
  load: () => Promise<PodcastFeed | null>;
  /** A new address (the old one stops answering). */
  onCreate: () => Promise<PodcastFeed>;
  onRevoke: (token: string) => Promise<void>;
}

/** The owner's podcast feed (issue 34): its address to copy into a podcast app, a new address, or no feed. */
export function PodcastFeedLink({ load, onCreate, onRevoke }: PodcastFeedLinkProps) {
  const [feed, setFeed] = useState<PodcastFeed | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (found) => current && setFeed(found),
      () => current && setError(FEED_LOAD_FAILED_MESSAGE),
    );
    return () => {
      current = false;
    };
  }, [load]);
  const run = async (work: () => Promise<PodcastFeed | null>) => {
    setBusy(true);
    setError(null);
    try {
      setFeed(await work());
    } catch {
      setError(SHARE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.transcript} aria-label="Podcast feed" aria-busy={feed === undefined && !error}>
      <div className={styles.toolbar}>
        <h3 className={styles.heading}>Podcast feed</h3>
        <span className={styles.spacer} />
        {feed === undefined ? null : (
          <Button size="sm" variant={feed ? 'secondary' : 'primary'} loading={busy} onClick={() => void run(onCreate)}>
            {feed ? 'New address' : 'Create feed address'}
          </Button>
        )}
      </div>
      <p className={styles.hint}>{FEED_HINT}</p>
      {feed ? (
        <div className={styles.linkRow}>
          <input
            className={styles.linkInput}
            readOnly
            value={feed.url}
            aria-label="Podcast feed address"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" variant="secondary" onClick={() => void navigator.clipboard?.writeText(feed.url)}>
            Copy
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(async () => (await onRevoke(feed.token), null))}>
            Stop the feed
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={styles.errorMessage} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
