import { findLanguage } from './languages';

/** Audio type values of SPEC §3. */
export type AudioType = 'full_paper' | 'summary' | 'both';
/** Voice values of SPEC §3. */
export type AudioVoiceValue = 'female' | 'male';

/** What 'Generate Audio' hands over: the options the demo runs with. */
export interface AudioOptions {
  audioType: AudioType;
  language: string;
  voice: AudioVoiceValue;
}

export const AUDIO_TYPES: readonly { value: AudioType; label: string; description?: string }[] = [
  { value: 'full_paper', label: 'Full paper audio', description: 'We will generate audio for every line in uploaded paper' },
  { value: 'summary', label: 'Summary audio', description: 'We will summarize each section separately and generate its audio' },
  { value: 'both', label: 'Both' },
];

export const VOICES: readonly AudioVoiceValue[] = ['female', 'male'];

/** The demo's fixed options per sample (SPEC §2). */
export const SAMPLE_PRESETS: Readonly<Record<string, AudioOptions>> = {
  medicine: { audioType: 'full_paper', language: 'en', voice: 'female' },
  'health-science': { audioType: 'summary', language: 'de', voice: 'female' },
  'physical-science': { audioType: 'both', language: 'es', voice: 'female' },
};

/** The preset of a sample; an unknown sample gets the first one's (English full paper, female). */
export function presetFor(sampleId: string): AudioOptions {
  return SAMPLE_PRESETS[sampleId] ?? { audioType: 'full_paper', language: 'en', voice: 'female' };
}

/**
 * A voice as the chooser lists it, '{name} (female)': the voice is named after the language it
 * speaks, in that language, since each language has one female and one male voice.
 */
export function voiceLabel(language: string, voice: AudioVoiceValue): string {
  return `${findLanguage(language)?.native ?? language} (${voice})`;
}
