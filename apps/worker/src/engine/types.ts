/**
 * Shared types of the Paper Remix engine (docs/decisions/0005-paper-remix-engine-modules.md).
 * Every stage imports from here so speech/render/video and paper/script/storyboard can evolve
 * independently without circular imports.
 */
import type { PodcastConfig, ScriptConfig, StoryboardConfig } from '@paperlight/api-client/paper-remix';
import type { PaperDetails } from '@paperlight/remix-core/details';
import type { GroundingSection, ScriptGrounding, SlideSources } from '@paperlight/remix-core/grounding';

/** A section as the reader gives it: its paragraphs, the page each starts on and where each goes on to another (remix-core). */
export type PaperSection = GroundingSection;

/**
 * A captioned figure or table of the paper (issue 14). The reader finds it, crops its region with
 * its caption from the page rendered at 2× and writes the PNG; the pipeline stores it and records
 * its storage key in `image`.
 */
export interface PaperFigure {
  /** Stable within the paper: 'figure-3', 'table-2', 'figure-S1'. */
  id: string;
  kind: 'figure' | 'table';
  /** As the paper names it: 'Figure 3', 'Table 2'. */
  label: string;
  /** The paper's own caption, label included: 'Figure 3: Accuracy by model size.' */
  caption: string;
  /** 1-based page number. */
  page: number;
  /** Region on the page in PDF points, origin top-left: [x0, y0, x1, y1]. */
  bbox?: [number, number, number, number];
  /** PNG file the reader wrote (a path in its output folder), then the storage key once stored. */
  image?: string;
  width?: number;
  height?: number;
  /**
   * A table's rows as printed (its cell lines side by side, the caption left out), top to bottom,
   * in crop pixels: where the film finds the rows the narration talks about.
   */
  rows?: TableRow[];
}

export interface TableRow {
  /** Top of the row and its height, in crop pixels. */
  y: number;
  height: number;
  /** Its cells' text, left to right. */
  text: string;
}

/** Bibliographic facts for the title and closing cards. */
export interface PaperCitation {
  venue?: string;
  year?: string;
  doi?: string;
  /** Licence as printed, e.g. 'CC BY 4.0'. */
  license?: string;
  volume?: string;
  issue?: string;
  pages?: string;
}

// The paper's details (issue 30): what the reader (or a JATS XML) found and the user may correct.
export type { DetailField, DetailSource, PaperAuthor, PaperDetails } from '@paperlight/remix-core/details';

export interface ExtractedPaper {
  title: string;
  authors: string[];
  abstract: string;
  /** ISO 639-1 code, one of the 30 languages of SPEC §3; 'en' when unsure. */
  language: string;
  sections: PaperSection[];
  references: string[];
  pageCount: number;
  /** Captioned figures and tables, in page order. */
  figures?: PaperFigure[];
  citation?: PaperCitation;
  /**
   * Title, authors (in order, with affiliation and ORCID where known), venue, year, volume, issue,
   * pages, DOI and licence, each with its source. `title`, `authors` and `citation` follow them.
   */
  details?: PaperDetails;
}

export interface PdfLimits {
  /** @default 52_428_800 (50 MB) */
  maxBytes?: number;
  /** @default 150 */
  maxPages?: number;
  /** Text runs pdf.js may hand over for the whole file (page operators that draw text). @default PDF_MAX_TEXT_ITEMS, else 2,000,000 */
  maxTextItems?: number;
  /** Pages without a text layer that OCR reads (ocr.ts). @default PDF_MAX_OCR_PAGES, else 40 */
  maxOcrPages?: number;
}

export type PaperErrorCode =
  'not_pdf' | 'too_large' | 'too_many_pages' | 'encrypted' | 'no_text' | 'unreadable' | 'too_complex' | 'too_short';

// The nodes' settings are the Paper Remix contract's (decision 0186): one schema, read the same by the api and the engine.
export type { PodcastConfig, ScriptConfig, StoryboardConfig } from '@paperlight/api-client/paper-remix';
export type ScriptDuration = ScriptConfig['script_duration'];
export type ScriptGenre = ScriptConfig['script_genre'];
export type ScriptTechnicality = ScriptConfig['script_technicality'];
export type ScriptType = ScriptConfig['script_type'];

// The sources and grounding of a script are shared with the api (decision 0088).
export type { ScriptGrounding, ScriptPart, SlideSources, SourceQuote } from '@paperlight/remix-core/grounding';

export interface ScriptSlide {
  number: number;
  heading: string;
  narration: string;
  is_technical: boolean;
  sources?: SlideSources;
}

export interface ScriptOutput {
  opening: { narration: string };
  slides: ScriptSlide[];
  closing: { narration: string };
  grounding?: ScriptGrounding;
}

export type StoryboardStyle = StoryboardConfig['style'];
export type AudioType = StoryboardConfig['audio_type'];
export type Voice = StoryboardConfig['narration_voice'];

/**
 * What a scene shows. SPEC §3 names `type` and `caption`; issue 14 adds the rest. A figure or table
 * scene: `{ type: 'figure' | 'table', caption: <the paper's own caption>, figure: <PaperFigure id>, page }`.
 * Other types: 'title', 'number' (value + caption), 'quote' (caption = the quote, page), 'bullets'
 * (items), 'closing'.
 */
export interface VisualElement {
  type: string;
  caption: string;
  figure?: string;
  page?: number;
  value?: string;
  items?: string[];
  /** A figure's stored image (PaperFigure.image), so the storyboard says what is on screen. */
  image?: string;
  /**
   * A table's rows the narration talks about (crop pixels): `header` is where its caption and
   * column heads end, `top`–`bottom` the rows. The film shows them at reading size under the header.
   */
  focus?: { header: number; top: number; bottom: number };
  /**
   * Where this visual takes over within the scene, as a share (0–1) of the scene's narration
   * words; set when merged slides share a scene, so their visuals follow the narration in turn.
   */
  at?: number;
}

export interface SceneAnnotations {
  text_overlays: string[];
  visual_cues: string[];
  audio_cues: string[];
  transition_notes: string;
}

export interface Scene {
  scene_number: number;
  visual_description: string;
  script_line: string;
  background_details: string;
  narration: string;
  sound_cues: string;
  /** Estimated seconds of narration at about 150 words a minute. */
  duration: number;
  directions_for_videographer: string;
  visual_elements: VisualElement[];
  /** Where the scene comes from in the paper: its slides' pages, section and figures (issue 15). */
  sources?: SlideSources;
  annotations: SceneAnnotations;
}

export interface StoryboardOutput {
  scenes: Scene[];
}

export interface LlmProvider {
  name: string;
  generateScript(paper: ExtractedPaper, config: ScriptConfig): Promise<ScriptOutput>;
  generateStoryboard(script: ScriptOutput, paper: ExtractedPaper, config: StoryboardConfig): Promise<StoryboardOutput>;
  /**
   * A mind map of the paper (issue 35), every point checked against the paper; null when the
   * provider has none to offer or its answer did not hold up (the built-in map is drawn instead).
   */
  generateMindmap?(paper: ExtractedPaper): Promise<MindmapOutput | null>;
  /**
   * A podcast's dialogue (issue 34), every turn checked against the paper; null when the provider has
   * none to offer or its answer did not hold up (the built-in writer writes it instead).
   */
  generateDialogue?(paper: ExtractedPaper, config: PodcastConfig, cast: PodcastParticipant[]): Promise<PodcastDialogue | null>;
}

export type MindmapBranchKind = 'background' | 'method' | 'data' | 'results' | 'conclusions' | 'limits';

/** Where a point of a mind map comes from, as scripts name their sources (pages, section, the sentence itself). */
export interface MindmapLeafSources {
  pages: number[];
  section?: string;
  quotes: { text: string; page?: number }[];
}

export interface MindmapLeaf {
  id: string;
  text: string;
  sources: MindmapLeafSources;
}

export interface MindmapBranch {
  id: string;
  kind: MindmapBranchKind;
  label: string;
  leaves: MindmapLeaf[];
}

/** The Mind map node's result (issue 35, decision 0176). */
export interface MindmapOutput {
  /** The centre: the paper's title, or the question it answers (a language model's map). */
  centre: string;
  authors: string[];
  branches: MindmapBranch[];
  /** 'built-in', or the provider that wrote it. */
  engine: string;
}

export interface SpeechProvider {
  /**
   * Names the voice engine and its settings; the same text read by the same key sounds the same, so
   * a re-render may reuse it (render-cache.ts). Without one, narration is never cached.
   */
  readonly cacheKey?: string;
  synthesize(text: string, opts: SpeechOptions): Promise<{ wav: Uint8Array; durationSec: number }>;
  /** Loads the engine ahead of its first sentence. */
  warmUp?(): Promise<void>;
}

export interface SpeechOptions {
  language: string;
  voice: Voice;
  /**
   * Which of the provider's voices of that gender speaks (a podcast's second male guest is 1); 0 or
   * absent is the narrator's own voice, the one the film uses.
   */
  speaker?: number;
}

export type PodcastDuration = PodcastConfig['podcast_duration'];
export type PodcastStyle = PodcastConfig['podcast_style'];
export type GuestGenders = PodcastConfig['guest_genders'];

/** One voice of an episode: the host, or a guest who has read the paper (never one of its authors). */
export interface PodcastParticipant {
  /** 'host', 'guest-1', 'guest-2'… */
  id: string;
  role: 'host' | 'guest';
  name: string;
  gender: Voice;
  /** The voice among the speech provider's voices of that gender (SpeechOptions.speaker). */
  speaker: number;
}

/** What part of the story a turn tells; chapters follow them. */
export type PodcastTopic = 'introduction' | 'problem' | 'why' | 'method' | 'data' | 'result' | 'meaning' | 'limit' | 'recap' | 'closing';

export interface PodcastTurn {
  /** Stable within an episode ('t-007'): what an edit names. */
  id: string;
  /** A participant's id. */
  speaker: string;
  text: string;
  topic: PodcastTopic;
  /** The paper's sentences the turn speaks, with their pages; empty for the host's own words (framing). */
  sources: SlideSources;
  /** Only the writer's own words (a question, a welcome): nothing of the paper to trace. */
  framing?: boolean;
  /** Changed by hand since the engine wrote it. */
  edited?: boolean;
}

/** How well the episode fills the band it was asked for. */
export interface PodcastFit {
  /** The band in seconds (SPEC §3), and the length the writer aimed at. */
  band: { min: number; max: number | null };
  targetSec: number;
  /** The length the words should take, at the measured speaking rate. */
  estimatedSec: number;
  /** The paper had too little to say for the band: the episode is shorter rather than padded (decision 0183). */
  paperLimited: boolean;
  note?: string;
}

/** An episode's words: who says what, from where in the paper (issue 34). */
export interface PodcastDialogue {
  title: string;
  authors: string[];
  language: string;
  config: PodcastConfig;
  participants: PodcastParticipant[];
  turns: PodcastTurn[];
  fit: PodcastFit;
  /** 'built-in', 'script' (from an upstream script), or the provider that wrote it. */
  engine: string;
}
