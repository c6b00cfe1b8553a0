import { describe, expect, it } from 'vitest';
import { healthScience, medicine, physicalScience } from '../test/fixtures';
import { hasTranslatedTab, heardVersion, initialPart, partsFor, sectionsOf, takeawayItems, tracksOf } from './audioSample';

describe('partsFor', () => {
  it('offers Full Paper, Summary or both by upload type', () => {
    expect(partsFor('both')).toEqual(['fullPaper', 'summary']);
    expect(partsFor('full_paper')).toEqual(['fullPaper']);
    expect(partsFor('summary')).toEqual(['summary']);
  });
});

describe('given an English target language', () => {
  it('hides the translated tab and plays the original', () => {
    expect(hasTranslatedTab(medicine)).toBe(false);
    expect(heardVersion(medicine)).toEqual({ version: medicine.original, language: 'en' });
  });
  it('hides it for a regional English too', () => {
    expect(hasTranslatedTab({ ...medicine, translateToLanguage: 'en-GB', translated: medicine.original })).toBe(false);
  });
});

describe('given a German target language', () => {
  it('shows the translated tab and plays the translation', () => {
    expect(hasTranslatedTab(healthScience)).toBe(true);
    const heard = heardVersion(healthScience);
    expect(heard.language).toBe('de');
    expect(sectionsOf(heard.version, 'summary')[0]?.section).toBe('Hintergrund');
  });
});

describe('takeawayItems', () => {
  it('splits lines and drops numbering and bullets', () => {
    expect(takeawayItems('1. First\n2) Second\n\n- Third\n• Fourth')).toEqual(['First', 'Second', 'Third', 'Fourth']);
  });
});

describe('tracksOf', () => {
  it('maps sections to tracks with their audio and known length', () => {
    const [first] = tracksOf(sectionsOf(physicalScience.translated, 'fullPaper'));
    expect(first).toEqual({ id: 'abstract-0', title: 'Resumen', src: expect.stringContaining('.m4a'), startAt: 0, duration: 26.7 });
  });
});

describe('initialPart', () => {
  it('opens Summary when it was chosen and offered, else the first part', () => {
    expect(initialPart('both', 'summary')).toBe('summary');
    expect(initialPart('both', 'both')).toBe('fullPaper');
    expect(initialPart('full_paper', 'summary')).toBe('fullPaper');
    expect(initialPart('summary', undefined)).toBe('summary');
  });
});

describe('given a sample that carries every part, empty where the upload type has none', () => {
  it('finds no sections in the part that does not exist', () => {
    expect(sectionsOf(healthScience.original, 'fullPaper')).toEqual([]);
    expect(sectionsOf(medicine.translated, 'summary')).toEqual([]);
  });
  it('hides the translated tab when the translation holds no section', () => {
    const empty = { fullPaper: { sections: [] }, summary: { sections: [] } };
    expect(hasTranslatedTab({ ...healthScience, translated: empty })).toBe(false);
    expect(heardVersion({ ...healthScience, translated: empty }).version).toBe(healthScience.original);
  });
});
