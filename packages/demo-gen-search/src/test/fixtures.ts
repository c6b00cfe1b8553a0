import type { GenAiSearchSampleResponse } from '@paperlight/api-client';

/** 2026-01-01T00:00:00Z: the fixed "now" of tests and stories. */
export const NOW = Date.parse('2026-01-01T00:00:00.000Z');
export const SIGN_UP_URL = 'https://sso.example.test/signup';

export type Sample = GenAiSearchSampleResponse['data'];

export const ID_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const ID_B = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
export const ID_C = 'c0ffee00c0ffee00c0ffee00c0ffee00';

/** A small sample in the shape of the api's `generative-research` samples. */
export const sample: Sample = {
  question: 'Is there a link between COVID-19 vaccines and cardiovascular fatalities?',
  summary:
    `Myocarditis after mRNA vaccines is rare and mostly mild [${ID_A}].\n\n` +
    `Infection raised cardiovascular risk far more [${ID_B}, ${ID_A}], and vaccinated people did not die more often [${ID_C}].`,
  related_questions: ['How long does vaccine myocarditis last?', 'Why are young men most affected?', 'Does the dose interval matter?'],
  summary_references: {
    [ID_A]: {
      dyson_id: ID_A,
      title: 'Risks of myocarditis, pericarditis, and cardiac arrhythmias associated with COVID-19 vaccination or SARS-CoV-2 infection',
      doi: '10.1038/s41591-021-01630-0',
      pubDate: '2022-02',
      year: 2022,
      authors: [{ full_name: 'Martina Patone' }, { full_name: 'Xue W. Mei' }, { full_name: 'Lahiru Handunnetthi' }],
      abstract: 'A self-controlled case series of more than 38 million vaccinated people in England.',
    },
    [ID_B]: {
      dyson_id: ID_B,
      title: 'Safety of the BNT162b2 mRNA Covid-19 Vaccine in a Nationwide Setting',
      doi: '10.1056/NEJMoa2110475',
      pubDate: '2021-09-16',
      year: 2021,
      authors: [{ name: 'Noam Barda' }, { name: 'Noa Dagan' }],
      abstract: 'Vaccinated people were matched to unvaccinated controls and followed for 42 days.',
    },
    [ID_C]: {
      dyson_id: ID_C,
      title: 'COVID-19 Vaccination and Non–COVID-19 Mortality Risk',
      doi: '10.15585/mmwr.mm7043e2',
      pubDate: '2021-10-29',
      year: 2021,
      authors: [{ full_name: 'Stanley Xu' }],
      abstract: 'Deaths not caused by COVID-19 were compared between vaccinated and unvaccinated people.',
    },
  },
};

/** The answer as the screen shows it once typed: citations as '(Author et al., year)'. */
export const SAMPLE_FINAL_TEXT =
  'Myocarditis after mRNA vaccines is rare and mostly mild (Patone et al., 2022 (reference Q 1)).' +
  'Infection raised cardiovascular risk far more (Barda & Dagan, 2021 (reference Q 2); Patone et al., 2022 (reference Q 1)), and vaccinated people did not die more often (Xu, 2021 (reference Q 3)).';
