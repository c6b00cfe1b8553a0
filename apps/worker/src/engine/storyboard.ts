/**
 * The built-in storyboard: turns a script into exactly number_of_scenes scenes with every field
 * of SPEC §3, honouring style, audio type and narration voice. Deterministic.
 */
import { contentTokens, countWords, splitSentences } from './text';
import type { ExtractedPaper, Scene, ScriptOutput, StoryboardConfig, StoryboardOutput, StoryboardStyle } from './types';

export type { Scene, StoryboardConfig, StoryboardOutput } from './types';

export const DEFAULT_STORYBOARD_CONFIG: StoryboardConfig = { number_of_scenes: 5, style: 'abstract', audio_type: 'narration', narration_voice: 'female' };
export const WORDS_PER_MINUTE = 150;

interface Part {
  heading: string;
  sentences: string[];
}

const STYLE_LOOK: Record<StoryboardStyle, { visual: string; background: string; cue: string }> = {
  abstract: {
    visual: 'Abstract composition of soft gradients and floating geometric shapes (circles, arcs and lines)',
    background: 'Deep blue-to-violet gradient with slowly drifting translucent shapes',
    cue: 'Shapes drift and pulse gently in time with the narration',
  },
  realistic: {
    visual: 'Realistic footage-style imagery of a research setting',
    background: 'Softly lit laboratory or library interior, shallow depth of field',
    cue: 'Slow push-in on the main subject',
  },
  cartoon: {
    visual: 'Friendly flat cartoon illustration with bold outlines',
    background: 'Bright flat-colour backdrop with simple cartoon props',
    cue: 'Characters and props pop in with a light bounce',
  },
  sketch: {
    visual: 'Hand-drawn pencil sketch on paper, drawn stroke by stroke',
    background: 'Off-white paper texture with faint grid lines',
    cue: 'Lines draw themselves on as the narration mentions them',
  },
};

/** Seconds a narration takes at WORDS_PER_MINUTE, to one decimal, never below one second. */
export function narrationSeconds(text: string): number {
  return Math.max(1, Math.round((countWords(text) / WORDS_PER_MINUTE) * 600) / 10);
}

function scriptParts(script: ScriptOutput): Part[] {
  return [
    { heading: 'Introduction', sentences: splitSentences(script.opening.narration) },
    ...script.slides.map((slide) => ({ heading: slide.heading, sentences: splitSentences(slide.narration) })),
    { heading: 'Conclusion', sentences: splitSentences(script.closing.narration) },
  ].filter((part) => part.sentences.length > 0);
}

const words = (part: Part) => part.sentences.reduce((s, x) => s + countWords(x), 0);

/** Merges or splits the script's parts until there are exactly `count`, keeping their order. */
export function fitParts(input: Part[], count: number): Part[] {
  const parts = input.map((p) => ({ heading: p.heading, sentences: [...p.sentences] }));
  while (parts.length > count && parts.length > 1) {
    // Merge the adjacent pair that is shortest together, so scene lengths stay even.
    let best = 0;
    for (let i = 1; i < parts.length - 1; i += 1) if (words(parts[i]!) + words(parts[i + 1]!) < words(parts[best]!) + words(parts[best + 1]!)) best = i;
    const [a, b] = [parts[best]!, parts[best + 1]!];
    parts.splice(best, 2, { heading: a.heading === b.heading ? a.heading : `${a.heading} & ${b.heading}`, sentences: [...a.sentences, ...b.sentences] });
  }
  while (parts.length < count) {
    let longest = -1;
    for (let i = 0; i < parts.length; i += 1) if (parts[i]!.sentences.length > 1 && (longest < 0 || words(parts[i]!) > words(parts[longest]!))) longest = i;
    if (longest >= 0) {
      const part = parts[longest]!;
      const half = Math.ceil(part.sentences.length / 2);
      parts.splice(longest, 1, { heading: part.heading, sentences: part.sentences.slice(0, half) }, { heading: `${part.heading} (continued)`, sentences: part.sentences.slice(half) });
      continue;
    }
    // Every part is one sentence: split the longest sentence at its middle word.
    let target = 0;
    for (let i = 1; i < parts.length; i += 1) if (words(parts[i]!) > words(parts[target]!)) target = i;
    const tokens = parts[target]!.sentences[0]!.split(/\s+/);
    if (tokens.length < 2) {
      parts.push({ heading: parts[parts.length - 1]?.heading ?? 'Closing', sentences: [parts[parts.length - 1]?.sentences[0] ?? 'Thank you.'] });
      continue;
    }
    const mid = Math.ceil(tokens.length / 2);
    const heading = parts[target]!.heading;
    parts.splice(target, 1, { heading, sentences: [tokens.slice(0, mid).join(' ')] }, { heading: `${heading} (continued)`, sentences: [tokens.slice(mid).join(' ')] });
  }
  return parts;
}

function keyTerms(text: string, limit: number): string[] {
  const counts = new Map<string, number>();
  for (const token of contentTokens(text)) if (token.length >= 5 && !/\d/.test(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([t]) => t);
}

/** Numbers worth showing on screen, with a few words of context ("85% decrease in kernel weight"). */
function numberCallouts(text: string, limit: number): string[] {
  const found: string[] = [];
  const re = /(\d[\d,.·]*\s?(?:%|percent|fold|times|patients|papers|participants|countries|studies|days|years|genotypes)?)((?:\s+[\p{L}-]+){0,4})/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null && found.length < limit) {
    const value = m[1]!.trim().replace(/[.,]$/, '');
    if (/^(19|20)\d{2}$/.test(value) || value.length < 1) continue;
    found.push(`${value}${m[2] ?? ''}`.replace(/[.,;:]+$/, '').trim());
  }
  return found;
}

/** Builds the storyboard of SPEC §3 from a script without any model. */
export function generateStoryboard(script: ScriptOutput, paper: Pick<ExtractedPaper, 'title'>, config: StoryboardConfig = DEFAULT_STORYBOARD_CONFIG): StoryboardOutput {
  const count = Math.max(1, Math.floor(config.number_of_scenes));
  const parts = fitParts(scriptParts(script), count);
  const look = STYLE_LOOK[config.style];
  const narrator = config.narration_voice === 'male' ? 'Male narrator' : 'Female narrator';
  const soundCues = config.audio_type === 'narration' ? 'Narration only, no background music' : 'Soft instrumental background music under the narration';
  const scenes: Scene[] = parts.map((part, index) => {
    const sceneNumber = index + 1;
    const narration = part.sentences.join(' ');
    const terms = keyTerms(narration, 4);
    const numbers = numberCallouts(narration, 2);
    const first = index === 0;
    const last = index === parts.length - 1;
    const heading = first && index === 0 && part.heading === 'Introduction' ? paper.title : part.heading;
    const subject = terms.length ? terms.join(', ') : 'the ideas of the paper';
    const visualElements = [
      { type: first ? 'title_card' : 'heading', caption: heading },
      ...numbers.map((n) => ({ type: 'number_callout', caption: n })),
      ...(terms.length ? [{ type: 'bullet_list', caption: terms.join(' · ') }] : []),
    ];
    return {
      scene_number: sceneNumber,
      visual_description: `${look.visual} evoking ${subject}, with the heading “${heading}” on screen.`,
      script_line: `${first ? 'Opening' : last ? 'Closing' : `Slide ${sceneNumber - 1}`}: ${part.heading}`,
      background_details: `${look.background}; calm, uncluttered space for text overlays.`,
      narration,
      sound_cues: soundCues,
      duration: narrationSeconds(narration),
      directions_for_videographer: first
        ? `Open on the title card, hold for two seconds, then reveal the key terms one by one (${config.style} style).`
        : last
          ? `Bring the key message to the centre and hold the final frame for two seconds before fading out (${config.style} style).`
          : `Keep the heading at the top; animate each callout in as the narration reaches it (${config.style} style).`,
      visual_elements: visualElements,
      annotations: {
        text_overlays: [heading, ...numbers],
        visual_cues: [look.cue, ...(terms.length ? [`Highlight the term “${terms[0]}” when it is spoken`] : [])],
        audio_cues: [`${narrator} reads the narration at a steady pace`, soundCues],
        transition_notes: first ? 'Fade in from black; cross-dissolve into the next scene' : last ? 'Fade out to black' : 'Cross-dissolve into the next scene',
      },
    };
  });
  return { scenes };
}
