import { Button, useClock } from '@paperlight/ui-kit';
import { useState } from 'react';
import * as styles from './ResultModals.css';

export const SHARE_FAILED_MESSAGE = 'The link could not be changed. Please try again.';
export const COPIED_MS = 2000;

export interface ShareLinksProps {
  /** This video's live links (tokens), newest first. */
  tokens: readonly string[];
  /** The public page of a token. */
  urlOf: (token: string) => string;
  onCreate: () => Promise<void>;
  onRevoke: (token: string) => Promise<void>;
  /** What a link shows. @default VIDEO_SHARE_HINT */
  hint?: string;
}

export const VIDEO_SHARE_HINT =
  "Anyone with a link can watch this video, read its transcript and see the paper's citation. Revoke a link to stop it.";
export const PODCAST_SHARE_HINT =
  "Anyone with a link can listen to this episode, read its transcript and see the paper's citation; a shared episode is also an item of your podcast feed. Revoke a link to stop it.";

/** The owner's public, read-only links to a finished video or episode: create, copy, revoke (issues 15, 34). */
export function ShareLinks({ tokens, urlOf, onCreate, onRevoke, hint = VIDEO_SHARE_HINT }: ShareLinksProps) {
  const clock = useClock();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      setError(SHARE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.transcript} aria-label="Share">
      <div className={styles.toolbar}>
        <h3 className={styles.heading}>Share</h3>
        <span className={styles.spacer} />
        <Button size="sm" loading={busy} onClick={() => void run(onCreate)}>
          Create public link
        </Button>
      </div>
      <p className={styles.hint}>{hint}</p>
      {tokens.length > 0 ? (
        <ul className={styles.linkList} aria-label="Public links">
          {tokens.map((token) => (
            <li key={token} className={styles.linkRow}>
              <input
                className={styles.linkInput}
                readOnly
                value={urlOf(token)}
                aria-label="Public link"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  void navigator.clipboard?.writeText(urlOf(token)).then(() => {
                    setCopied(token);
                    clock.setTimeout(() => setCopied((current) => (current === token ? null : current)), COPIED_MS);
                  });
                }}
              >
                {copied === token ? 'Copied' : 'Copy'}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => onRevoke(token))}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className={styles.errorMessage} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
