/**
 * Claims in context on a paper the engine was never tuned on (issue 30): a PDF the test draws with
 * the failure patterns of the issue — the other side of a contrast ('All other algorithms have…'),
 * sentences that open with 'In this way', 'Note that in this approach', 'Even though,' — read,
 * scripted and storyboarded as a user's would be.
 */
import { layoutPdf, type PlacedText } from '@paperlight/remix-core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaningSentences, oneSidedClaims } from '../eval/results';
import { standsAlone } from '../script/narrative/context';
import { extractPaper } from '../read/paper';
import { buildExtractiveScript, DEFAULT_SCRIPT_CONFIG } from '../script/script';
import { generateStoryboard } from './storyboard';
import { splitSentences } from '../read/text';
import type { ExtractedPaper, ScriptTechnicality } from '../types';

const SECTIONS: [string, string][] = [
  [
    'Abstract',
    'Scheduling moldable tasks on clusters is a hard problem that matters for every shared machine. We propose a new two-phase algorithm that allots processors first and schedules the tasks second. Our algorithm reaches a performance ratio of 1.9 on average over 5,000 random task graphs.',
  ],
  [
    '1 Introduction',
    'Clusters run many parallel jobs at once, and each job can run on a varying number of processors. Choosing that number well decides how long the whole workload takes. Existing schedulers either waste processors or leave jobs waiting for too long.',
  ],
  [
    '2 The Algorithm',
    'The algorithm first solves a relaxed allotment problem for every task. In this way, the scheduler records a trace tree of the allotments it tried. Note that in this approach each task keeps the allotment it was given until it ends. The second phase packs the tasks in shelves of decreasing height. Even though, there are some unavoidable problems with tasks that need the whole machine.',
  ],
  [
    '5 Results',
    'We compare six scheduling algorithms on random task graphs with 10 to 100 tasks. Our algorithm is worse than all other algorithms except the greedy one on small graphs. All other algorithms have an average performance ratio around 1.5 on these graphs. On large graphs our algorithm reaches speedups of 10x over the greedy schedule.',
  ],
  [
    '6 Conclusion',
    'The two-phase algorithm is simple to implement and scales to large clusters. Its performance ratio of 1.9 on average makes it a practical choice for large workloads.',
  ],
];

function wrap(text: string, chars = 92): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

function paperPdf(): Uint8Array {
  const text: PlacedText[] = [
    { x: 72, y: 740, text: 'Scheduling Moldable Tasks in Two Phases', size: 18, bold: true },
    { x: 72, y: 716, text: 'Ada Example and Alan Sample', size: 11 },
  ];
  let y = 690;
  for (const [heading, body] of SECTIONS) {
    text.push({ x: 72, y, text: heading, size: 12, bold: true });
    y -= 16;
    for (const line of wrap(body)) {
      text.push({ x: 72, y, text: line, size: 10 });
      y -= 12;
    }
    y -= 10;
  }
  return layoutPdf([{ text }]);
}

describe('given a drawn paper with sentences that lean on the one before', () => {
  let paper: ExtractedPaper;
  beforeAll(async () => {
    paper = await extractPaper(paperPdf());
  });
  const technicalities: ScriptTechnicality[] = [1, 3, 5];

  it.each(technicalities)('narrates no sentence that leans on one left out (technicality %i)', (technicality) => {
    const traced = buildExtractiveScript(paper, { ...DEFAULT_SCRIPT_CONFIG, script_technicality: technicality });
    expect(leaningSentences(traced.trace)).toEqual([]);
    const narration = traced.trace.filter((line) => !line.framing).map((line) => line.text);
    // A leaning sentence is said only right after the sentence it leans on ('All other algorithms…'
    // after the one that says the authors' is worse); one whose antecedent leans too is not said.
    const antecedents: [RegExp, RegExp][] = [
      [/^All other algorithms/, /worse than all other algorithms except the greedy one/],
      [/^In this way/, /relaxed allotment problem/],
      [/^Even though/, /shelves of decreasing height/],
    ];
    for (const entry of narration) {
      const sentences = splitSentences(entry);
      sentences.forEach((sentence, i) => {
        if (i === 0) expect(standsAlone(sentence), sentence).toBe(true);
        for (const [leaning, before] of antecedents) if (leaning.test(sentence)) expect(sentences[i - 1], sentence).toMatch(before);
      });
    }
    expect(narration.join(' ')).not.toMatch(/each task keeps the allotment/);
  });

  it('shows no card that leans, and no comparison cut to one side', () => {
    const traced = buildExtractiveScript(paper, { ...DEFAULT_SCRIPT_CONFIG, script_duration: 'very_short' });
    const board = generateStoryboard(traced.script, paper, {
      number_of_scenes: 5,
      style: 'abstract',
      audio_type: 'narration',
      narration_voice: 'female',
    });
    expect(leaningSentences([], board)).toEqual([]);
    expect(oneSidedClaims(board)).toEqual([]);
    // The paper's result with a number is on screen, with its page.
    const numbers = board.scenes.flatMap((s) => s.visual_elements.filter((v) => v.type === 'number'));
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => n.page === 1)).toBe(true);
  });

  it('traces every narrated sentence with its numbers and polarity', () => {
    const traced = buildExtractiveScript(paper, { ...DEFAULT_SCRIPT_CONFIG, script_duration: 'very_short' });
    expect(traced.script.grounding?.untraced).toEqual([]);
  });
});
