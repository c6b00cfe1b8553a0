import { describe, expect, it } from 'vitest';
import { scriptOutput } from '../test';
import { diffScripts, scriptParts } from './scriptDiff';

const edited = {
  ...scriptOutput,
  slides: [
    { ...scriptOutput.slides[0]!, narration: 'Unmanned kiosks lose real money when products are misread.' },
    scriptOutput.slides[1]!,
  ],
};

describe('scriptParts', () => {
  it('lists the opening, each slide heading and narration, and the closing', () => {
    expect(scriptParts(scriptOutput).map((part) => part.label)).toEqual([
      'Opening',
      'Slide 1 heading',
      'Slide 1',
      'Slide 2 heading',
      'Slide 2',
      'Closing',
    ]);
    expect(scriptParts(null)).toEqual([]);
  });
});

describe('diffScripts', () => {
  it('marks the words a later version dropped and brought, word by word, and counts them', () => {
    const diff = diffScripts(scriptOutput, edited);
    const slide = diff.rows.find((row) => row.key === 'slide-1')!;
    expect(slide.changed).toBe(true);
    expect(slide.before!.filter((part) => part.change === 'removed').map((part) => part.text.trim())).toEqual(['items']);
    expect(slide.after!.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['real', 'products']);
    // Each side reads as its own version.
    expect(slide.before!.map((part) => part.text).join('')).toBe(scriptOutput.slides[0]!.narration);
    expect(slide.after!.map((part) => part.text).join('')).toBe(edited.slides[0]!.narration);
    expect(diff.rows.filter((row) => row.changed).map((row) => row.key)).toEqual(['slide-1']);
    expect([diff.added, diff.removed]).toEqual([2, 1]);
  });

  it('shows a slide only one version has as wholly added or removed, where it stood', () => {
    const shorter = { ...scriptOutput, slides: [scriptOutput.slides[0]!] };
    const diff = diffScripts(scriptOutput, shorter);
    expect(diff.rows.map((row) => row.key)).toEqual(['opening', 'slide-1-heading', 'slide-1', 'slide-2-heading', 'slide-2', 'closing']);
    const dropped = diff.rows.find((row) => row.key === 'slide-2')!;
    expect(dropped.after).toBeNull();
    expect(dropped.before).toEqual([{ text: scriptOutput.slides[1]!.narration, change: 'removed' }]);
    expect(diffScripts(shorter, scriptOutput).rows.find((row) => row.key === 'slide-2')!.before).toBeNull();
  });

  it('finds no change between a version and itself', () => {
    const diff = diffScripts(scriptOutput, scriptOutput);
    expect(diff.rows.every((row) => !row.changed)).toBe(true);
    expect([diff.added, diff.removed]).toEqual([0, 0]);
  });
});
