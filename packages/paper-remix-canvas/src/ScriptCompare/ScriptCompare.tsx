import { VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NodeVersion } from '../adapter';
import { diffScripts, type DiffPart } from '../workflow/scriptDiff';
import * as styles from './ScriptCompare.css';

export const COMPARE_FAILED_MESSAGE = 'These versions could not be loaded. Please try again.';
export const SAME_VERSION_MESSAGE = 'Choose two different versions to see what changed.';

export interface ScriptCompareProps {
  /** The script's kept versions, newest first (at least two to compare). */
  versions: NodeVersion[];
  /** Fetches a version's script (its output); each version is fetched once. */
  loadOutput: (versionId: string) => Promise<unknown>;
  /**
   * How a version is named in the pickers and column headings.
   * @default its kind and time, e.g. 'edited, 2026-03-05T14:00:00Z'
   */
  labelOf?: (version: NodeVersion) => string;
  /**
   * The level of its 'Compare versions' heading, to follow the headings around it.
   * @default 4 (under the Versions heading of a result)
   */
  headingLevel?: 3 | 4;
}

type Loaded = { kind: 'ready'; output: unknown } | { kind: 'failed' };

/** The current version (else the newest) against the one kept before it. */
function defaultPair(versions: NodeVersion[]): [string, string] {
  const afterIndex = Math.max(
    0,
    versions.findIndex((version) => version.current),
  );
  const beforeIndex = afterIndex + 1 < versions.length ? afterIndex + 1 : Math.max(0, afterIndex - 1);
  return [versions[beforeIndex]?.id ?? '', versions[afterIndex]?.id ?? ''];
}

function Marked({ parts, side }: { parts: DiffPart[] | null; side: 'before' | 'after' }) {
  if (!parts) return <span className={styles.none}>{side === 'before' ? 'Not in this version' : 'Removed in this version'}</span>;
  return (
    <>
      {parts.map((part, index) =>
        part.change === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.change === 'removed' ? (
          <del key={index} className={styles.removed}>
            <VisuallyHidden>[removed: </VisuallyHidden>
            {part.text}
            <VisuallyHidden>]</VisuallyHidden>
          </del>
        ) : (
          <ins key={index} className={styles.added}>
            <VisuallyHidden>[added: </VisuallyHidden>
            {part.text}
            <VisuallyHidden>]</VisuallyHidden>
          </ins>
        ),
      )}
    </>
  );
}

/**
 * Two versions of a script side by side, part by part, with the words the later one dropped struck
 * through and the words it brought underlined (issue 31).
 */
export function ScriptCompare({
  versions,
  loadOutput,
  labelOf = (version) => `${version.kind}, ${version.createdAt}`,
  headingLevel = 4,
}: ScriptCompareProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const titleId = useId();
  const [[before, after], setPair] = useState<[string, string]>(() => defaultPair(versions));
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  const requested = useRef(new Set<string>());
  const loadRef = useRef(loadOutput);
  loadRef.current = loadOutput;

  useEffect(() => {
    let current = true;
    for (const id of [before, after]) {
      if (!id || requested.current.has(id)) continue;
      requested.current.add(id);
      loadRef.current(id).then(
        (output) => current && setLoaded((all) => ({ ...all, [id]: { kind: 'ready', output } })),
        () => {
          requested.current.delete(id);
          if (current) setLoaded((all) => ({ ...all, [id]: { kind: 'failed' } }));
        },
      );
    }
    return () => {
      current = false;
    };
  }, [before, after]);

  const a = loaded[before];
  const b = loaded[after];
  const diff = useMemo(() => (a?.kind === 'ready' && b?.kind === 'ready' ? diffScripts(a.output, b.output) : null), [a, b]);
  const byId = new Map(versions.map((version) => [version.id, version]));
  const name = (id: string) => {
    const version = byId.get(id);
    return version ? labelOf(version) : '';
  };
  const status =
    a?.kind === 'failed' || b?.kind === 'failed'
      ? COMPARE_FAILED_MESSAGE
      : !diff
        ? 'Loading the versions…'
        : before === after
          ? SAME_VERSION_MESSAGE
          : diff.added + diff.removed === 0
            ? 'The two versions say the same.'
            : `${diff.removed} ${diff.removed === 1 ? 'word' : 'words'} removed, ${diff.added} ${diff.added === 1 ? 'word' : 'words'} added.`;

  const picker = (label: string, value: string, onChange: (id: string) => void) => (
    <label className={styles.picker}>
      {label}
      <select className={styles.select} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {labelOf(version)}
            {version.current ? ' (current)' : ''}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        Compare versions
      </Heading>
      <div className={styles.pickers}>
        {picker('Before', before, (id) => setPair([id, after]))}
        {picker('After', after, (id) => setPair([before, id]))}
      </div>
      <p className={styles.message} role="status" aria-live="polite">
        {status}
      </p>
      {diff && before !== after ? (
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>
              The script as {name(before)} and as {name(after)}, part by part
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.head}>
                Before: {name(before)}
              </th>
              <th scope="col" className={styles.head}>
                After: {name(after)}
              </th>
            </tr>
          </thead>
          {/* Each part is a group: its name across both columns, then the two texts, so the texts keep
              the full width on a phone. */}
          {diff.rows.map((row) => (
            <tbody key={row.key} data-part={row.key} data-changed={row.changed || undefined}>
              <tr>
                <th scope="rowgroup" colSpan={2} className={styles.part}>
                  {row.label}
                  {row.changed ? null : <span className={styles.same}> · unchanged</span>}
                </th>
              </tr>
              <tr>
                <td className={row.changed ? styles.cell : `${styles.cell} ${styles.unchanged}`}>
                  <Marked parts={row.before} side="before" />
                </td>
                <td className={row.changed ? styles.cell : `${styles.cell} ${styles.unchanged}`}>
                  <Marked parts={row.after} side="after" />
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      ) : null}
    </section>
  );
}
