import { describe, expect, it } from 'vitest';
import { authorPhrase, spokenTitle } from './framing';

describe('authorPhrase', () => {
  it('names people by their surname, and more than two as the first and colleagues', () => {
    expect(authorPhrase(['Arman Cohan'], null)).toBe('Cohan');
    expect(authorPhrase(['Nina Brooks', 'Grant Miller'], null)).toBe('Brooks and Miller');
    expect(authorPhrase(['Nina Brooks', 'Eran Bendavid', 'Grant Miller'], null)).toBe('Brooks and colleagues');
    expect(authorPhrase([], null)).toBe('the authors');
  });

  it('says a group that signs the paper whole, never by its last word', () => {
    expect(authorPhrase(['Paperlight Research'], null)).toBe('Paperlight Research');
    expect(authorPhrase(['GBD 2019 Collaborators', 'Jane Doe'], null)).toBe('GBD 2019 Collaborators and Doe');
  });
});

describe('spokenTitle', () => {
  it('says the part before a subtitle, without parentheses, and never cuts a list at its commas', () => {
    expect(spokenTitle('SPECTER: Document-level Representation Learning using Citation-informed Transformers')).toBe('SPECTER');
    expect(
      spokenTitle(
        'Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress',
      ),
    ).toBe('Comparative physiological and metabolomics analysis of wheat following post-anthesis heat stress');
    expect(
      spokenTitle(
        'Morbidity and mortality in homeless individuals, prisoners, sex workers, and individuals with substance use disorders in high-income countries: a systematic review and meta-analysis',
      ),
    ).toBe(
      'Morbidity and mortality in homeless individuals, prisoners, sex workers, and individuals with substance use disorders in high-income countries',
    );
    expect(spokenTitle('USA aid policy and induced abortion in sub-Saharan Africa: an analysis of the Mexico City Policy')).toBe(
      'USA aid policy and induced abortion in sub-Saharan Africa',
    );
    expect(spokenTitle('Heat, drought and wheat yield')).toBe('Heat, drought and wheat yield');
    expect(spokenTitle('Soil carbon in the Sahel — a decade of plots')).toBe('Soil carbon in the Sahel');
  });

  it('takes the subtitle when the part before the colon only names the kind of article', () => {
    expect(spokenTitle('Review: Heat stress in cereal crops')).toBe('Heat stress in cereal crops');
    expect(spokenTitle('Editorial: Open data at ten')).toBe('Open data at ten');
  });
});
