import { describe, expect, it } from 'vitest';
import { scriptOutput, storyboardOutput } from '../test/fixtures';
import { sceneFields, scriptOf, scriptText, storyboardOf, storyboardText } from './results';

describe('scriptOf / storyboardOf', () => {
  it('reads a valid output and refuses anything else', () => {
    expect(scriptOf({ jsonOutput: scriptOutput })).toEqual(scriptOutput);
    expect(scriptOf({ jsonOutput: storyboardOutput })).toBeNull();
    expect(scriptOf(null)).toBeNull();
    expect(storyboardOf({ jsonOutput: storyboardOutput })).toEqual(storyboardOutput);
    expect(storyboardOf({ jsonOutput: null })).toBeNull();
  });
});

describe('texts for download', () => {
  it('writes every part of the script', () => {
    const text = scriptText(scriptOutput);
    expect(text).toContain(scriptOutput.opening.narration);
    expect(text).toContain('Slide 2: The model (technical)');
    expect(text).toContain(scriptOutput.closing.narration);
  });
  it('writes every scene field', () => {
    const text = storyboardText(storyboardOutput);
    expect(text).toContain('Scene 1');
    for (const [label] of sceneFields(storyboardOutput.scenes[0]!)) expect(text).toContain(`${label}:`);
    expect(text).toContain('Visual elements: photo: Kiosk shelf');
  });
  it('joins list-valued cues', () => {
    const scene = { ...storyboardOutput.scenes[0]!, sound_cues: ['a', 'b'] };
    expect(sceneFields(scene)).toContainEqual(['Sound cues', 'a; b']);
  });
});
