import type { AudioSampleResponse, AudioSection, AudioUploadType, AudioVersion } from '@paperlight/api-client';
import type { AudioTrack } from '../AudioPlayer/AudioPlayer';
import type { PlaylistMode } from '../AudioPlayer/playerRules';

export type AudioSample = AudioSampleResponse['data'];
export type SamplePart = PlaylistMode;

/** 'Full Paper' and/or 'Summary', as the upload type offers them. */
export function partsFor(uploadType: AudioUploadType): SamplePart[] {
  if (uploadType === 'both') return ['fullPaper', 'summary'];
  return uploadType === 'summary' ? ['summary'] : ['fullPaper'];
}

export const PART_LABELS: Readonly<Record<SamplePart, string>> = { fullPaper: 'Full Paper', summary: 'Summary' };

const isEnglish = (language: string) => language.trim().toLowerCase().split(/[-_]/)[0] === 'en';

const hasSections = (version: AudioVersion) => version.fullPaper.sections.length > 0 || version.summary.sections.length > 0;

/** 'Read in the translated language' is hidden when the target language is English (or nothing was translated). */
export function hasTranslatedTab(sample: AudioSample): boolean {
  return !isEnglish(sample.translateToLanguage) && hasSections(sample.translated);
}

/** The version a listener hears: the translation when there is one. */
export function heardVersion(sample: AudioSample): { version: AudioVersion; language: string } {
  return hasTranslatedTab(sample)
    ? { version: sample.translated, language: sample.translateToLanguage }
    : { version: sample.original, language: sample.language };
}

/** A part's sections; an empty list where the upload type has no such part. */
export function sectionsOf(version: AudioVersion, part: SamplePart): AudioSection[] {
  return version[part].sections;
}

export const isKeyTakeaways = (section: Pick<AudioSection, 'section_key'>) => section.section_key === 'key_takeaways';

/** Key takeaways are one per line; leading numbers or bullets are dropped since the list numbers them. */
export function takeawayItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line !== '');
}

/** The player's playlist for a list of sections. */
export function tracksOf(sections: readonly AudioSection[]): AudioTrack[] {
  return sections.map((section, index) => {
    const duration = (section as { duration?: unknown }).duration;
    return {
      id: `${section.section_key}-${index}`,
      title: section.section,
      src: section.audioUrl ?? null,
      startAt: section.startAt ?? 0,
      duration: typeof duration === 'number' ? duration : undefined,
    };
  });
}

/** The part to open first: the one chosen before the demo (a summary-only choice opens Summary), else the first offered. */
export function initialPart(uploadType: AudioUploadType, audioType: string | undefined): SamplePart {
  const parts = partsFor(uploadType);
  return audioType === 'summary' && parts.includes('summary') ? 'summary' : (parts[0] ?? 'fullPaper');
}
