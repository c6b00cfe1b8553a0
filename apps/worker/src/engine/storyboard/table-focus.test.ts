import { describe, expect, it } from 'vitest';
import { rowName, tableFocus } from './table-focus';

// SPECTER's Table 2 (ACL 2020, CC BY 4.0) as the reader gives its rows, in crop pixels.
const ABLATION = [
  { y: 14, height: 21, text: 'CLS USR CITE REC Avg.' },
  { y: 48, height: 21, text: 'SPECTER 84.2 88.4 91.5 36.9 80.0' },
  { y: 73, height: 21, text: '− abstract 82.2 72.2 73.6 34.5 68.1' },
  { y: 97, height: 21, text: '+ venue 84.5 88.0 91.2 36.7 79.9' },
  { y: 121, height: 21, text: '+ author 82.7 72.3 71.0 34.6 67.3' },
  { y: 146, height: 21, text: 'No hard negatives 82.4 85.8 89.8 36.8 78.4' },
  { y: 170, height: 21, text: 'Start w/ BERT-Large 81.7 85.9 87.8 36.1 77.5' },
];

describe('tableFocus', () => {
  it('finds the row the narration names by its numbers, under a header that ends at the first data row', () => {
    const found = tableFocus(ABLATION, ['Without hard negatives the average drops to 78.4, and every task loses.']);
    expect(found).toEqual({ focus: { header: 48, top: 146, bottom: 167 }, names: ['No hard negatives'] });
  });

  it('finds rows named by their label and joins the rows scoring near the best', () => {
    const found = tableFocus(ABLATION, [
      'Removing the abstract costs the most (68.1 on average), adding the author costs almost as much (67.3).',
    ]);
    expect(found?.names).toEqual(['− abstract', '+ author']);
    expect(found?.focus).toEqual({ header: 48, top: 73, bottom: 142 });
  });

  it('names no row when the sentences name none, or only a year or a count', () => {
    expect(tableFocus(ABLATION, ['The ablation study removes one part of the model at a time.'])).toBeNull();
    expect(tableFocus(ABLATION, ['In 2020 the authors ran 5 variants.'])).toBeNull();
    expect(tableFocus(undefined, ['SPECTER reaches 80.0.'])).toBeNull();
    expect(
      tableFocus(
        [
          { y: 0, height: 20, text: 'Region Notes' },
          { y: 20, height: 20, text: 'North dry' },
          { y: 40, height: 20, text: 'South wet' },
        ],
        ['The south is wet.'],
      ),
    ).toBeNull();
  });

  it('does not take a column head’s sample size for data (The Lancet Global Health’s Table 2)', () => {
    const rows = [
      { y: 6, height: 16, text: 'Abortion (n=3 821 691) Contraceptive use (n=520) Pregnancy (n=3 821 691)' },
      { y: 33, height: 16, text: 'Fixed effect only Fixed effect model' },
      {
        y: 74,
        height: 16,
        text: 'Policy effect (high-exposure vs 4·86 (1·20 to 8·51) 4·83 (1·54 to 8·11) –2·14 (–3·99 to –0·29) –3·15 (–4·94 to –1·37)',
      },
      { y: 92, height: 16, text: 'low-exposure countries)' },
      { y: 114, height: 16, text: 'Individual characteristics' },
      { y: 137, height: 16, text: 'Rural resident ·· –2·48 (–3·75 to –1·21) ·· 0·044 (0·04 to 0·05)' },
      { y: 159, height: 16, text: 'Age, years ·· 0·55 (0·48 to 0·62) ·· –0·002 (–0·00 to –0·00)' },
    ];
    // The row's label goes on in the line under it ('low-exposure countries)'), which is marked with it; the section head after it is not.
    expect(tableFocus(rows, ['Use of modern contraception fell by 3.15 percentage points.'])?.focus).toEqual({
      header: 74,
      top: 74,
      bottom: 108,
    });
  });

  it('names a row by the words before its first number', () => {
    expect(rowName({ y: 0, height: 1, text: 'L-tryptophan 11.46 <0.0001' })).toBe('L-tryptophan');
    expect(rowName({ y: 0, height: 1, text: 'Start w/ BERT-Large 81.7 85.9' })).toBe('Start w/ BERT-Large');
  });
});
