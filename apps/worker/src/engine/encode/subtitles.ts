/** The film's chapters (ffmetadata and a WebVTT track) and its WebVTT subtitles, cue by sentence. */
import type { Scene, StoryboardOutput } from '../types';
import type { Chapter } from './film';

/** ffmpeg's metadata file with one chapter per scene (escaping = ; # \ and newlines). */
export function ffmetadata(title: string, chapters: Chapter[], tags: Record<string, string> = {}): string {
  const esc = (s: string) => s.replace(/[=;#\\\n]/g, (c) => (c === '\n' ? ' ' : `\\${c}`));
  const lines = [';FFMETADATA1', `title=${esc(title)}`, ...Object.entries(tags).map(([k, v]) => `${k}=${esc(v)}`)];
  for (const c of chapters)
    lines.push(
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${Math.round(c.start * 1000)}`,
      `END=${Math.round(c.end * 1000)}`,
      `title=${esc(c.title)}`,
    );
  return `${lines.join('\n')}\n`;
}

/** A WebVTT chapters track: one cue per scene, its title the chapter's name. */
export function buildChaptersVtt(chapters: Chapter[]): string {
  const cues = chapters.map(
    (c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.title.replace(/-->/g, '→').replace(/\n/g, ' ')}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** A scene's chapter name: its heading, or what the title and closing cards are. */
export function chapterTitle(scene: Scene, index: number): string {
  const types = (scene.visual_elements ?? []).map((v) => v.type);
  if (types[0] === 'title') return 'Title and introduction';
  if (types[0] === 'closing') return 'Conclusion and credits';
  const heading =
    scene.annotations?.text_overlays?.find((t) => t.trim()) ??
    scene.script_line.replace(/^(?:(?:Opening|Closing|Slide \d+)(?: \+ )?)+:\s*/, '');
  const clean = heading.replace(/\s+/g, ' ').trim();
  if (!clean) return `Part ${index + 1}`;
  return clean.length > 80 ? `${clean.slice(0, 79).replace(/\s+\S*$/, '')}…` : clean;
}

/** Splits narration into sentences, including scripts that end sentences without a following space. */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  // A Latin-script sentence ends at . ! ? followed by a capital (so "Fig. 2" and "e.g. the" stay
  // whole); CJK full stops end a sentence with no space after them.
  const parts = clean.split(/(?<=[.!?]["'»”’)]*)\s+(?=[\p{Lu}\p{Lt}\p{Lo}"'«“(¿¡])|(?<=[。！？])/u);
  const sentences: string[] = [];
  for (const part of parts) {
    const sentence = part.trim();
    if (!sentence) continue;
    // A cue for a fragment like "No." would flash by unreadably, so it joins the previous sentence.
    const last = sentences.length - 1;
    if (last >= 0 && sentence.replace(/[^\p{L}\p{N}]/gu, '').length < 4) sentences[last] = `${sentences[last]} ${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The words of a cue; scripts written without spaces (Chinese, Japanese) in runs of half the width. */
function cueWords(text: string, width: number): string[] {
  // Their glyphs are about twice as wide.
  return text
    .split(' ')
    .flatMap((word) => (word.length > width ? (word.match(new RegExp(`.{1,${Math.floor(width / 2)}}`, 'gu')) ?? [word]) : [word]));
}

/** Breaks a cue into lines of about 42 characters, the usual subtitle width. */
function wrapCue(text: string, width = 42): string {
  const words = cueWords(text, width);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const CAPITALISED = /^["'“‘(]?\p{Lu}/u;

/**
 * A sentence's cues of at most two lines each. A sentence longer than one cue is cut into cues of
 * about equal length, each cut where a reader pauses: after a comma or a colon rather than inside
 * a name ('…by Mohammad Ahsan and Paperlight' / 'Research.' is what two-lines-then-the-rest gave).
 */
export function cuePieces(sentence: string, width = 42): string[] {
  const lines = wrapCue(sentence, width).split('\n');
  if (lines.length <= 2) return [lines.join('\n')];
  const words = cueWords(sentence, width);
  const n = words.length;
  const piece = (from: number, to: number) => wrapCue(words.slice(from, to).join(' '), width);
  const fits = (from: number, to: number) => piece(from, to).split('\n').length <= 2;
  /** What a cut after word i costs: nothing after a comma or a full stop, most inside a name. */
  const cutCost = (i: number) => {
    const previous = words[i]!;
    const next = words[i + 1]!;
    if (/[,;:]$/.test(previous)) return 0;
    if (/[.!?)]$/.test(previous)) return 0.2;
    // Between two capitalised words: inside a name or a title.
    if (CAPITALISED.test(previous) && CAPITALISED.test(next)) return 1.5;
    // Before a short closing word ('Research.', 'results.'), which would stand alone.
    return i === n - 2 ? 1.5 : 0.5;
  };
  for (let count = Math.ceil(lines.length / 2); count <= lines.length; count++) {
    const ideal = sentence.length / count;
    const pieceCost = (from: number, to: number) => Math.abs(words.slice(from, to).join(' ').length - ideal) / width;
    // best[k][j]: the cheapest cut of the first j words into k cues that each fit in two lines.
    const best: { cost: number; from: number }[][] = Array.from({ length: count + 1 }, () =>
      Array.from({ length: n + 1 }, () => ({ cost: Infinity, from: -1 })),
    );
    best[0]![0] = { cost: 0, from: -1 };
    for (let k = 1; k <= count; k++) {
      for (let j = k; j <= n; j++) {
        for (let i = k - 1; i < j; i++) {
          const before = best[k - 1]![i]!.cost;
          if (before === Infinity || !fits(i, j)) continue;
          const cost = before + pieceCost(i, j) + (j < n ? cutCost(j - 1) : 0);
          if (cost < best[k]![j]!.cost) best[k]![j] = { cost, from: i };
        }
      }
    }
    if (best[count]![n]!.cost === Infinity) continue;
    const pieces: string[] = [];
    for (let k = count, j = n; k > 0; k--) {
      const from = best[k]![j]!.from;
      pieces.unshift(piece(from, j));
      j = from;
    }
    return pieces;
  }
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 2) out.push(lines.slice(i, i + 2).join('\n'));
  return out;
}

/**
 * WebVTT with one cue per sentence, and a long sentence in cues of at most two lines so the text
 * stays in the band below the slide's content (decision 0056). Within a scene, time is shared out
 * by length, which tracks a steady speaking rate closely enough for reading along. `speech` is how
 * much of the scene is spoken (the closing holds silent at its end).
 */
export function buildWebVtt(scenes: { narration: string; start: number; duration: number; speech?: number }[], note = ''): string {
  const cues: string[] = [];
  for (const scene of scenes) {
    // WebVTT text must not contain "-->" and a blank line would end the cue early.
    const pieces = splitSentences(scene.narration).flatMap((sentence) => cuePieces(sentence.replace(/-->/g, '→')));
    const weights = pieces.map((s) => Math.max(1, s.length));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const spoken = Math.min(scene.duration, scene.speech ?? scene.duration);
    let at = scene.start;
    pieces.forEach((text, i) => {
      const length = (spoken * (weights[i] ?? 1)) / totalWeight;
      const end = i === pieces.length - 1 ? scene.start + spoken : at + length;
      cues.push(`${cues.length + 1}\n${vttTime(at)} --> ${vttTime(end)}\n${text}`);
      at = end;
    });
  }
  return `WEBVTT\n\n${note ? `${note}\n\n` : ''}${cues.join('\n\n')}\n`;
}

export function sceneChapters(storyboard: StoryboardOutput, durations: number[]): (starts: number[]) => Chapter[] {
  return (starts) =>
    storyboard.scenes.map((scene, i) => ({
      title: chapterTitle(scene, i),
      start: starts[i] ?? 0,
      end: (starts[i] ?? 0) + (durations[i] ?? 0),
    }));
}
