import { describe, expect, it } from 'vitest';
import { AUDIO_LANGUAGES, filterLanguages, findLanguage, languageLabel } from './languages';

describe('AUDIO_LANGUAGES', () => {
  it('holds the 30 keys of SPEC §3 with native and English names', () => {
    expect(AUDIO_LANGUAGES.map((language) => language.code)).toEqual(
      'ar bg cs da de el en es et fi fr hu id it ja ko lt lv nb nl pl pt ro ru sk sl sv tr uk zh'.split(' '),
    );
    for (const language of AUDIO_LANGUAGES) {
      expect(language.english).not.toBe('');
      expect(language.native).not.toBe('');
    }
    expect(findLanguage('nb')?.english).toBe('Norwegian');
  });
});

describe('filterLanguages', () => {
  it('lists the selected language first, the rest in order', () => {
    const list = filterLanguages('', 'de');
    expect(list).toHaveLength(30);
    expect(list[0]?.code).toBe('de');
    expect(list[1]?.code).toBe('ar');
  });
  it('matches English names, native names and keys, ignoring case and accents', () => {
    expect(filterLanguages('span', 'en').map((l) => l.code)).toEqual(['es']);
    expect(filterLanguages('espanol', 'en').map((l) => l.code)).toEqual(['es']);
    expect(filterLanguages('DEUTSCH', 'en').map((l) => l.code)).toEqual(['de']);
    expect(filterLanguages('日本', 'en').map((l) => l.code)).toEqual(['ja']);
    expect(filterLanguages('  zh ', 'en').map((l) => l.code)).toEqual(['zh']);
  });
  it('keeps the selected language first among matches', () => {
    expect(
      filterLanguages('an', 'de')
        .map((l) => l.code)
        .slice(0, 2),
    ).toEqual(['de', 'bg']);
  });
  it('returns nothing for no match', () => expect(filterLanguages('klingon', 'en')).toEqual([]));
});

describe('languageLabel', () => {
  it('names a language natively with its English name', () => {
    expect(languageLabel('de')).toBe('Deutsch (German)');
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('pt-BR')).toBe('Português (Portuguese)');
    expect(languageLabel('xx')).toBe('xx');
  });
});
