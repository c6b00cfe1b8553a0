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

/** Breaks a cue into lines of about 42 characters, the usual subtitle width. */
function wrapCue(text: string, width = 42): string {
  // Scripts written without spaces (Chinese, Japanese) are broken by characters, at half the width
  // because their glyphs are about twice as wide.
  const words = text
    .split(' ')
    .flatMap((word) => (word.length > width ? (word.match(new RegExp(`.{1,${Math.floor(width / 2)}}`, 'gu')) ?? [word]) : [word]));
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

/**
 * WebVTT with one cue per sentence, and a long sentence in cues of at most two lines so the text
 * stays in the band below the slide's content (decision 0056). Within a scene, time is shared out
 * by length, which tracks a steady speaking rate closely enough for reading along. `speech` is how
 * much of the scene is spoken (the closing holds silent at its end).
 */
export function buildWebVtt(scenes: { narration: string; start: number; duration: number; speech?: number }[], note = ''): string {
  const cues: string[] = [];
  for (const scene of scenes) {
    const pieces = splitSentences(scene.narration).flatMap((sentence) => {
      // WebVTT text must not contain "-->" and a blank line would end the cue early.
      const lines = wrapCue(sentence.replace(/-->/g, '→')).split('\n');
      const out: string[] = [];
      for (let i = 0; i < lines.length; i += 2) out.push(lines.slice(i, i + 2).join('\n'));
      return out;
    });
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
