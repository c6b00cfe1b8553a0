import { Button, ConfirmDialog, useClock, VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { ResultEditError, type NodeVersion } from '../adapter';
import { formatRunTime, HISTORY_FAILED_MESSAGE } from '../NodeHistory/format';
import { ScriptCompare } from '../ScriptCompare';
import * as styles from './Editing.css';

export const VERSION_KIND_LABELS: Record<string, string> = { generated: 'Generated', edited: 'Edited', restored: 'Restored' };
export const NO_VERSIONS_MESSAGE = 'No other versions yet. Each run and each saved edit is kept here.';
export const RESTORE_TITLE = 'Restore this version?';
export const RESTORE_DESCRIPTION = 'Steps after this one will be marked Out of date.';
export const RESTORE_FAILED_MESSAGE = 'The version could not be restored. Please try again.';

// Made on first use, not when the module loads (it loads with the canvas).
let timeFormat: Intl.DateTimeFormat | undefined;
const time = { format: (at: number) => (timeFormat ??= new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' })).format(at) };
const dayOf = (ms: number) => new Date(ms).toDateString();

/** 'Today, 14:00', 'Yesterday, 09:10', else '3 Mar 2026, 08:00' (local time), against the clock's `now`. */
export function formatVersionTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return formatRunTime(null);
  if (dayOf(at) === dayOf(now)) return `Today, ${time.format(at)}`;
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (dayOf(at) === yesterday.toDateString()) return `Yesterday, ${time.format(at)}`;
  return formatRunTime(iso);
}

export const versionKindLabel = (kind: string) => VERSION_KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);

export interface VersionListProps {
  /** Fetches the versions, newest first; called on mount, when `revision` changes and after a restore. */
  load: () => Promise<NodeVersion[]>;
  /** Makes a version the result again; a rejection shows its message (ResultEditError) or a general one. */
  onRestore: (versionId: string) => Promise<void>;
  /** Anything that changes when the result does (e.g. the execution), so the list follows a save. */
  revision?: unknown;
  id?: string;
  /** Fetches a kept version's script; with it and two versions or more, Compare shows two side by side with the changes marked. */
  loadOutput?: (versionId: string) => Promise<unknown>;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; versions: NodeVersion[] };

/** A result's kept versions (Generated, Edited, Restored) with when, which is current, and Restore behind a confirmation. */
export function VersionList({ load, onRestore, revision, id, loadOutput }: VersionListProps) {
  const clock = useClock();
  const titleId = `${useId()}-versions`;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const compareId = `${titleId}-compare`;
  const [message, setMessage] = useState<{ tone: 'busy' | 'done' | 'failed'; text: string } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (versions) => current && setState({ kind: 'ready', versions }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [revision, reloads]);

  const restore = async (version: NodeVersion, label: string) => {
    if (restoring) return;
    setRestoring(version.id);
    setMessage({ tone: 'busy', text: `Restoring the ${label.toLowerCase()} version…` });
    try {
      await onRestore(version.id);
      setMessage({ tone: 'done', text: `Restored the ${label.toLowerCase()} version.` });
      setReloads((count) => count + 1);
    } catch (error) {
      setMessage({ tone: 'failed', text: error instanceof ResultEditError ? error.message : RESTORE_FAILED_MESSAGE });
    } finally {
      setRestoring(null);
    }
  };

  const now = clock.now();
  return (
    <section id={id} className={styles.versions} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.versionsTitle}>
        Versions
      </h3>
      <div role="status" aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? <p className={styles.muted}>Loading versions…</p> : null}
        {state.kind === 'failed' ? <p className={styles.muted}>{HISTORY_FAILED_MESSAGE}</p> : null}
        {state.kind === 'ready' && state.versions.length === 0 ? <p className={styles.muted}>{NO_VERSIONS_MESSAGE}</p> : null}
        {message && message.tone !== 'failed' ? <p className={styles.muted}>{message.text}</p> : null}
      </div>
      {state.kind === 'ready' && state.versions.length > 0 ? (
        <ol className={styles.versionList} aria-labelledby={titleId}>
          {state.versions.map((version) => {
            const label = versionKindLabel(version.kind);
            const when = formatVersionTime(version.createdAt, now);
            return (
              <li key={version.id} className={styles.version} aria-current={version.current || undefined}>
                <span className={styles.versionText}>
                  <span className={styles.versionKind}>{label}</span>
                  <time className={styles.versionTime} dateTime={version.createdAt}>
                    {when}
                  </time>
                </span>
                {version.current ? (
                  <span className={styles.current}>Current</span>
                ) : (
                  <ConfirmDialog
                    label={
                      <>
                        Restore
                        <VisuallyHidden>
                          {' '}
                          the {label.toLowerCase()} version from {when}
                        </VisuallyHidden>
                      </>
                    }
                    title={RESTORE_TITLE}
                    description={RESTORE_DESCRIPTION}
                    confirmLabel="Restore"
                    variant="primary"
                    triggerVariant="secondary"
                    // Not `busy`: a disabled button could not take focus back when the dialog closes.
                    onConfirm={() => void restore(version, label)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {loadOutput && state.kind === 'ready' && state.versions.length > 1 ? (
        <>
          {/* Its own line, at its own width (the section is a column that stretches its children). */}
          <div>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={comparing}
              {...(comparing ? { 'aria-controls': compareId } : {})}
              onClick={() => setComparing((open) => !open)}
            >
              {comparing ? 'Hide comparison' : 'Compare two versions'}
            </Button>
          </div>
          {comparing ? (
            <div id={compareId}>
              <ScriptCompare
                versions={state.versions}
                loadOutput={loadOutput}
                labelOf={(version) => `${versionKindLabel(version.kind)}, ${formatVersionTime(version.createdAt, now)}`}
              />
            </div>
          ) : null}
        </>
      ) : null}
      {message?.tone === 'failed' ? (
        <p className={styles.alert} role="alert">
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
