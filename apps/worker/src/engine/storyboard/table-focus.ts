/**
 * The rows of a table a slide talks about (issue 30, item 3: a slide about a table shows the rows it
 * talks about large enough to read). A row is named by its numbers ('80.0', '11.46') and by its
 * label's words ('SPECTER', 'L-tryptophan'); the film shows the table's header, then those rows at
 * reading size, highlighted (render/figure-plan.ts legibleImage).
 */
import { contentTokens } from '../read/text';
import type { TableRow, VisualElement } from '../types';

/** Decimal numbers as the narration or a cell prints them: '80.0', '11.46', '0.55' ('−0.55' counts as '0.55'). */
const numbersOf = (text: string): string[] => text.replace(/(\d)·(\d)/g, '$1.$2').match(/\d+(?:\.\d+)?/g) ?? [];

/** A data row: at least two numbers of its own, outside brackets (a column head's '(n=3 821 691)' is not data). */
const isDataRow = (row: TableRow) => numbersOf(row.text.replace(/\([^)]*\)/g, ' ')).length >= 2;

/** A row's name as the storyboard says it: the words before its first number ('No hard negatives'). */
export function rowName(row: TableRow): string {
  return row.text
    .split(/\s[−+-]?\d/)[0]!
    .trim()
    .slice(0, 60);
}

export interface TableFocus {
  focus: NonNullable<VisualElement['focus']>;
  /** The names of the rows in focus, for the storyboard's description. */
  names: string[];
}

/**
 * The rows the sentences name, or null when they name none: a row scores three for each of its
 * numbers the sentences say (a year or a one-digit count alone does not count) and one for each word
 * of its label they use; the best row needs three, and rows within 60 % of it join it.
 */
export function tableFocus(rows: readonly TableRow[] | undefined, sentences: readonly string[]): TableFocus | null {
  if (!rows || rows.length < 3) return null;
  const firstData = rows.findIndex(isDataRow);
  if (firstData < 0) return null;
  const said = sentences.join(' ');
  const saidNumbers = new Set(numbersOf(said).filter((n) => n.includes('.') || (n.length >= 2 && n.length !== 4)));
  const saidWords = new Set(contentTokens(said));
  const scored = rows.slice(firstData).map((row) => {
    const numbers = new Set(numbersOf(row.text));
    const words = new Set(contentTokens(rowName(row)));
    let score = 0;
    for (const n of numbers) if (saidNumbers.has(n)) score += 3;
    for (const w of words) if (saidWords.has(w)) score += 1;
    return { row, score };
  });
  const best = Math.max(...scored.map((s) => s.score));
  if (best < 3) return null;
  const chosen = scored.filter((s) => s.score >= Math.max(3, best * 0.6)).map((s) => s.row);
  const names = chosen.map(rowName).filter(Boolean);
  // A row whose label wraps goes on in the line under it, set closer than the table's rows are to each other.
  const pitches = rows
    .slice(firstData + 1)
    .map((row, i) => row.y - rows[firstData + i]!.y)
    .sort((a, b) => a - b);
  const pitch = pitches[Math.floor(pitches.length / 2)] ?? 0;
  for (const row of [...chosen]) {
    let at = rows.indexOf(row);
    while (rows[at + 1] && numbersOf(rows[at + 1]!.text).length === 0 && rows[at + 1]!.y - rows[at]!.y < pitch * 0.85)
      chosen.push(rows[++at]!);
  }
  return {
    focus: {
      header: rows[firstData]!.y,
      top: Math.min(...chosen.map((r) => r.y)),
      bottom: Math.max(...chosen.map((r) => r.y + r.height)),
    },
    names,
  };
}
