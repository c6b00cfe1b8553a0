import { describe, expect, it } from 'vitest';
import { cleanNarrationText, detectLanguage, headingForSlide, joinHyphenated, splitSentences } from './text';

describe('splitSentences', () => {
  it('keeps abbreviations, initials and decimals inside sentences', () => {
    const text = 'Smith et al. reported a gain of 3.5 points (e.g. Fig. 2 shows it). Robert W. Aldridge agreed. Is it new? Yes!';
    expect(splitSentences(text)).toEqual([
      'Smith et al. reported a gain of 3.5 points (e.g. Fig. 2 shows it).',
      'Robert W. Aldridge agreed.',
      'Is it new?',
      'Yes!',
    ]);
  });
});

describe('cleanNarrationText', () => {
  it('takes a citation that stands for a noun with the words that introduced it, so the sentence still reads', () => {
    expect(cleanNarrationText('Traditional feature-based methods such as [1] [2] focused on designing features.')).toBe(
      'Traditional feature-based methods focused on designing features.',
    );
    expect(cleanNarrationText('The authors perform semantic dependency parsing by employing [20]. Then they train.')).toBe(
      'The authors perform semantic dependency parsing. Then they train.',
    );
    expect(cleanNarrationText('Graph networks [4, 5] are common, e.g., [6], in event detection.')).toBe(
      'Graph networks are common, in event detection.',
    );
    expect(cleanNarrationText('Methods such as BERT [3] learn well.')).toBe('Methods such as BERT learn well.');
  });

  it('removes citation markers, figure references, URLs and DOIs', () => {
    expect(cleanNarrationText('Models help [12] and more [3–5], as shown (Fig. 2) before (Smith et al., 2020; Lee, 2019).')).toBe(
      'Models help and more, as shown before.',
    );
    expect(cleanNarrationText('Code is at https://github.com/x/y and doi:10.1000/xyz1 too.')).toBe('Code is at and too.');
    expect(cleanNarrationText('We use SciBERT (Beltagy et al., 2019) as in Devlin et al. (2019).')).toBe(
      'We use SciBERT as in Devlin et al.',
    );
    expect(cleanNarrationText('Table 3 shows the results (see Table 3).')).toBe('Table 3 shows the results.');
  });

  it('keeps parentheses that are content', () => {
    expect(cleanNarrationText('Natural Language Processing (NLP) tools (e.g., SciBERT) help.')).toBe(
      'Natural Language Processing (NLP) tools (e.g., SciBERT) help.',
    );
  });

  it('sets a superscript ordinal back on its number, and leaves words alone', () => {
    expect(cleanNarrationText('We studied village laws of the 16-19 th century and the 1 st edition.')).toBe(
      'We studied village laws of the 16-19th century and the 1st edition.',
    );
    expect(cleanNarrationText('Group 3 then 5 things.')).toBe('Group 3 then 5 things.');
  });
});

describe('joinHyphenated', () => {
  it('joins a split word but keeps a real compound', () => {
    const vocabulary = new Set(['task-specific']);
    expect(joinHyphenated('a critical ingre-', 'dient for', vocabulary)).toBe('a critical ingredient for');
    expect(joinHyphenated('without task-', 'specific tuning', vocabulary)).toBe('without task-specific tuning');
  });

  it('before a capital, keeps the hyphen of a compound and joins a name the paper writes whole, never leaving a space', () => {
    // SPECTER's page 7: "using a vanilla SciB-" / "ERT results in…", and "BERT-" / "Large".
    const vocabulary = new Set(['scibert', 'bert', 'large']);
    expect(joinHyphenated('using a vanilla SciB-', 'ERT results', vocabulary)).toBe('using a vanilla SciBERT results');
    expect(joinHyphenated('unlike BERT-', 'Large, SciBERT', vocabulary)).toBe('unlike BERT-Large, SciBERT');
  });
});

describe('headingForSlide', () => {
  it('drops numbering and title-cases', () => {
    expect(headingForSlide('2.1 Materials and methods')).toBe('Materials and Methods');
    expect(headingForSlide('INTRODUCTION')).toBe('Introduction');
    expect(headingForSlide('3 SCIDOCS Evaluation Framework')).toBe('SCIDOCS Evaluation Framework');
    expect(headingForSlide('x'.repeat(80)).length).toBeLessThanOrEqual(60);
  });
});

describe('detectLanguage', () => {
  it('recognises a few languages by their stop words and scripts', () => {
    expect(detectLanguage('The results of the study show that the method is better than the baseline and that it can be used.')).toBe('en');
    expect(
      detectLanguage(
        'Die Ergebnisse der Studie zeigen, dass die Methode besser ist und dass sie mit den Daten auch für die Praxis geeignet ist.',
      ),
    ).toBe('de');
    expect(
      detectLanguage(
        'Les résultats de cette étude montrent que la méthode est plus efficace pour les patients et que les données sont dans la norme.',
      ),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Los resultados del estudio muestran que el método es mejor para los pacientes y que los datos de la muestra son buenos.',
      ),
    ).toBe('es');
    expect(detectLanguage('Результаты исследования показывают, что метод лучше, и это важно для практики и для науки.')).toBe('ru');
    expect(detectLanguage('本研究の結果は、この方法がより良いことを示している。')).toBe('ja');
    expect(detectLanguage('')).toBe('en');
  });
});
