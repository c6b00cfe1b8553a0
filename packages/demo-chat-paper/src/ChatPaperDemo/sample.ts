import type { ChatWithPaperSampleResponse } from '@paperlight/api-client';
import type { PdfRect } from '@paperlight/pdf-viewer';

/** Where a quote sits in the PDF: its page and one rectangle per line, in PDF user space. */
export interface QuoteCoordinates {
  pageNumber: number;
  rects: PdfRect[];
}

/** A passage of the paper an answer relies on (decision 0013). */
export interface ChatQuote {
  id: string;
  text: string;
  coordinates: QuoteCoordinates;
}

/** A canned question of the General tab with its answer. */
export interface ChatQuestion {
  id: string;
  question: string;
  /** The answer; `[n]` cites the quote whose id is n. */
  result: string;
  quotes: ChatQuote[];
}

/** Credit for the sample paper, shown under the PDF. */
export interface PaperSource {
  authors?: string;
  venue?: string;
  doi?: string;
  licence?: string;
  licenceUrl?: string;
}

export interface ChatPaperSample {
  pdf: string | null;
  title: string;
  source: PaperSource | null;
  questions: ChatQuestion[];
}

/** A message of the conversation (SPEC §3: role, content, quotesElements with coordinates). */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  quotesElements?: ChatQuote[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseRect(value: unknown): PdfRect | null {
  if (!isRecord(value)) return null;
  const { x, y, width, height } = value;
  if (![x, y, width, height].every(isFiniteNumber)) return null;
  return { x: x as number, y: y as number, width: width as number, height: height as number };
}

/** The well-formed quotes of a result (a quote without a page or any rectangle cannot be shown). */
export function parseQuotes(value: unknown): ChatQuote[] {
  if (!Array.isArray(value)) return [];
  const quotes: ChatQuote[] = [];
  value.forEach((entry, index) => {
    if (!isRecord(entry) || !isRecord(entry.coordinates)) return;
    const { pageNumber, rects } = entry.coordinates;
    if (!isFiniteNumber(pageNumber) || pageNumber < 1 || !Array.isArray(rects)) return;
    const parsed = rects.map(parseRect).filter((rect): rect is PdfRect => rect !== null);
    if (parsed.length === 0) return;
    const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? String(entry.id) : String(index + 1);
    quotes.push({
      id,
      text: typeof entry.text === 'string' ? entry.text : '',
      coordinates: { pageNumber: Math.floor(pageNumber), rects: parsed },
    });
  });
  return quotes;
}

function parseSource(value: unknown): PaperSource | null {
  if (!isRecord(value)) return null;
  const source: PaperSource = {};
  for (const key of ['authors', 'venue', 'doi', 'licence', 'licenceUrl'] as const) {
    if (typeof value[key] === 'string' && value[key]) source[key] = value[key];
  }
  return Object.keys(source).length > 0 ? source : null;
}

/** The sample as the screen uses it, from the validated response of `GET /chat-with-pdf/sample/{id}`. */
export function toSample(data: ChatWithPaperSampleResponse['data']): ChatPaperSample {
  const extra = data as Record<string, unknown>;
  return {
    pdf: data.pdf ? data.pdf : null,
    title: data.title,
    source: parseSource(extra.source),
    questions: data.results.map((result) => ({
      id: String(result.id),
      question: result.question,
      result: result.result,
      quotes: parseQuotes((result as Record<string, unknown>).quotesElements),
    })),
  };
}

/** The two messages of an asked question, with `shown` characters of the answer typed out. */
export function messagesOf(question: ChatQuestion, shown: number): [ChatMessage, ChatMessage] {
  return [
    { role: 'user', content: question.question },
    { role: 'assistant', content: question.result.slice(0, shown), quotesElements: question.quotes },
  ];
}

export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; quote: ChatQuote; label: string };

/**
 * Splits an answer into text and citations (`[n]` naming a quote id). A marker cut by the stream
 * (`[1` at the end) is held back until it is complete; `[n]` naming no quote stays text.
 */
export function answerParts(content: string, quotes: readonly ChatQuote[]): AnswerPart[] {
  const visible = content.replace(/\[\d*$/, '');
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of visible.matchAll(/\[(\d+)\]/g)) {
    const quote = quotes.find((q) => q.id === match[1]);
    if (!quote) continue;
    if (match.index > last) parts.push({ kind: 'text', text: visible.slice(last, match.index) });
    parts.push({ kind: 'cite', quote, label: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < visible.length) parts.push({ kind: 'text', text: visible.slice(last) });
  return parts;
}
