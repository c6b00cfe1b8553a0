import { useEffect, useState } from 'react';
import type { RunOutput } from '../adapter';
import { PodcastPlayer } from '../ResultModals/PodcastPlayer';
import { SlideList } from '../ResultModals/PresentationModal';
import { VideoPlayer } from '../ResultModals/VideoPlayer';
import { scriptGroups, storyboardGroups, type EditableGroup } from '../workflow/edits';
import { formatMinutesSeconds } from '../workflow/filenames';
import { mindmapOf } from '../workflow/mindmap';
import { episodeLine, podcastDownloads, podcastOf } from '../workflow/podcast';
import { deckLine, presentationOf } from '../workflow/presentation';
import { scriptOf, storyboardOf } from '../workflow/results';
import { HISTORY_FAILED_MESSAGE } from './format';
import * as styles from './NodeHistory.css';

export const OUTPUT_UNREADABLE_MESSAGE = 'This output cannot be shown.';

export interface RunOutputViewProps {
  /** The node's type: what the output is (paperInput, script, storyboard, video, mindmap, presentation, podcast). */
  nodeType: string;
  /** Fetches the run's kept output; called once. */
  load: () => Promise<RunOutput>;
  /** Names the output for assistive technology, e.g. 'Output of the run started 5 Mar 2026, 14:00'. */
  label: string;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; output: RunOutput };

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A paper's authors as read ('A. Author') or as corrected ({ name }), joined for reading. */
function authorsOf(output: unknown): string {
  const authors = (output as { authors?: unknown } | null)?.authors;
  if (!Array.isArray(authors)) return '';
  return authors
    .map((author: unknown) => (typeof author === 'string' ? author : ((author as { name?: unknown } | null)?.name ?? '')))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .join(', ');
}

function Facts({ facts }: { facts: [term: string, value: string | null][] }) {
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Groups({ groups }: { groups: EditableGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className={styles.group}>
          <h4 className={styles.groupTitle}>{group.title}</h4>
          {group.fields
            .filter((field) => field.value.trim() !== '')
            .map((field) => (
              <p key={field.id} className={field.short ? styles.groupHeading : styles.groupText}>
                {field.value}
              </p>
            ))}
        </section>
      ))}
    </div>
  );
}

function OutputBody({ nodeType, output }: { nodeType: string; output: RunOutput }) {
  const data = output.outputData ?? {};
  if (nodeType === 'video') {
    if (!output.videoUrl) return <p className={styles.message}>{OUTPUT_UNREADABLE_MESSAGE}</p>;
    return (
      <VideoPlayer
        compact
        videoUrl={output.videoUrl}
        posterUrl={output.posterUrl ?? null}
        subtitlesUrl={output.subtitlesUrl ?? null}
        durationSec={numberOf(data.durationSec)}
      />
    );
  }
  if (nodeType === 'script') {
    const script = scriptOf({ jsonOutput: output.output } as Parameters<typeof scriptOf>[0]);
    if (!script) return <p className={styles.message}>{OUTPUT_UNREADABLE_MESSAGE}</p>;
    const words = numberOf(data.words);
    return (
      <>
        <Facts
          facts={[
            ['Slides', String(script.slides.length)],
            ['Words', words === null ? null : words.toLocaleString('en-GB')],
          ]}
        />
        <Groups groups={scriptGroups(script)} />
      </>
    );
  }
  if (nodeType === 'storyboard') {
    const storyboard = storyboardOf({ jsonOutput: output.output } as Parameters<typeof storyboardOf>[0]);
    if (!storyboard) return <p className={styles.message}>{OUTPUT_UNREADABLE_MESSAGE}</p>;
    const seconds = storyboard.scenes.reduce((sum, scene) => sum + (Number(scene.duration) || 0), 0);
    return (
      <>
        <Facts
          facts={[
            ['Scenes', String(storyboard.scenes.length)],
            ['Length', seconds > 0 ? formatMinutesSeconds(seconds) : null],
          ]}
        />
        <Groups groups={storyboardGroups(storyboard)} />
      </>
    );
  }
  if (nodeType === 'mindmap') {
    const map = mindmapOf({ jsonOutput: output.output } as Parameters<typeof mindmapOf>[0]);
    if (!map) return <p className={styles.message}>{OUTPUT_UNREADABLE_MESSAGE}</p>;
    return (
      <Groups
        groups={map.branches.map((branch) => ({
          title: branch.label,
          fields: branch.leaves.map((leaf) => ({ id: leaf.id, label: leaf.text, value: leaf.text })),
        }))}
      />
    );
  }
  if (nodeType === 'podcast') {
    // A kept episode to play (its files' addresses come with the version), with its transcript.
    const episode = podcastOf({ jsonOutput: output.output });
    if (!episode) return <p className={styles.message}>{OUTPUT_UNREADABLE_MESSAGE}</p>;
    return (
      <>
        <Facts
          facts={[
            ['Episode', episodeLine(episode.participants.length, episode.durationSec)],
            ['Note', episode.fit.note ?? null],
          ]}
        />
        <PodcastPlayer compact episode={episode} audioUrl={podcastDownloads(output).m4a} />
      </>
    );
  }
  if (nodeType === 'presentation') {
    const deck = presentationOf({ jsonOutput: output.output } as Parameters<typeof presentationOf>[0]);
    if (!deck) return <p className={styles.message}>{OUTPUT_UNREADABLE_MESSAGE}</p>;
    return (
      <>
        <Facts
          facts={[
            ['Slides', String(deck.slides.length)],
            ['Format', deckLine(deck)],
          ]}
        />
        <SlideList deck={deck} />
      </>
    );
  }
  const paper = output.output as { title?: unknown } | null;
  const pages = numberOf(data.pageCount);
  const figures = numberOf(data.figureCount);
  return (
    <Facts
      facts={[
        ['Title', typeof paper?.title === 'string' ? paper.title : null],
        ['Authors', authorsOf(paper)],
        ['Pages', pages === null ? null : String(pages)],
        ['Figures and tables', figures === null ? null : String(figures)],
      ]}
    />
  );
}

/** What one past run made, read-only: the paper's details, the script, the storyboard, the map's outline, the deck's slides, or the film or the episode to play. */
export function RunOutputView({ nodeType, load, label }: RunOutputViewProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (output) => current && setState({ kind: 'ready', output }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return (
    <section className={styles.output} aria-label={label} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' ? <p className={styles.message}>Loading the output…</p> : null}
      {state.kind === 'failed' ? <p className={styles.message}>{HISTORY_FAILED_MESSAGE}</p> : null}
      {state.kind === 'ready' ? <OutputBody nodeType={nodeType} output={state.output} /> : null}
    </section>
  );
}
