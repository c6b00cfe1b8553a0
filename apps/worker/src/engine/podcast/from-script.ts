/**
 * An episode from a connected Script node (issue 34): the script as the user left it — edited or not —
 * told as a dialogue. Each slide is a part of the story (its heading says which), the host asks the
 * part's question and the guests say the slide's narration; the script's own questions and sign-offs
 * give way to the host's. Its length is the script's: a script is one to seven minutes.
 */
import { ROLE_HEADINGS, type Role } from '../script/narrative/framing';
import { paperSentences, quoteOf, supportOf } from '../script/grounding';
import { countWords, splitSentences } from '../read/text';
import type { ExtractedPaper, PodcastConfig, PodcastDialogue, PodcastTurn, ScriptOutput, SlideSources } from '../types';
import { castOf } from './cast';
import { BANDS } from './config';
import { assembleDialogue, estimateSeconds } from './dialogue';
import type { Asked } from './lines';
import type { Part, Said } from './select';

/** A script's own framing: questions, welcomes and sign-offs the host replaces with its own. */
const SCRIPT_FRAMING =
  /\?$|^(?:this (?:video|summary) (?:explains|presents)|welcome to|ready for|so, here|today:)|(?:on screen|thanks for (?:listening|watching)|see you next|that’s (?:the paper|a wrap|it for)|this concludes)/i;

const TOPIC_OF_ROLE: Record<Role, Asked> = {
  problem: 'problem',
  method: 'method',
  data: 'data',
  result: 'result',
  meaning: 'meaning',
  limit: 'limit',
};

/** The part a slide tells, from its heading ('Key results', 'Key results: Table 2'); the method when it names none. */
function topicOf(heading: string): Asked {
  const headings = ROLE_HEADINGS.en!;
  const role = (Object.keys(headings) as Role[]).find((r) => heading.startsWith(headings[r]));
  return role ? TOPIC_OF_ROLE[role] : 'method';
}

/** A narration's sentences as said, each traced to the paper's sentence it says where the matcher finds one. */
function saidOf(narration: string, fallback: SlideSources | undefined, pool: ReturnType<typeof paperSentences>): Said[] {
  return splitSentences(narration)
    .filter((sentence) => !SCRIPT_FRAMING.test(sentence.trim()))
    .map((text) => {
      const support = supportOf(text, pool);
      const page = support?.sentence.page ?? fallback?.pages[0];
      const quote = support ? quoteOf(support.sentence.text, support.sentence.page) : fallback?.quotes?.[0];
      return {
        text,
        words: countWords(text),
        ...(quote ? { quote } : {}),
        ...(page ? { page } : {}),
        ...(fallback?.section ? { section: fallback.section } : {}),
        needsPrevious: false,
        headline: /\d/.test(text) ? 0.5 : 0,
      };
    });
}

/** The script's opening, slides and closing as parts of the story, in the script's order. */
function partsOf(script: ScriptOutput, paper: ExtractedPaper): Part[] {
  const pool = paperSentences(paper);
  const parts: Part[] = [];
  const add = (topic: Asked, items: Said[]) => {
    if (items.length === 0) return;
    const last = parts.at(-1);
    if (last?.topic === topic) last.items.push(...items);
    else parts.push({ topic, items });
  };
  add('problem', saidOf(script.opening.narration, script.slides[0]?.sources, pool));
  for (const slide of script.slides) add(topicOf(slide.heading), saidOf(slide.narration, slide.sources, pool));
  add('meaning', saidOf(script.closing.narration, script.slides.at(-1)?.sources, pool));
  return parts;
}

/** The dialogue of a script, with the node's cast, style and voices. */
export function dialogueFromScript(script: ScriptOutput, paper: ExtractedPaper, config: PodcastConfig): PodcastDialogue {
  const cast = castOf(config);
  const turns: PodcastTurn[] = assembleDialogue(partsOf(script, paper), paper, cast, config);
  const band = BANDS[config.podcast_duration];
  const estimatedSec = Math.round(estimateSeconds(turns));
  return {
    title: paper.title,
    authors: paper.authors,
    language: paper.language,
    config,
    participants: cast,
    turns,
    engine: 'script',
    fit: {
      band: { min: band.min, max: band.max },
      targetSec: band.target,
      estimatedSec,
      paperLimited: false,
      note: 'Told from the connected script: the episode is as long as the script. Connect the paper instead for the length the duration asks for.',
    },
  };
}
