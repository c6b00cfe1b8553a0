import { describe, expect, it } from 'vitest';
import { applyPodcastEdit } from '../src/paper-remix/podcast-edit';

const paper = {
  title: 'A Study of Things',
  authors: ['Ada Lovelace'],
  abstract: 'We studied things in great detail.',
  sections: [{ heading: 'Results', paragraphs: ['Things were 40 percent more common in cities than in villages.'], pages: [3] }],
};
const episode = {
  title: 'A Study of Things',
  durationSec: 20,
  turns: [
    { id: 't-001', speaker: 'host', text: 'What did they find?', topic: 'result', sources: { pages: [] }, framing: true },
    {
      id: 't-002',
      speaker: 'guest-1',
      text: 'Things were common.',
      topic: 'result',
      sources: { pages: [3], quotes: [{ text: 'Things were 40 percent more common in cities than in villages.', page: 3 }] },
    },
  ],
};
const text = (value: unknown) => String(value).trim();

describe('a podcast edited turn by turn', () => {
  it('changes only the turns sent, marks them edited and traces their claims to the paper again', () => {
    const edited = applyPodcastEdit(
      episode,
      {
        turns: [
          {
            id: 't-002',
            text: 'Things were 40 percent more common in cities than in villages. Dragons were seen twice as often in towns.',
          },
        ],
      },
      paper,
      text,
    );
    const turns = edited.turns as Record<string, unknown>[];
    expect(turns[0]).toEqual(episode.turns[0]);
    expect(turns[1]).toMatchObject({
      edited: true,
      sources: { pages: [3], quotes: [{ text: 'Things were 40 percent more common in cities than in villages.', page: 3 }] },
      untraced: ['Dragons were seen twice as often in towns.'],
    });
    expect(edited.durationSec).toBe(20);
  });

  it('refuses a turn the episode does not have, a turn sent twice and no turns at all', () => {
    expect(() => applyPodcastEdit(episode, { turns: [{ id: 't-009', text: 'New.' }] }, paper, text)).toThrow(
      'The episode has no turn t-009; turns cannot be added or removed.',
    );
    expect(() =>
      applyPodcastEdit(
        episode,
        {
          turns: [
            { id: 't-002', text: 'A.' },
            { id: 't-002', text: 'B.' },
          ],
        },
        paper,
        text,
      ),
    ).toThrow('Turn t-002 is sent twice.');
    expect(() => applyPodcastEdit(episode, { turns: [] }, paper, text)).toThrow('Send the changed turns');
  });
});
