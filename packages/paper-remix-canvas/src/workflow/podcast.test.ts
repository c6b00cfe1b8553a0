import { describe, expect, it } from 'vitest';
import { editedPodcastExecution, nodeIn, podcastEpisode, podcastExecution, shortPodcastExecution, SHORT_PAPER_NOTE } from '../test';
import { episodeLine, formatClock, podcastDownloads, podcastEditOf, podcastOf, rerenderPending, speakerRole, turnAt } from './podcast';
import { notReadyReason } from './run';
import { checkGeneratePreconditions, PODCAST_PRECONDITION_MESSAGE } from './status';
import { resultSummary } from './summary';

describe('podcast results (issue 34)', () => {
  it('reads an episode and refuses what is not one', () => {
    expect(podcastOf(podcastExecution)?.turns.map((turn) => turn.name)).toEqual(['Sam', 'Maya', 'Sam', 'Maya']);
    expect(podcastOf({ jsonOutput: { ...podcastEpisode, turns: 'none' } })).toBeNull();
    expect(podcastOf(null)).toBeNull();
    expect(podcastOf(shortPodcastExecution)?.fit.note).toBe(SHORT_PAPER_NOTE);
  });

  it('says its voices and length as a player does', () => {
    expect(formatClock(456)).toBe('7:36');
    expect(formatClock(59.6)).toBe('0:59');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(episodeLine(2, 456)).toBe('2 voices · 7:36');
    expect(episodeLine(1, 310)).toBe('Solo · 5:10');
  });

  it('gives the card its voices, length and chapters', () => {
    expect(resultSummary('podcast', podcastExecution)).toEqual(['2 voices · 7:36', 'Introduction · The problem · What they did']);
    expect(resultSummary('podcast', { ...podcastExecution, jsonOutput: null, outputData: { durationSec: 300, participants: 5 } })).toEqual([
      '5 voices · 5:00',
    ]);
    expect(resultSummary('podcast', { ...podcastExecution, jsonOutput: null, outputData: null })).toEqual([]);
  });

  it('finds the turn being spoken, keeping the last one through a pause', () => {
    const { turns } = podcastEpisode;
    expect(turnAt(turns, 0)).toBe('t-001');
    expect(turnAt(turns, 41)).toBe('t-001');
    expect(turnAt(turns, 41.5)).toBe('t-002');
    expect(turnAt(turns, 200)).toBe('t-004');
    expect(turnAt([{ id: 'late', start: 3 }], 1)).toBeNull();
    expect(speakerRole(podcastEpisode, 'guest-1')).toBe('guest');
    expect(speakerRole(podcastEpisode, 'guest-9')).toBeNull();
  });

  it('sends only the turns whose text changed, trimmed', () => {
    const draft = {
      't-001': podcastEpisode.turns[0]!.text,
      't-002': '  Kiosks lose money on misread items.  ',
      't-003': `${podcastEpisode.turns[2]!.text} `,
    };
    expect(podcastEditOf(podcastEpisode.turns, draft)).toEqual({ turns: [{ id: 't-002', text: 'Kiosks lose money on misread items.' }] });
    expect(podcastEditOf(podcastEpisode.turns, {})).toEqual({ turns: [] });
  });

  it('lists the signed files and whether an edit waits for Re-render', () => {
    expect(podcastDownloads(podcastExecution.outputData)).toMatchObject({
      m4a: 'https://files.example/podcast.m4a',
      vtt: 'https://files.example/transcript.vtt',
    });
    expect(podcastDownloads({ downloads: { m4a: '', mp3: 3 } })).toEqual({});
    expect(podcastDownloads(null)).toEqual({});
    expect(rerenderPending(editedPodcastExecution)).toBe(true);
    expect(rerenderPending(podcastExecution)).toBe(false);
  });

  it('runs from a finished script or paper input, and says which are needed otherwise', () => {
    const podcast = nodeIn('podcast', 'idle');
    const fromScript = checkGeneratePreconditions(
      'podcast',
      [nodeIn('script', 'completed'), podcast],
      [{ id: 'e', source: 'script', target: 'podcast' }],
    );
    expect(fromScript.ok).toBe(true);
    const fromPaper = checkGeneratePreconditions(
      'podcast',
      [nodeIn('paperInput', 'completed'), podcast],
      [{ id: 'e', source: 'paperInput', target: 'podcast' }],
    );
    expect(fromPaper.ok).toBe(true);
    expect(
      checkGeneratePreconditions(
        'podcast',
        [nodeIn('storyboard', 'completed'), podcast],
        [{ id: 'e', source: 'storyboard', target: 'podcast' }],
      ),
    ).toEqual({ ok: false, message: PODCAST_PRECONDITION_MESSAGE });
    expect(PODCAST_PRECONDITION_MESSAGE).toBe('Please ensure a paper input or script node is connected and has completed processing');
    expect(notReadyReason('podcast', [podcast], [])).toBe('Connect a paper first');
  });
});
