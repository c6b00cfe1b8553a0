/**
 * The host's own words (issue 34): the welcome, the questions a curious listener would ask, the
 * follow-ups that hand the word on, the recaps and the goodbye. Everything else an episode says is
 * the paper's. English only, like the script's framing (decision 0050): in another language the host
 * says no words of the engine's, and reads parts of the paper instead.
 */
import { ROLE_HEADINGS } from '../script/narrative/framing';
import type { PaperCitation, PodcastParticipant, PodcastStyle, PodcastTopic } from '../types';
import { namesPhrase } from './cast';

/** Each chapter's title, as the player lists it. */
export const CHAPTER_TITLES: Record<PodcastTopic, string> = {
  introduction: 'Introduction',
  problem: 'The problem',
  why: 'Why it matters',
  method: ROLE_HEADINGS.en!.method,
  data: 'What they worked with',
  result: 'What they found',
  recap: 'Recap',
  meaning: ROLE_HEADINGS.en!.meaning,
  limit: 'What it does not show',
  closing: 'Credits',
};

type Asked = Exclude<PodcastTopic, 'introduction' | 'recap' | 'closing'>;

/** What the host asks to open each part, per style: a conversation asks plainly, a deep dive for detail. */
const QUESTIONS: Record<PodcastStyle, Record<Asked, string>> = {
  conversational_format: {
    problem: 'So, what problem does this paper take on?',
    why: 'And why does that matter?',
    method: 'What did the authors actually do?',
    data: 'What did they work with?',
    result: 'So what did they find? Give us the numbers.',
    meaning: 'What does it all mean?',
    limit: 'And what does it not show? Where are the limits?',
  },
  technical_deep_dive: {
    problem: 'Let’s set the scene. What question does the paper ask?',
    why: 'Briefly, why does it matter?',
    method: 'Now the method, in detail. How does it work?',
    data: 'What data and setting did they use?',
    result: 'Let’s go through the results, with the numbers.',
    meaning: 'What do the authors conclude from that?',
    limit: 'What does the study not show?',
  },
  interview_style: {
    problem: 'Tell me about the problem this paper takes on.',
    why: 'Why should a listener care about it?',
    method: 'Walk me through what the authors did.',
    data: 'What did they study, exactly?',
    result: 'And what did they find?',
    meaning: 'What does it mean, in your reading?',
    limit: 'What are its limits? What does it not show?',
  },
};

/** Solo, the host announces each part instead of asking. */
const SIGNPOSTS: Record<Asked, string> = {
  problem: 'First, the problem the paper takes on.',
  why: 'Why does it matter?',
  method: 'Next, what the authors did.',
  data: 'What they worked with.',
  result: 'Now, what they found.',
  meaning: 'What it means.',
  limit: 'And what the study does not show.',
};

/** Short prompts between two answers in one part; `{name}` is who answers next. */
const FOLLOW_UPS: Record<Asked, readonly string[]> = {
  problem: ['Go on.', '{name}, what would you add?', 'What else frames it?', 'And the background to that?', 'Tell me more.'],
  why: ['Anything else on that?', '{name}, how do you see it?', 'Who is affected?'],
  method: ['How did that work?', '{name}, what came next?', 'And then?', 'What else went into it?', 'How exactly?', 'Keep going.'],
  data: ['What else?', '{name}, anything to add on the data?', 'And the setting?', 'How much data is that?'],
  result: [
    'What else did they find?',
    '{name}, what about the rest of the results?',
    'Any other numbers that stood out?',
    'And beyond that?',
    'What else?',
    'Interesting. Go on.',
  ],
  meaning: ['What else follows from it?', '{name}, your take?', 'And for practice?', 'Anything else?', 'So what should we take away?'],
  limit: ['Any other caveat?', '{name}, anything else it does not show?', 'What else should we keep in mind?', 'Anything else?'],
};

export interface HostLines {
  welcome(details: WelcomeDetails): string[];
  ask(topic: Asked, style: PodcastStyle, solo: boolean): string;
  followUp(topic: Asked, index: number, next: PodcastParticipant | null): string;
  recapIntro(final: boolean): string;
  goodbye(details: WelcomeDetails): string;
}

export interface WelcomeDetails {
  title: string;
  authors: string[];
  citation?: PaperCitation | undefined;
  host: PodcastParticipant;
  guests: PodcastParticipant[];
}

/** The authors as the paper credits them, every name in its order. */
export function creditedAuthors(authors: readonly string[]): string {
  const names = authors.map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return 'authors the paper does not name';
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** ', published in ACL 2020' or ', published in The Lancet in 2018', or nothing. */
function published(citation: PaperCitation | undefined): string {
  const venue = citation?.venue?.trim();
  const year = citation?.year?.trim();
  if (venue && year && !venue.includes(year)) return `, published in ${venue} in ${year}`;
  return venue ? `, published in ${venue}` : year ? `, published in ${year}` : '';
}

const title = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]$/, '');

const ENGLISH: HostLines = {
  welcome({ title: paperTitle, authors, citation, host, guests }) {
    const lines = [
      `Welcome to Paper Talk. I’m ${host.name}. Today’s paper is “${title(paperTitle)}”, by ${creditedAuthors(authors)}${published(citation)}.`,
    ];
    if (guests.length === 0)
      lines.push(
        'I’ll walk you through it. Everything you hear comes from the paper itself, and the transcript links each claim to its page.',
      );
    else {
      const who =
        guests.length === 1
          ? `With me is ${guests[0]!.name}, who has read the paper closely.`
          : `With me ${guests.length === 2 ? 'are' : 'on the panel are'} ${namesPhrase(guests)}, who have read the paper closely.`;
      lines.push(`${who} None of us wrote it: what you hear comes from the paper itself, and the transcript links each claim to its page.`);
    }
    return lines;
  },
  ask: (topic, style, solo) => (solo ? SIGNPOSTS[topic] : QUESTIONS[style][topic]),
  followUp(topic, index, next) {
    const options = FOLLOW_UPS[topic].filter((line) => (next ? true : !line.includes('{name}')));
    const line = options[index % options.length]!;
    return next ? line.replace('{name}', next.name) : line;
  },
  recapIntro: (final) => (final ? 'Before we wrap up, the one thing to remember.' : 'Let me recap the main result so far.'),
  goodbye({ title: paperTitle, authors, citation, guests }) {
    const licence = citation?.license
      ? ` It is published under ${/licen[cs]e/i.test(citation.license) ? citation.license : `a ${citation.license} licence`}.`
      : '';
    const thanks = guests.length > 0 ? `Thanks to ${namesPhrase(guests)}, and thanks for listening.` : 'Thanks for listening.';
    return `That was “${title(paperTitle)}”, by ${creditedAuthors(authors)}${published(citation)}.${licence} The full reference is in the show notes. ${thanks}`;
  },
};

/** The host's lines in the paper's language, or null when the engine has none (decision 0050). */
export function hostLinesFor(language: string): HostLines | null {
  return language === 'en' ? ENGLISH : null;
}

export type { Asked };
