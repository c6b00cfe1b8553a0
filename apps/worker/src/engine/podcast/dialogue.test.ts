import { describe, expect, it } from 'vitest';
import { showsAlone } from '../script/narrative/context';
import { isClaim, paperSentences, supportOf } from '../script/grounding';
import { countWords, splitSentences } from '../read/text';
import { extracted } from '../test/papers';
import type { ExtractedPaper, PodcastConfig, PodcastDialogue } from '../types';
import { castOf } from './cast';
import { BANDS, DEFAULT_PODCAST_CONFIG, MAX_CONVERSATION_TURN_SEC, spokenSeconds, withinBand } from './config';
import { chunk, writeDialogue } from './dialogue';
import { creditedAuthors } from './lines';

const MEXICO = 'socialscience-mexico-city-policy-abortion.pdf';
const SPECTER = 'conference-2col-specter-acl2020.pdf';

const write = async (file: string, config: Partial<PodcastConfig> = {}) => {
  const { paper } = await extracted(file);
  return { paper, dialogue: writeDialogue(paper, { ...DEFAULT_PODCAST_CONFIG, ...config }) };
};
const answers = (d: PodcastDialogue) => d.turns.filter((t) => !t.framing && t.speaker !== 'host');
const wordsOf = (turns: PodcastDialogue['turns']) => turns.reduce((n, t) => n + countWords(t.text), 0);

describe('the host', () => {
  it('introduces the paper by its title and every author as the paper credits them, and asks the listener’s questions', async () => {
    const { paper, dialogue } = await write(MEXICO);
    const opening = dialogue.turns
      .filter((t) => t.topic === 'introduction')
      .map((t) => t.text)
      .join(' ');
    expect(opening).toContain(paper.title.replace(/[.!?]$/, ''));
    expect(opening).toContain(creditedAuthors(paper.authors));
    expect(creditedAuthors(['Nina Brooks', 'Eran Bendavid', 'Grant Miller'])).toBe('Nina Brooks, Eran Bendavid and Grant Miller');
    const asked = dialogue.turns.filter((t) => t.speaker === 'host' && t.framing && t.text.endsWith('?')).map((t) => t.topic);
    for (const topic of ['problem', 'method', 'result', 'meaning'] as const) expect(asked).toContain(topic);
    expect(dialogue.turns.at(-1)).toMatchObject({ speaker: 'host', topic: 'closing' });
  });
});

describe('given each style', () => {
  it('a conversation alternates short turns (none over 90 s), its guests take turns and the host recaps the main result', async () => {
    const { dialogue } = await write(SPECTER, { participants: 3, podcast_duration: 'medium' });
    expect(Math.max(...dialogue.turns.map((t) => spokenSeconds(countWords(t.text))))).toBeLessThanOrEqual(MAX_CONVERSATION_TURN_SEC);
    const guests = answers(dialogue).map((t) => t.speaker);
    expect(guests.filter((speaker, i) => i > 0 && speaker === guests[i - 1]).length).toBeLessThan(guests.length * 0.2);
    expect(dialogue.turns.filter((t) => t.topic === 'recap' && t.speaker === 'host').length).toBe(2);
    // Host and guest alternate: no two answers in a row without the host between them.
    expect(dialogue.turns.some((t, i) => i > 0 && t.speaker !== 'host' && dialogue.turns[i - 1]!.speaker !== 'host')).toBe(false);
  });

  it('an interview follows one guest’s account, and the other guests still speak', async () => {
    const { dialogue } = await write(SPECTER, { participants: 3, podcast_style: 'interview_style', podcast_duration: 'medium' });
    const lead = answers(dialogue).filter((t) => t.speaker === 'guest-1');
    expect(wordsOf(lead)).toBeGreaterThan(wordsOf(answers(dialogue)) * 0.6);
    expect(new Set(answers(dialogue).map((t) => t.speaker))).toEqual(new Set(['guest-1', 'guest-2']));
    expect(dialogue.turns.some((t) => t.topic === 'recap')).toBe(false);
  });

  it('a deep dive spends its time on the method, the data and the results, in longer turns', async () => {
    const share = (d: PodcastDialogue) =>
      wordsOf(answers(d).filter((t) => ['method', 'data', 'result'].includes(t.topic))) / wordsOf(answers(d));
    const mean = (d: PodcastDialogue) => wordsOf(answers(d)) / answers(d).length;
    const { dialogue: deep } = await write(SPECTER, { podcast_style: 'technical_deep_dive', podcast_script_technicality: 4 });
    const { dialogue: talk } = await write(SPECTER, { podcast_script_technicality: 4 });
    expect(share(deep)).toBeGreaterThan(share(talk) + 0.1);
    expect(share(deep)).toBeGreaterThan(0.6);
    expect(mean(deep)).toBeGreaterThan(mean(talk) * 1.5);
  });
});

describe('participants', () => {
  it.each([1, 2, 3, 5] as const)('every one of %i participants speaks', async (participants) => {
    const { dialogue } = await write(MEXICO, { participants, guest_genders: 'mixed' });
    expect(dialogue.participants).toHaveLength(participants);
    for (const participant of dialogue.participants) expect(dialogue.turns.some((t) => t.speaker === participant.id)).toBe(true);
  });

  it('in a language the host has no words of its own in, the host opens each part with the paper’s, and still everyone speaks', async () => {
    const { paper } = await extracted(SPECTER);
    const dialogue = writeDialogue({ ...paper, language: 'de' }, { ...DEFAULT_PODCAST_CONFIG, participants: 3 });
    expect(dialogue.turns.some((t) => t.framing)).toBe(false);
    for (const participant of dialogue.participants) expect(dialogue.turns.some((t) => t.speaker === participant.id)).toBe(true);
  });

  it('each has a name and a voice no other participant has, of the gender asked for', () => {
    const cast = castOf({ ...DEFAULT_PODCAST_CONFIG, participants: 5, host_gender: 'female', guest_genders: 'female' });
    expect(new Set(cast.map((p) => p.name)).size).toBe(5);
    expect(new Set(cast.map((p) => `${p.gender}:${p.speaker}`)).size).toBe(5);
    expect(cast.every((p) => p.gender === 'female')).toBe(true);
    const mixed = castOf({ ...DEFAULT_PODCAST_CONFIG, participants: 3, guest_genders: 'mixed' });
    expect(mixed.map((p) => p.gender)).toEqual(['male', 'female', 'male']);
    expect(new Set(mixed.map((p) => `${p.gender}:${p.speaker}`)).size).toBe(3);
  });
});

describe('duration budgeting', () => {
  it.each([MEXICO, SPECTER])('a short episode of %s lands inside its band', async (file) => {
    const { dialogue } = await write(file);
    expect(withinBand(dialogue.fit.estimatedSec, 'short')).toBe(true);
    expect(Math.abs(dialogue.fit.estimatedSec - BANDS.short.target)).toBeLessThan(BANDS.short.target * 0.1);
    expect(dialogue.fit.paperLimited).toBe(false);
  });

  it('a medium episode says more than a short one, in the same paper’s sentences', async () => {
    const { dialogue: short } = await write(SPECTER);
    const { dialogue: medium } = await write(SPECTER, { podcast_duration: 'medium' });
    expect(medium.fit.estimatedSec).toBeGreaterThan(short.fit.estimatedSec * 1.8);
  });

  it('a paper too short for the long band gives a shorter episode that says so, not filler', async () => {
    const { dialogue } = await write(MEXICO, { podcast_duration: 'long' });
    expect(dialogue.fit.paperLimited).toBe(true);
    expect(dialogue.fit.note).toMatch(/^This paper gives about \d+ minutes of conversation; the long band asks for 25–35 minutes/);
    // No sentence of the paper is said twice, but for the recaps.
    const said = answers(dialogue).flatMap((t) => splitSentences(t.text));
    expect(new Set(said).size).toBe(said.length);
  });

  it('keeps a sentence that points back with the sentence it points at, never at the start of a turn', () => {
    const said = (text: string, needsPrevious = false) => ({ text, words: countWords(text), needsPrevious, headline: 0 });
    const chunks = chunk([said('A '.repeat(30)), said('B '.repeat(30), true), said('C '.repeat(30))], 40);
    expect(chunks.map((c) => c.length)).toEqual([2, 1]);
  });
});

describe('what the guests say', () => {
  const claims = (paper: ExtractedPaper, dialogue: PodcastDialogue) => {
    const pool = paperSentences(paper);
    return dialogue.turns
      .filter((t) => !t.framing)
      .flatMap((t) =>
        splitSentences(t.text)
          .filter(isClaim)
          .map((s) => ({ turn: t, s, support: supportOf(s, pool) })),
      );
  };

  it.each([MEXICO, SPECTER])('every turn of %s traces to the paper: its sentences, with their pages', async (file) => {
    const { paper, dialogue } = await write(file, { participants: 3 });
    for (const turn of dialogue.turns.filter((t) => !t.framing)) {
      expect(turn.sources.quotes?.length, turn.text).toBeGreaterThan(0);
      expect(turn.sources.pages.length, turn.text).toBeGreaterThan(0);
    }
    const all = claims(paper, dialogue).filter(({ turn, s }) => !(turn.topic === 'recap' && turn.text.startsWith(s)));
    const untraced = all.filter((c) => !c.support).map((c) => c.s);
    expect(untraced.length, untraced.join('\n')).toBeLessThanOrEqual(Math.floor(all.length * 0.05));
  });

  it.each([MEXICO, SPECTER])('no turn of %s opens on a sentence that leans on one left out', async (file) => {
    const { dialogue } = await write(file, { podcast_duration: 'medium', participants: 5 });
    for (const turn of answers(dialogue)) expect(showsAlone(splitSentences(turn.text)[0]!), turn.text).toBe(true);
  });
});
