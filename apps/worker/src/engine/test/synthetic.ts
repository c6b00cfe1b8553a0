/**
 * A synthetic two-column conference paper drawn with layoutPdf: every sentence is known, so the
 * reader's order, furniture removal, captions, equations and figure crops can be checked exactly.
 */
import { layoutPdf, type LayoutPage, type PlacedText } from '@paperlight/remix-core/testing';

const LEFT = 72;
const RIGHT = 324;
const COLUMN_CHARS = 44;
const LEADING = 12;

function wrap(text: string, chars = COLUMN_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

class Column {
  readonly text: PlacedText[] = [];
  constructor(
    private readonly x: number,
    public y: number,
  ) {}

  heading(text: string) {
    this.y -= 6;
    this.text.push({ x: this.x, y: this.y, text, size: 12, bold: true });
    this.y -= LEADING + 4;
  }

  paragraph(text: string, { size = 10, hyphenate }: { size?: number; hyphenate?: [string, string] } = {}) {
    let lines = wrap(text, Math.round((COLUMN_CHARS * 10) / size));
    if (hyphenate) {
      // Break one word over two lines with a hyphen, as a typesetter does.
      const [head, tail] = hyphenate;
      const index = lines.findIndex((l) => l.split(' ').includes(head + tail));
      if (index >= 0) {
        const words = lines[index]!.split(' ');
        const at = words.indexOf(head + tail);
        const rest = [tail, ...words.slice(at + 1), ...(lines[index + 1] ?? '').split(' ')].filter(Boolean).join(' ');
        lines = [...lines.slice(0, index), [...words.slice(0, at), `${head}-`].join(' '), rest, ...lines.slice(index + 2)];
      }
    }
    for (const line of lines) {
      this.text.push({ x: this.x, y: this.y, text: line, size });
      this.y -= size < 10 ? size + 2 : LEADING;
    }
    this.y -= 6;
  }

  line(text: string, size = 10, x = this.x) {
    this.text.push({ x, y: this.y, text, size });
    this.y -= size + 3;
  }
}

export const LEFT_SENTENCES = [
  'Apples ripen slowly in the cool northern orchards of the valley.',
  'Each orchard keeps careful records of its apple harvest every autumn.',
  'The records show that apple yields doubled over twenty years of care.',
  'Growers credit better pruning and patient soil management for this.',
];

export const RIGHT_SENTENCES = [
  'Bananas grow quickly in the warm southern plantations near the coast.',
  'Plantation owners count banana bunches by hand at each weekly visit.',
  'Their counts suggest that banana output rose by a third in a decade.',
  'Owners point to drip irrigation and shade netting as the main causes.',
];

export const METHOD_TEXT =
  'We compare the two fruits with a simple margin loss over paired harvest records. The loss rewards a model that ranks the better season first. Each season is a pair of numbers that the model embeds before the comparison is made.';
export const RESULTS_TEXT =
  'The synthetic model ranks seasons correctly in nine of ten held out cases. Accuracy grows steadily with model size as the figure shows. Larger models never ranked a poor season above a good one in our trials.';
export const CONCLUSION_TEXT =
  'Careful records make fruit harvests easy to compare across regions and decades. We hope that growers will share their own records with the community so that others can learn from them.';

export const NOTICE =
  'Permission to make digital or hard copies of all or part of this work for personal or classroom use is granted without fee provided that copies are not made or distributed for profit. Copyrights for components of this work owned by others must be honored.';

/** Three pages: a title block, two columns with a heading each, a figure with a caption, an equation, notices, acknowledgements and references. */
export function syntheticPaper(): Uint8Array {
  const pages: LayoutPage[] = [];
  const furniture = (n: number): PlacedText[] => [
    { x: LEFT, y: 760, text: 'Synthetic Harvest Conference 2024, Fruitville', size: 8 },
    { x: 300, y: 40, text: String(n), size: 9 },
  ];

  // Page 1: title block, abstract over the left column, the introduction across both.
  const left = new Column(LEFT, 560);
  const right = new Column(RIGHT, 640);
  left.paragraph(
    `Abstract. ${LEFT_SENTENCES.slice(0, 2).join(' ')} We study how careful harvest records support fair comparison between fruits grown far apart.`,
  );
  left.line('Keywords: harvest records, fruit, comparison', 9);
  left.heading('1 Introduction');
  left.paragraph(LEFT_SENTENCES.join(' '));
  const notice = new Column(LEFT, 150);
  notice.paragraph(`${NOTICE} Request permissions from permissions@example.org.`, { size: 7 });
  notice.line('© 2024 Copyright held by the owner/author(s). https://doi.org/10.1145/1234567.7654321', 7);
  notice.line('This work is licensed under a Creative Commons Attribution 4.0 International License.', 6);
  right.paragraph(`${RIGHT_SENTENCES.join(' ')} Growers need a shared representation of seasons to compare them.`, {
    hyphenate: ['repre', 'sentation'],
  });
  right.paragraph('Our code is available at https://example.org/harvest-code Possibly, other growers will extend it to more fruits.');
  right.paragraph('Received 12 March 2024; accepted 3 May 2024; published 1 June 2024.', { size: 8 });
  pages.push({
    text: [
      ...furniture(1),
      { x: 120, y: 710, text: 'Comparing Fruit Harvests Across Regions', size: 20, bold: true },
      { x: 200, y: 680, text: 'Ada Lovelace and Alan Turing', size: 12 },
      { x: 150, y: 664, text: 'Department of Pomology, University of Fruitville, Fruitville', size: 9 },
      { x: 230, y: 652, text: 'ada@fruitville.example.org', size: 9 },
      { x: LEFT, y: 120, text: 'Proceedings of the Synthetic Harvest Conference 2024, pages 1-3', size: 7 },
      ...left.text,
      ...notice.text,
      ...right.text,
    ],
  });

  // Page 2: the method with a display equation on the left; a figure over its caption on the right.
  const method = new Column(LEFT, 720);
  method.heading('2 Method');
  method.paragraph(METHOD_TEXT.split('. ').slice(0, 1).join('. ') + '. The loss is');
  method.line('L = max(0, d(a, p) - d(a, n) + m)          (1)', 10, LEFT + 40);
  method.y -= 6;
  method.paragraph(METHOD_TEXT.split('. ').slice(1).join('. '));
  const figure = new Column(RIGHT, 470);
  figure.line('Figure 1: Accuracy of the synthetic model grows with', 9);
  figure.line('model size. Bars show means over five runs.', 9);
  figure.y -= 14;
  figure.heading('3 Results');
  figure.paragraph(RESULTS_TEXT);
  pages.push({
    text: [
      ...furniture(2),
      ...method.text,
      ...figure.text,
      { x: RIGHT + 4, y: 500, text: '0', size: 7 },
      { x: RIGHT + 4, y: 640, text: '100', size: 7 },
      { x: RIGHT + 60, y: 492, text: 'small', size: 7 },
      { x: RIGHT + 120, y: 492, text: 'medium', size: 7 },
      { x: RIGHT + 180, y: 492, text: 'large', size: 7 },
    ],
    rects: [
      { x: RIGHT + 60, y: 502, w: 30, h: 50, fill: '0.2 0.4 0.8' },
      { x: RIGHT + 120, y: 502, w: 30, h: 90, fill: '0.2 0.4 0.8' },
      { x: RIGHT + 180, y: 502, w: 30, h: 130, fill: '0.2 0.4 0.8' },
    ],
    lines: [
      [RIGHT + 25, 502, RIGHT + 230, 502],
      [RIGHT + 25, 502, RIGHT + 25, 645],
    ],
  });

  // Page 3: conclusion, acknowledgements, references.
  const end = new Column(LEFT, 720);
  end.heading('4 Conclusion');
  end.paragraph(CONCLUSION_TEXT);
  end.heading('Acknowledgements');
  end.paragraph('We thank the Fruitville growers association for funding this work and for sharing records.');
  end.heading('References');
  end.paragraph('[1] A. Grower. Orchard records of the northern valley. Journal of Pomology, 12(3):1-20, 2019.');
  end.paragraph('[2] B. Planter. Banana counts on the southern coast. Fruit Letters, 4:5-9, 2021.');
  pages.push({ text: [...furniture(3), ...end.text] });
  return layoutPdf(pages);
}
