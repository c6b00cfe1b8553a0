/**
 * `pnpm bench:podcast` (issue 34): every paper of ../shared/papers read as the Paper Input node reads
 * it, then written and voiced as the Podcast node does (host and one guest, conversational, eSpeak NG),
 * short and long, with a fresh render cache; then one turn edited and rendered again from that cache.
 *   targets: ≥ 4 of the 5 key facts (the scripts' evaluation set) carried; every participant speaks;
 *            no turn over 90 s; duration in its band ±15 %; -16 LUFS (±1) and true peak ≤ -1.5 dBTP in
 *            the M4A and the MP3; wall time ≤ 0.2 × the episode's length; re-render after one edited
 *            turn ≤ 0.3 × the first render.
 * A paper with too little to say for the band (decision 0183) is reported as LIMITED, not padded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLoudness } from '../encode/loudnorm';
import { createMemoryCache } from '../encode/render-cache';
import { DEFAULT_PODCAST_CONFIG, MAX_CONVERSATION_TURN_SEC, withinBand } from '../podcast/config';
import { writeDialogue } from '../podcast/dialogue';
import { makeEpisode } from '../podcast/episode';
import { countWords } from '../read/text';
import { readPaperSandboxed } from '../read/pdf-sandbox';
import { createEspeakProvider } from '../speech/speech';
import type { ExtractedPaper, PodcastDuration } from '../types';
import { carriedFacts, KEY_FACTS } from './key-facts';

const TARGET_FACTS = 4;
const WALL_SHARE = 0.2;
const RERENDER_SHARE = 0.3;
const TARGET_LUFS = -16;
const MAX_TRUE_PEAK = -1.5;

type Row = Record<string, string | number>;

/** One episode of one paper: written, rendered, measured, one turn edited and rendered again. */
async function benchEpisode(
  file: string,
  paper: ExtractedPaper,
  duration: PodcastDuration,
  speech: ReturnType<typeof createEspeakProvider>,
): Promise<{ row: Row; verdict: 'PASS' | 'FAIL' | 'LIMITED' }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-podcast-'));
  try {
    const cache = createMemoryCache();
    const started = performance.now();
    const dialogue = writeDialogue(paper, { ...DEFAULT_PODCAST_CONFIG, podcast_duration: duration });
    const first = await makeEpisode(dialogue, dir, { speech, cache });
    const firstSec = (performance.now() - started) / 1000;
    const index = dialogue.turns.findIndex((t) => !t.framing && t.speaker !== 'host');
    const edited = {
      ...dialogue,
      turns: dialogue.turns.map((t, i) => (i === index ? { ...t, text: `${t.text} That is what the paper reports.`, edited: true } : t)),
    };
    const again = performance.now();
    const second = await makeEpisode(edited, dir, { speech, cache });
    const secondSec = (performance.now() - again) / 1000;
    const loudness = await Promise.all(['podcast.m4a', 'podcast.mp3'].map((name) => measureLoudness(join(dir, name))));
    const facts = KEY_FACTS.find((entry) => entry.file === file)?.facts;
    const carried = facts ? carriedFacts(first.result.turns.map((t) => t.text).join(' '), facts) : null;
    const factCount = carried?.filter((f) => f.carried).length ?? null;
    const silent = dialogue.participants.filter((p) => !dialogue.turns.some((t) => t.speaker === p.id));
    const maxTurn = Math.max(...first.result.turns.map((t) => t.end - t.start));
    const seconds = first.result.durationSec;
    const spoken = first.result.turns.reduce((n, t) => n + (t.end - t.start), 0);
    const wpm = (first.result.turns.reduce((n, t) => n + countWords(t.text), 0) / spoken) * 60;
    const loud = loudness.every((l) => l && Math.abs(l.integrated - TARGET_LUFS) <= 1 && l.truePeak <= MAX_TRUE_PEAK);
    const inBand = withinBand(seconds, duration);
    const ok =
      (factCount === null || factCount >= TARGET_FACTS) &&
      silent.length === 0 &&
      maxTurn <= MAX_CONVERSATION_TURN_SEC &&
      loud &&
      firstSec <= WALL_SHARE * seconds &&
      secondSec <= RERENDER_SHARE * firstSec &&
      second.reused === dialogue.turns.length - 1;
    const verdict = !ok ? 'FAIL' : inBand ? 'PASS' : dialogue.fit.paperLimited ? 'LIMITED' : 'FAIL';
    const row: Row = {
      paper: file.replace(/\.pdf$/, '').slice(0, 28),
      band: duration,
      'key facts': factCount === null ? 'unjudged' : `${factCount}/5`,
      speakers: `${dialogue.participants.length - silent.length}/${dialogue.participants.length}`,
      turns: dialogue.turns.length,
      'max turn s': Number(maxTurn.toFixed(1)),
      min: Number((seconds / 60).toFixed(2)),
      'in band': inBand ? 'yes' : dialogue.fit.paperLimited ? 'paper short' : 'no',
      wpm: Math.round(wpm),
      'LUFS m4a/mp3': loudness.map((l) => l?.integrated.toFixed(1) ?? '-').join('/'),
      'dBTP m4a/mp3': loudness.map((l) => l?.truePeak.toFixed(1) ?? '-').join('/'),
      'wall s': Number(firstSec.toFixed(1)),
      'wall/len': Number((firstSec / seconds).toFixed(3)),
      'edit s': Number(secondSec.toFixed(1)),
      'edit/first': Number((secondSec / firstSec).toFixed(2)),
      verdict,
    };
    if (dialogue.fit.note) console.log(`${file} ${duration}: ${dialogue.fit.note}`);
    return { row, verdict };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runPodcastBench(papersDir: string): Promise<boolean> {
  const files = readdirSync(papersDir)
    .filter((file) => file.toLowerCase().endsWith('.pdf'))
    .sort();
  const speech = createEspeakProvider();
  await speech.warmUp();
  const rows: Row[] = [];
  let pass = true;
  try {
    for (const file of files) {
      const paper = await readPaperSandboxed(new Uint8Array(readFileSync(join(papersDir, file))));
      for (const duration of ['short', 'long'] as const) {
        const { row, verdict } = await benchEpisode(file, paper, duration, speech);
        pass &&= verdict !== 'FAIL';
        rows.push(row);
      }
    }
  } finally {
    await speech.close();
  }
  console.table(rows);
  console.log(
    `podcast: ${pass ? 'PASS' : 'FAIL'} (targets: ≥ ${TARGET_FACTS}/5 key facts, every participant speaks, no turn over ${MAX_CONVERSATION_TURN_SEC} s, duration in band ±15 % ` +
      `(LIMITED: the paper has too little to say for the band, decision 0183), ${TARGET_LUFS} ±1 LUFS, ≤ ${MAX_TRUE_PEAK} dBTP, wall ≤ ${WALL_SHARE} × length, edit re-render ≤ ${RERENDER_SHARE} × first)`,
  );
  return pass;
}
