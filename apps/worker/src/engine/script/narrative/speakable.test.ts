import { describe, expect, it } from 'vitest';
import { findAcronyms, quotable, refusalOf, speakable } from './speakable';

const en = { language: 'en' };
const spoken = (sentence: string, options: Parameters<typeof speakable>[1] = en) => {
  const result = speakable(sentence, options);
  return result.ok ? result.text : `REFUSED:${result.reason}`;
};

describe('speakable', () => {
  it('turns the first person into the authors', () => {
    expect(spoken('We propose SPECTER, a new method to generate document-level embeddings.')).toBe(
      'The authors propose SPECTER, a new method to generate document-level embeddings.',
    );
    expect(spoken('In this paper, we introduce a method and show that our model outperforms the baselines.')).toBe(
      'In this paper, the authors introduce a method and show that their model outperforms the baselines.',
    );
    expect(spoken('Our study shows that homeless populations experience extreme health inequities.')).toBe(
      'The authors’ study shows that homeless populations experience extreme health inequities.',
    );
    // 'I' as a numeral stays: 'Phase I', 'type I error'; as the pronoun it becomes the author.
    expect(spoken('Phase I trials and type I errors were rare in the studies I reviewed.')).toBe(
      'Phase I trials and type I errors were rare in the studies the author reviewed.',
    );
    expect(spoken('Wir schlagen eine neue Methode für die Analyse von Texten vor.', { language: 'de' })).toBe(
      'Die Autoren schlagen eine neue Methode für die Analyse von Texten vor.',
    );
  });

  it('reads a slash between two words as "or", and keeps the names written with one as the paper has them', () => {
    expect(spoken('Each farmer and/or his family chose a male/female ratio.')).toBe(
      'Each farmer and or his family chose a male or female ratio.',
    );
    // The wheat paper's photosynthetic efficiency, once shown on a slide as 'FV or FM values'.
    expect(
      spoken(
        'To assess damage to thylakoid membrane due to heat stress, we compared FV/FM values between control and heat-treated plants.',
      ),
    ).toBe(
      'To assess damage to thylakoid membrane due to heat stress, the authors compared FV/FM values between control and heat-treated plants.',
    );
    expect(spoken('The model runs on TCP/IP networks at scale.')).toBe('The model runs on TCP/IP networks at scale.');
    // SPECTER's online test, and the wheat paper's cross of two cultivars (not one or the other).
    expect(spoken('We performed an online A/B test of the recommender.')).toBe(
      'The authors performed an online A/B test of the recommender.',
    );
    expect(spoken('The QTL lies on chromosome 7A in the Excalibur/Kukri population.')).toBe(
      'The QTL lies on chromosome 7A in the Excalibur/Kukri population.',
    );
    expect(spoken('They use traditional/indigenous/local knowledge.')).toBe('They use traditional or indigenous or local knowledge.');
    // A measurement's notation of single letters is not narrated.
    expect(spoken('All samples were analysed with a mass resolution of 70,000 at m/z 200.')).toBe('REFUSED:equation');
    expect(spoken('The flow rate was 350 μL/minute and the dose 5 mg/kg.')).toBe(
      'The flow rate was 350 microlitres per minute and the dose 5 milligrams per kilogram.',
    );
  });

  it('removes citations, parentheticals and figure references', () => {
    expect(spoken('Recent models like BERT [3, 4] learn powerful representations (Devlin et al., 2019).')).toBe(
      'Recent models like BERT learn powerful representations.',
    );
    expect(spoken('The accuracy rises with model size, as shown in Figure 3, for every task we tried.')).toBe(
      'The accuracy rises with model size for every task the authors tried.',
    );
    expect(spoken('Studies were screened with review software (Covidence) by two authors.')).toBe(
      'Studies were screened with review software by two authors.',
    );
  });

  it('writes numbers, units and symbols to be read aloud', () => {
    expect(spoken('Abortion rates rose by 4·8 per 10 000 woman-years among women in exposed countries.')).toBe(
      'Abortion rates rose by 4.8 per 10,000 woman-years among women in exposed countries.',
    );
    expect(spoken('Clickthrough improved by 46.5% over the baseline in the online study.')).toBe(
      'Clickthrough improved by 46.5 percent over the baseline in the online study.',
    );
    expect(spoken('Plants were grown at 25 °C for 10–12 days before the heat treatment began.')).toBe(
      'Plants were grown at 25 degrees Celsius for 10 to 12 days before the heat treatment began.',
    );
    expect(spoken('The mean difference was ±0.3 kg, e.g., within the error of the scales used.')).toContain(
      'plus or minus 0.3 kilograms, for example, within',
    );
    expect(spoken('Men kept their estimate (7·89; 95% CI 6·40–9·37) across all subgroups studied.')).toBe(
      'Men kept their estimate, 7.89, across all subgroups studied.',
    );
    // Both estimates of a pair, the second with a bare interval (the Lancet paper's abstract).
    expect(
      spoken(
        'SMRs were highest for external causes, in both men (7·89; 95% CI 6·40–9·37; I²=98·1%) and women (18·72; 13·73–23·71; I²=91·5%).',
      ),
    ).toBe('SMRs were highest for external causes, in both men, 7.89, and women, 18.72.');
    expect(spoken('We used the I² statistic to indicate the proportion of variation due to heterogeneity.')).toBe(
      'The authors used the I squared statistic to indicate the proportion of variation due to heterogeneity.',
    );
  });

  it('never reads an equation, a caption, boilerplate or a roadmap', () => {
    expect(spoken('The loss is L = max(d(q, p) − d(q, n) + m, 0) for each triple.')).toMatch(/^REFUSED:equation/);
    expect(spoken('where 𝐀 represents the LeakyReLU nonlinearity.')).toMatch(/^REFUSED:/);
    expect(spoken('Figure 3: Accuracy by model size on the seven tasks.')).toBe('REFUSED:caption');
    expect(spoken('Permission to make digital or hard copies of all or part of this work is granted without fee.')).toBe(
      'REFUSED:boilerplate',
    );
    expect(spoken('This work was supported by the National Science Foundation under grant 1234.')).toBe('REFUSED:boilerplate');
    expect(spoken('Section 4 describes the experiments and Section 5 concludes.')).toBe('REFUSED:roadmap');
    expect(spoken('Devlin et al. showed that masked language models learn useful features.')).toBe('REFUSED:citation');
    expect(refusalOf('The rest of this paper is organized as follows.')).toBe('roadmap');
  });

  it('rejoins a word the typesetting broke inside a line, where the paper has it whole', () => {
    const vocabulary = new Set(['dependency', 'graph']);
    expect(spoken('The deep information in the semantic depen- dency graph has not been used.', { language: 'en', vocabulary })).toBe(
      'The deep information in the semantic dependency graph has not been used.',
    );
    expect(spoken('Both first- and second-order terms were kept in every model.', { language: 'en', vocabulary })).toBe(
      'Both first- and second-order terms were kept in every model.',
    );
  });

  it('leaves out figure references when written for the ear', () => {
    expect(spoken('Table 1 presents the main results of the evaluation.', { language: 'en', forEar: true })).toBe(
      'REFUSED:figure-reference',
    );
  });

  it('finds the acronyms a paper defines and writes them out for plain language', () => {
    const acronyms = findAcronyms('Event Detection (ED) is a crucial task. We use standardised mortality ratios (SMRs) throughout.');
    expect(acronyms.get('ED')).toBe('event detection');
    expect(acronyms.get('SMR')).toBe('standardised mortality ratio');
    expect(spoken('Recent ED systems use graphs to find triggers in text.', { language: 'en', acronyms, expandAcronyms: true })).toBe(
      'Recent event detection systems use graphs to find triggers in text.',
    );
  });

  it('quotes the paper in its own words, without asides', () => {
    expect(quotable('We propose SPECTER (Section 2) to embed papers [12].')).toBe('We propose SPECTER to embed papers.');
    expect(quotable('Background Inclusion health focuses on people in extremely poor health.')).toBe(
      'Inclusion health focuses on people in extremely poor health.',
    );
    expect(quotable('Conclusions: Based on explicit information, we argue that Székelys knew the landscape.')).toBe(
      'Based on explicit information, we argue that Székelys knew the landscape.',
    );
    expect(quotable('Results show a clear gain.')).toBe('Results show a clear gain.');
    // A card shows the sentence alone, so a connective to the one before it goes.
    expect(quotable('For instance, genotypic variability in different attributes is a good indicator of stress tolerance.')).toBe(
      'Genotypic variability in different attributes is a good indicator of stress tolerance.',
    );
    expect(quotable('However, it was small.')).toBe('However, it was small.');
  });
});
