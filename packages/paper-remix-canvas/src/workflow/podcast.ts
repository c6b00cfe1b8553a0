import { PodcastResultSchema, type NodeExecution, type PaperSources, type PodcastResult, type PodcastTurn } from '@paperlight/api-client';
import * as v from 'valibot';

export type PodcastEpisode = PodcastResult;

/**
 * What a player needs of an episode: its voices, chapters and turns. A node's result has it, and so
 * does a shared episode's public page (which has no sources or edits).
 */
export interface PlayableEpisode {
  title: string;
  participants: readonly { id: string; role: string; name: string }[];
  chapters: readonly { title: string; start: number; turn: string }[];
  turns: readonly {
    id: string;
    speaker: string;
    name: string;
    text: string;
    start: number;
    framing?: boolean;
    untraced?: string[];
    sources?: PaperSources;
  }[];
}

/** A Podcast node's result (`jsonOutput`, issue 34), or null when it is not an episode. */
export function podcastOf(execution: Pick<NodeExecution, 'jsonOutput'> | null | undefined): PodcastEpisode | null {
  const parsed = v.safeParse(PodcastResultSchema, execution?.jsonOutput);
  return parsed.success ? parsed.output : null;
}

export const PODCAST_DOWNLOADS = [
  { kind: 'm4a', label: 'M4A', extension: 'm4a' },
  { kind: 'mp3', label: 'MP3', extension: 'mp3' },
  { kind: 'vtt', label: 'Transcript', extension: 'vtt' },
] as const;
export type PodcastDownload = 'm4a' | 'mp3' | 'vtt' | 'transcript' | 'chapters';

/**
 * The episode's files as the api signs them (`outputData.downloads`, or a kept version's `downloads`):
 * the audio (M4A with chapters, MP3), the WebVTT transcript, transcript.json and chapters.json.
 */
export function podcastDownloads(data: unknown): Partial<Record<PodcastDownload, string>> {
  const downloads = (data as { downloads?: unknown } | null | undefined)?.downloads;
  if (!downloads || typeof downloads !== 'object') return {};
  return Object.fromEntries(
    (['m4a', 'mp3', 'vtt', 'transcript', 'chapters'] as const)
      .map((kind) => [kind, (downloads as Record<string, unknown>)[kind]])
      .filter(([, url]) => typeof url === 'string' && url !== ''),
  );
}

/** An edit is saved and waits for Re-render (the api's `outputData.rerender`). */
export function rerenderPending(execution: Pick<NodeExecution, 'outputData'> | null | undefined): boolean {
  return (execution?.outputData as { rerender?: unknown } | null | undefined)?.rerender === 'pending';
}

/** A time as a player shows it, in whole seconds reached: '7:36', '1:02:05'. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The episode in a line: '2 voices · 7:36' ('Solo · 5:10' for one voice). */
export function episodeLine(voices: number, durationSec: number): string {
  return `${voices === 1 ? 'Solo' : `${voices} voices`} · ${formatClock(durationSec)}`;
}

/**
 * The turn being spoken at `time` (seconds): the last turn that has started; before the first
 * turn, none. Pauses between turns keep the turn just spoken.
 */
export function turnAt(turns: readonly Pick<PodcastTurn, 'id' | 'start'>[], time: number): string | null {
  let current: string | null = null;
  for (const turn of turns) {
    if (turn.start <= time + 0.05) current = turn.id;
    else break;
  }
  return current;
}

/** The participant's role in words beside their name: 'host', 'guest'. */
export function speakerRole(episode: Pick<PlayableEpisode, 'participants'>, speaker: string): string | null {
  return episode.participants.find((participant) => participant.id === speaker)?.role ?? null;
}

/**
 * What a podcast edit sends (`PUT …/output`, PodcastEditSchema): only the turns whose text changed,
 * trimmed. The draft holds each turn's text by its id.
 */
export function podcastEditOf(
  turns: readonly Pick<PodcastTurn, 'id' | 'text'>[],
  draft: Readonly<Record<string, string>>,
): { turns: { id: string; text: string }[] } {
  return {
    turns: turns.flatMap((turn) => {
      const text = draft[turn.id]?.trim();
      return text !== undefined && text !== turn.text.trim() ? [{ id: turn.id, text }] : [];
    }),
  };
}
