/** A language of SPEC §3: its key, its name in English and in itself. */
export interface AudioLanguage {
  code: string;
  english: string;
  native: string;
  /** Written right to left (Arabic). */
  rtl?: boolean;
}

/** The 30 languages audio can be translated into (SPEC §3), in the order of their keys. */
export const AUDIO_LANGUAGES: readonly AudioLanguage[] = [
  { code: 'ar', english: 'Arabic', native: 'العربية', rtl: true },
  { code: 'bg', english: 'Bulgarian', native: 'Български' },
  { code: 'cs', english: 'Czech', native: 'Čeština' },
  { code: 'da', english: 'Danish', native: 'Dansk' },
  { code: 'de', english: 'German', native: 'Deutsch' },
  { code: 'el', english: 'Greek', native: 'Ελληνικά' },
  { code: 'en', english: 'English', native: 'English' },
  { code: 'es', english: 'Spanish', native: 'Español' },
  { code: 'et', english: 'Estonian', native: 'Eesti' },
  { code: 'fi', english: 'Finnish', native: 'Suomi' },
  { code: 'fr', english: 'French', native: 'Français' },
  { code: 'hu', english: 'Hungarian', native: 'Magyar' },
  { code: 'id', english: 'Indonesian', native: 'Bahasa Indonesia' },
  { code: 'it', english: 'Italian', native: 'Italiano' },
  { code: 'ja', english: 'Japanese', native: '日本語' },
  { code: 'ko', english: 'Korean', native: '한국어' },
  { code: 'lt', english: 'Lithuanian', native: 'Lietuvių' },
  { code: 'lv', english: 'Latvian', native: 'Latviešu' },
  { code: 'nb', english: 'Norwegian', native: 'Norsk bokmål' },
  { code: 'nl', english: 'Dutch', native: 'Nederlands' },
  { code: 'pl', english: 'Polish', native: 'Polski' },
  { code: 'pt', english: 'Portuguese', native: 'Português' },
  { code: 'ro', english: 'Romanian', native: 'Română' },
  { code: 'ru', english: 'Russian', native: 'Русский' },
  { code: 'sk', english: 'Slovak', native: 'Slovenčina' },
  { code: 'sl', english: 'Slovenian', native: 'Slovenščina' },
  { code: 'sv', english: 'Swedish', native: 'Svenska' },
  { code: 'tr', english: 'Turkish', native: 'Türkçe' },
  { code: 'uk', english: 'Ukrainian', native: 'Українська' },
  { code: 'zh', english: 'Chinese', native: '中文' },
];

/** The language of a key (case-insensitive, region ignored: 'pt-BR' → Portuguese). */
export function findLanguage(code: string): AudioLanguage | undefined {
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return AUDIO_LANGUAGES.find((language) => language.code === base);
}

/** 'Deutsch (German)'; the native name alone where both are the same (English). */
export function languageLabel(code: string): string {
  const language = findLanguage(code);
  if (!language) return code;
  return language.native === language.english ? language.english : `${language.native} (${language.english})`;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The chooser's list: languages whose English name, native name or key contains the query
 * (case and accents ignored), with the selected language first.
 */
export function filterLanguages(query: string, selected: string, languages: readonly AudioLanguage[] = AUDIO_LANGUAGES): AudioLanguage[] {
  const needle = fold(query.trim());
  const matches = needle
    ? languages.filter((language) => [language.english, language.native, language.code].some((name) => fold(name).includes(needle)))
    : [...languages];
  const index = matches.findIndex((language) => language.code === selected);
  if (index > 0) matches.unshift(...matches.splice(index, 1));
  return matches;
}
