import { afterAll, describe, expect, it } from 'vitest';
import { createExtractiveProvider, FRAMING_TEMPLATES, generateExtractiveScript, isFramingSentence, narrationSentences, scriptWordCount, WORD_BUDGETS } from './script';
import { generateStoryboard } from './storyboard';
import { extracted, PAPER_FILES, paperText } from './test/papers';
import { countWords } from './text';
import type { Scene, ScriptConfig, ScriptOutput } from './types';

const base: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };
const timings: string[] = [];
afterAll(() => {
  if (timings.length) console.info(`script/storyboard timings:\n${timings.join('\n')}`);
});

function narrations(script: ScriptOutput): string[] {
  return [script.opening.narration, ...script.slides.map((s) => s.narration), script.closing.narration];
}

function expectCompleteScene(scene: Scene) {
  for (const key of ['visual_description', 'script_line', 'background_details', 'narration', 'sound_cues', 'directions_for_videographer'] as const) {
    expect(scene[key].trim(), key).not.toBe('');
  }
  expect(scene.duration).toBeGreaterThan(0);
  expect(scene.visual_elements.length).toBeGreaterThan(0);
  for (const element of scene.visual_elements) {
    expect(element.type.trim()).not.toBe('');
    expect(element.caption.trim()).not.toBe('');
  }
  expect(scene.annotations.text_overlays.length).toBeGreaterThan(0);
  expect(scene.annotations.visual_cues.length).toBeGreaterThan(0);
  expect(scene.annotations.audio_cues.length).toBeGreaterThan(0);
  expect(scene.annotations.transition_notes.trim()).not.toBe('');
}

describe.each(PAPER_FILES)('given the paper %s', (file) => {
  describe.each(['very_short', 'short'] as const)('and a %s script', (duration) => {
    const config: ScriptConfig = { ...base, script_duration: duration };

    it('narrates only whole sentences of the paper, apart from the marked framing', async () => {
      const { paper } = await extracted(file);
      const started = performance.now();
      const script = generateExtractiveScript(paper, config);
      timings.push(`  ${file} ${duration}: script ${(performance.now() - started).toFixed(1)} ms`);
      const text = paperText(paper);
      const sentences = narrations(script).flatMap((n) => narrationSentences(n));
      const own = sentences.filter((s) => !s.framing);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const sentence of own) expect(text, sentence.text).toContain(sentence.text);
      expect(script.slides.length).toBeGreaterThanOrEqual(2);
      for (const slide of script.slides) {
        expect(slide.heading.length).toBeGreaterThan(0);
        expect(slide.heading.length).toBeLessThanOrEqual(60);
      }
      expect(script.slides.map((s) => s.number)).toEqual(script.slides.map((_, i) => i + 1));
    });

    it('stays within 15 % of the word budget', async () => {
      const { paper } = await extracted(file);
      const words = scriptWordCount(generateExtractiveScript(paper, config));
      const budget = WORD_BUDGETS[duration];
      expect(words).toBeGreaterThanOrEqual(budget * 0.85);
      expect(words).toBeLessThanOrEqual(budget * 1.15);
    });

    it('is deterministic', async () => {
      const { paper } = await extracted(file);
      expect(generateExtractiveScript(structuredClone(paper), config)).toEqual(generateExtractiveScript(paper, config));
    });
  });

  it('builds a storyboard with exactly the requested scenes and every field filled', async () => {
    const { paper } = await extracted(file);
    const provider = createExtractiveProvider();
    const script = await provider.generateScript(paper, { ...base, script_duration: 'short' });
    for (const count of [5, 3, 10]) {
      const started = performance.now();
      const storyboard = await provider.generateStoryboard(script, paper, { number_of_scenes: count, style: 'abstract', audio_type: 'narration', narration_voice: 'female' });
      if (count === 5) timings.push(`  ${file}: storyboard ${(performance.now() - started).toFixed(1)} ms`);
      expect(storyboard.scenes).toHaveLength(count);
      expect(storyboard.scenes.map((s) => s.scene_number)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      storyboard.scenes.forEach(expectCompleteScene);
      // Scenes carry the whole script narration, in order, nothing lost.
      expect(storyboard.scenes.map((s) => s.narration).join(' ').replace(/\s+/g, ' ')).toBe(narrations(script).join(' ').replace(/\s+/g, ' '));
    }
  });
});

describe('given the configuration options', () => {
  const file = PAPER_FILES.find((f) => f.includes('plosone')) ?? PAPER_FILES[0]!;

  it('changes only the framing with the genre and the script type', async () => {
    const { paper } = await extracted(file);
    const explainer = generateExtractiveScript(paper, base);
    const fun = generateExtractiveScript(paper, { ...base, script_genre: 'fun' });
    const podcast = generateExtractiveScript(paper, { ...base, script_type: 'podcast' });
    expect(fun.opening.narration).not.toBe(explainer.opening.narration);
    expect(podcast.opening.narration).toMatch(/^Welcome to the show/);
    expect(podcast.closing.narration).toMatch(/Thanks for listening/);
    const strip = (s: ScriptOutput) => narrations(s).flatMap((n) => narrationSentences(n)).filter((x) => !x.framing).map((x) => x.text);
    expect(strip(fun).length).toBeGreaterThan(0);
    expect(isFramingSentence(fill(FRAMING_TEMPLATES.video.fun.opening[0]!, paper.title))).toBe(true);
  });

  it('keeps technical slides at technicality 5 and avoids dense sentences at 1', async () => {
    const { paper } = await extracted(PAPER_FILES.find((f) => f.includes('semeagat')) ?? file);
    const low = generateExtractiveScript(paper, { ...base, script_duration: 'short', script_technicality: 1 });
    expect(low.slides.every((s) => !s.is_technical)).toBe(true);
    const high = generateExtractiveScript(paper, { ...base, script_duration: 'short', script_technicality: 5 });
    expect(high.slides.length).toBeGreaterThanOrEqual(2);
  });

  it('honours style, audio type and voice in the storyboard', async () => {
    const { paper } = await extracted(file);
    const script = generateExtractiveScript(paper, base);
    const female = generateStoryboard(script, paper, { number_of_scenes: 5, style: 'abstract', audio_type: 'narration', narration_voice: 'female' });
    expect(female.scenes.every((s) => s.sound_cues === 'Narration only, no background music')).toBe(true);
    expect(female.scenes.every((s) => s.annotations.audio_cues.some((c) => /female narrator/i.test(c)))).toBe(true);
    expect(female.scenes.every((s) => /gradient|geometric|shapes/i.test(`${s.visual_description} ${s.background_details}`))).toBe(true);
    const male = generateStoryboard(script, paper, { number_of_scenes: 5, style: 'sketch', audio_type: 'music', narration_voice: 'male' });
    expect(male.scenes.every((s) => s.annotations.audio_cues.some((c) => /^male narrator/i.test(c)))).toBe(true);
    expect(male.scenes[0]!.sound_cues).toMatch(/music/);
    const total = female.scenes.reduce((s, x) => s + x.duration, 0);
    expect(total).toBeCloseTo((countWords(narrations(script).join(' ')) / 150) * 60, 0);
  });

  it('splits down to single words when asked for more scenes than sentences', async () => {
    const { paper } = await extracted(file);
    const script = generateExtractiveScript(paper, base);
    const storyboard = generateStoryboard(script, paper, { number_of_scenes: 20, style: 'abstract', audio_type: 'narration', narration_voice: 'female' });
    expect(storyboard.scenes).toHaveLength(20);
    storyboard.scenes.forEach(expectCompleteScene);
  });
});

function fill(template: string, title: string): string {
  return template.replace('{title}', title);
}
