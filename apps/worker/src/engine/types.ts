/**
 * Shared types of the Paper Remix engine (docs/decisions/0005-paper-remix-engine-modules.md).
 * Every stage imports from here so speech/render/video and paper/script/storyboard can evolve
 * independently without circular imports.
 */

export interface PaperSection {
  heading: string;
  paragraphs: string[];
}

export interface ExtractedPaper {
  title: string;
  authors: string[];
  abstract: string;
  /** ISO 639-1 code, one of the 30 languages of SPEC §3; 'en' when unsure. */
  language: string;
  sections: PaperSection[];
  references: string[];
  pageCount: number;
}

export interface PdfLimits {
  /** @default 52_428_800 (50 MB) */
  maxBytes?: number;
  /** @default 150 */
  maxPages?: number;
}

export type PaperErrorCode = 'not_pdf' | 'too_large' | 'too_many_pages' | 'encrypted' | 'no_text' | 'unreadable';

export type ScriptDuration = 'very_short' | 'short' | 'medium' | 'long';
export type ScriptGenre = 'fun' | 'explainer' | 'formal' | 'informal';
export type ScriptTechnicality = 1 | 2 | 3 | 4 | 5;
export type ScriptType = 'video' | 'podcast';

export interface ScriptConfig {
  script_duration: ScriptDuration;
  script_genre: ScriptGenre;
  script_technicality: ScriptTechnicality;
  script_type: ScriptType;
}

export interface ScriptSlide {
  number: number;
  heading: string;
  narration: string;
  is_technical: boolean;
}

export interface ScriptOutput {
  opening: { narration: string };
  slides: ScriptSlide[];
  closing: { narration: string };
}

export type StoryboardStyle = 'abstract' | 'realistic' | 'cartoon' | 'sketch';
export type AudioType = 'narration' | 'music';
export type Voice = 'female' | 'male';

export interface StoryboardConfig {
  number_of_scenes: number;
  style: StoryboardStyle;
  audio_type: AudioType;
  narration_voice: Voice;
}

export interface VisualElement {
  type: string;
  caption: string;
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
  annotations: SceneAnnotations;
}

export interface StoryboardOutput {
  scenes: Scene[];
}

export interface LlmProvider {
  name: string;
  generateScript(paper: ExtractedPaper, config: ScriptConfig): Promise<ScriptOutput>;
  generateStoryboard(script: ScriptOutput, paper: ExtractedPaper, config: StoryboardConfig): Promise<StoryboardOutput>;
}

export interface SpeechProvider {
  synthesize(text: string, opts: { language: string; voice: Voice }): Promise<{ wav: Uint8Array; durationSec: number }>;
}
