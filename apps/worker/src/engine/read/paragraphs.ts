/** A page's lines as body text: headings told from prose, lost hyphens restored, lines joined into paragraphs, references split. */
import { isFurniture, removeEmails } from './furniture';
import type { Line } from './layout';
import { cleanNarrationText, countWords, joinHyphenated, tidySpacing } from './text';

export const REFERENCES_HEADING =
  /^(?:\d+\.?\s*|[IVX]+\.\s*)?(?:references?|bibliography|literature cited|works cited|references and notes|cited literature|reference list)\s*:?$/i;
export const BACK_MATTER_HEADING =
  /^(?:\d+\.?\s*)?(?:acknowledge?ments?|funding(?: sources?| information)?|competing interests?|conflicts? of interests?|declaration of (?:competing )?interests?|author(?:s'|’s|s)? contributions?|contributors|supporting information|supplementary (?:material|information|data)|abbreviations|data availability(?: statement)?|availability of data.*|ethics(?: approval)?.*|consent.*|authors'? information|additional files?|declarations|disclosures?|notes|role of the funding source|funding statement)\s*:?$/i;
export const ABSTRACT_LABEL = /^(abstract|summary)\b\s*[.:—–-]?\s*(.*)$/i;
export const KEYWORDS_LABEL = /^(key\s?words|index terms)\b/i;
const CAPTION_START = /^(?:fig\.?|figure|figs\.?|table|tab\.|scheme|chart)\s*[A-Z]?\d+/i;
const CAPTION = /^(?:fig\.?|figure|figs\.?|table|tab\.|scheme|chart)\s*[A-Z]?\d+[a-z]?\s*[.:|]/i;

export interface Classified extends Line {
  heading: boolean;
  body: boolean;
  /** Set for lines that are never narration: a caption, a figure's inside, a display equation. */
  role?: 'caption' | 'figure' | 'equation';
}

interface Paragraph {
  text: string;
  /** Page of its first line. */
  page: number;
  /** The share of its text before each later page it goes on to, and that page. */
  turns: { at: number; page: number }[];
}

export function isHeadingLine(line: Line, bodySize: number, bodyFont: string, lineWidth: number): boolean {
  const text = line.text.trim();
  if (text.length < 3 || text.length > 120) return false;
  const words = text.split(/\s+/);
  if (words.length > 14) return false;
  if (!/^[\p{Lu}\d]/u.test(text)) return false;
  if (/[,;]$/.test(text)) return false;
  const numbered = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.)\s+\p{Lu}/u.test(text);
  if (/\.$/.test(text) && !numbered && words.length > 3) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters / text.replace(/\s/g, '').length < 0.7) return false;
  if (!words.some((w) => /\p{L}{4,}/u.test(w))) return false;
  if (CAPTION_START.test(text)) return false;
  if (line.size >= bodySize * 1.12 && line.size <= bodySize * 2.2) return true;
  if (line.size < bodySize * 0.9) return false;
  const otherFont = line.font !== bodyFont;
  if (numbered && (otherFont || line.size >= bodySize * 1.05) && words.length <= 12) return true;
  // A line in another font is only a heading when it is also short: panels and italics fill the column.
  if (otherFont && words.length <= 10 && !/\.$/.test(text) && line.x1 - line.x0 < lineWidth * 0.8) return true;
  const caps = text.replace(/[^\p{L}]/gu, '');
  return caps.length >= 4 && caps === caps.toUpperCase() && words.length <= 8 && /^[\p{Lu}\d\s.:&,-]+$/u.test(text);
}

export function buildVocabulary(lines: Line[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const line of lines) {
    for (const word of line.text.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []) vocabulary.add(word);
  }
  return vocabulary;
}

/**
 * pdf.js drops soft hyphens (U+00AD, which Elsevier sets for every hyphen) without a trace:
 * 'perfor' / 'ming' at a line end. The line stops short of its column's edge by about a hyphen,
 * and the joined word is one the paper uses elsewhere.
 */
function lostHyphen(previous: Line, line: Line, right: number, vocabulary: Set<string>): boolean {
  if (previous.page !== line.page || previous.column !== line.column) return false;
  const shortBy = right - previous.x1;
  if (shortBy < previous.size * 0.12 || shortBy > previous.size * 0.7) return false;
  const head = /(\p{L}+)$/u.exec(previous.text)?.[1];
  const tail = /^(\p{Ll}+)/u.exec(line.text)?.[1];
  if (!head || !tail) return false;
  return vocabulary.has((head + tail).toLowerCase());
}

/** Inside a line, a dropped soft hyphen leaves a space: 'sub Saharan' where the paper prints 'sub-Saharan' elsewhere. */
function restoreHyphens(text: string, vocabulary: Set<string>): string {
  return text.replace(/(?<=(\p{L}+)) (?=(\p{L}+))/gu, (space, a: string, b: string) =>
    vocabulary.has(`${a}-${b}`.toLowerCase()) ? '-' : space,
  );
}

/** Joins lines into paragraphs: breaks at vertical gaps, first-line indents and short last lines. */
export function toParagraphs(lines: Classified[], vocabulary: Set<string>): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current = '';
  let currentPage = 0;
  let turns: { chars: number; page: number }[] = [];
  let previous: Classified | null = null;
  const close = () => {
    const length = Math.max(current.length, 1);
    paragraphs.push({ text: current, page: currentPage, turns: turns.map((t) => ({ at: t.chars / length, page: t.page })) });
    turns = [];
  };
  const columnRight = new Map<string, number>();
  for (const l of lines) {
    const key = `${l.page}:${l.column}`;
    columnRight.set(key, Math.max(columnRight.get(key) ?? 0, l.x1));
  }
  for (const line of lines) {
    let breakHere = false;
    if (previous && previous.page === line.page && previous.column === line.column) {
      const gap = previous.y - line.y;
      if (gap > line.size * 1.9 || gap < 0) breakHere = true;
      if (line.x0 > previous.x0 + line.size * 0.7 && line.x0 - previous.x0 < line.size * 4) breakHere = true;
      const right = columnRight.get(`${line.page}:${line.column}`) ?? previous.x1;
      if (/[.!?:]["”’)]?$/.test(previous.text) && previous.x1 < right - line.size * 2.5) breakHere = true;
    } else if (previous && /[.!?]["”’)]?$/.test(previous.text) && /^\p{Lu}/u.test(line.text)) {
      // Across columns or pages a paragraph usually continues unless the sentence ended.
      const right = columnRight.get(`${previous.page}:${previous.column}`) ?? previous.x1;
      if (previous.x1 < right - line.size * 2.5) breakHere = true;
    }
    if (breakHere && current) {
      close();
      current = '';
    }
    if (!current) currentPage = line.page;
    else if (line.page !== (turns[turns.length - 1]?.page ?? currentPage)) turns.push({ chars: current.length, page: line.page });
    if (!current) current = line.text;
    else if (/[\p{L}]-$/u.test(current)) current = joinHyphenated(current, line.text, vocabulary);
    else if (previous && lostHyphen(previous, line, columnRight.get(`${previous.page}:${previous.column}`) ?? previous.x1, vocabulary))
      current += line.text;
    else current = `${current} ${line.text}`;
    previous = line;
  }
  if (current) close();
  return paragraphs
    .map((p) => ({ ...p, text: restoreHyphens(tidySpacing(p.text), vocabulary) }))
    .filter((p) => !CAPTION.test(p.text) && !isFurniture(p.text))
    .map((p) => ({ ...p, text: cleanNarrationText(removeEmails(p.text)) }))
    .filter((p) => {
      const chars = p.text.replace(/\s/g, '').length;
      const letters = (p.text.match(/\p{L}/gu) ?? []).length;
      return countWords(p.text) >= 4 && letters / Math.max(chars, 1) > 0.6;
    });
}

export function splitReferences(lines: Line[], vocabulary: Set<string>): string[] {
  const entries: string[] = [];
  let current = '';
  let currentX = 0;
  for (const line of lines) {
    const starts = /^(?:\[\d+\]|\d{1,3}\.\s|\d{1,3}\s+\p{Lu}|\[?\d{1,3}[\].]?$)/u.test(line.text);
    const hanging = /\.$/.test(current) && /^\p{Lu}/u.test(line.text) && line.x0 < currentX - 3;
    if (current && (starts || hanging)) {
      entries.push(current);
      current = '';
    }
    if (!current) currentX = line.x0;
    current = current
      ? /[\p{L}]-$/u.test(current)
        ? joinHyphenated(current, line.text, vocabulary)
        : `${current} ${line.text}`
      : line.text;
  }
  if (current) entries.push(current);
  return entries.map((e) => tidySpacing(e)).filter((e) => e.length > 10);
}
