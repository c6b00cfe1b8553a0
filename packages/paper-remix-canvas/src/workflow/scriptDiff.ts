import { diffWords } from 'diff';

/** A run of words in one version of a script: kept, or changed in the other. */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** One part of a script (the opening, a slide's heading or narration, the closing) in two versions. */
export interface ScriptDiffRow {
  key: string;
  label: string;
  /** The earlier text with the words the later one dropped marked 'removed'; null when the part is new. */
  before: DiffPart[] | null;
  /** The later text with the words it brought marked 'added'; null when the part was dropped. */
  after: DiffPart[] | null;
  changed: boolean;
}

export interface ScriptDiff {
  rows: ScriptDiffRow[];
  /** Words the later version brought and dropped, over every part. */
  added: number;
  removed: number;
}

interface ScriptPart {
  key: string;
  label: string;
  text: string;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const wordsIn = (value: string) => value.split(/\s+/).filter(Boolean).length;

/** A script's spoken parts in reading order; a slide is matched across versions by its number. */
export function scriptParts(output: unknown): ScriptPart[] {
  const script = record(output);
  if (!script) return [];
  const slides = Array.isArray(script.slides) ? script.slides.map(record) : [];
  return [
    { key: 'opening', label: 'Opening', text: textOf(record(script.opening)?.narration) },
    ...slides.flatMap((slide, index) => {
      const number = typeof slide?.number === 'number' ? slide.number : index + 1;
      return [
        { key: `slide-${number}-heading`, label: `Slide ${number} heading`, text: textOf(slide?.heading) },
        { key: `slide-${number}`, label: `Slide ${number}`, text: textOf(slide?.narration) },
      ];
    }),
    { key: 'closing', label: 'Closing', text: textOf(record(script.closing)?.narration) },
  ];
}

/** Two versions of a script, part by part, with the words that changed between them (word-level, jsdiff). */
export function diffScripts(before: unknown, after: unknown): ScriptDiff {
  const earlier = new Map(scriptParts(before).map((part) => [part.key, part]));
  const later = scriptParts(after);
  const keys = [...later.map((part) => part.key)];
  // A part only the earlier version has goes where it stood: after the part before it.
  [...earlier.keys()].forEach((key, index, all) => {
    if (keys.includes(key)) return;
    const previous = index > 0 ? keys.indexOf(all[index - 1]!) : -1;
    keys.splice(previous + 1, 0, key);
  });
  const laterByKey = new Map(later.map((part) => [part.key, part]));
  let added = 0;
  let removed = 0;
  const rows = keys.map((key): ScriptDiffRow => {
    const a = earlier.get(key);
    const b = laterByKey.get(key);
    const label = (b ?? a)!.label;
    if (!a || !b) {
      const only = (a ?? b)!;
      const count = wordsIn(only.text);
      if (a) removed += count;
      else added += count;
      const parts: DiffPart[] = [{ text: only.text, change: a ? 'removed' : 'added' }];
      return { key, label, before: a ? parts : null, after: b ? parts : null, changed: true };
    }
    const changes = diffWords(a.text, b.text);
    const beforeParts: DiffPart[] = [];
    const afterParts: DiffPart[] = [];
    for (const change of changes) {
      if (change.added) {
        added += wordsIn(change.value);
        afterParts.push({ text: change.value, change: 'added' });
      } else if (change.removed) {
        removed += wordsIn(change.value);
        beforeParts.push({ text: change.value, change: 'removed' });
      } else {
        beforeParts.push({ text: change.value, change: 'same' });
        afterParts.push({ text: change.value, change: 'same' });
      }
    }
    return { key, label, before: beforeParts, after: afterParts, changed: changes.some((change) => change.added || change.removed) };
  });
  return { rows, added, removed };
}
