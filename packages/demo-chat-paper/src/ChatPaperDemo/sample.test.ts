import { describe, expect, it } from 'vitest';
import { sample, sampleData } from '../test/fixtures';
import { answerParts, messagesOf, parseQuotes, toSample } from './sample';

describe('parseQuotes', () => {
  it('keeps well-formed quotes with their page and rectangles', () => {
    expect(
      parseQuotes([{ id: 2, text: 'A passage', coordinates: { pageNumber: 4, rects: [{ x: 1, y: 2, width: 3, height: 4 }] } }]),
    ).toEqual([{ id: '2', text: 'A passage', coordinates: { pageNumber: 4, rects: [{ x: 1, y: 2, width: 3, height: 4 }] } }]);
  });

  it('drops quotes that cannot be shown', () => {
    expect(
      parseQuotes([
        { id: 1, text: 'no coordinates' },
        { id: 2, coordinates: { pageNumber: 0, rects: [{ x: 1, y: 2, width: 3, height: 4 }] } },
        { id: 3, coordinates: { pageNumber: 2, rects: [{ x: '1', y: 2, width: 3, height: 4 }] } },
        null,
      ]),
    ).toEqual([]);
    expect(parseQuotes(undefined)).toEqual([]);
  });
});

describe('toSample', () => {
  it('reads the response data with its credit and quotes', () => {
    expect(sample.pdf).toBe(sampleData.pdf);
    expect(sample.source?.licence).toBe('CC BY 4.0');
    expect(sample.questions.map((q) => q.id)).toEqual(['medicine-1', 'medicine-2', 'medicine-3']);
    expect(sample.questions[1]?.quotes).toHaveLength(2);
  });

  it('treats an empty pdf as missing', () => {
    expect(toSample({ ...sampleData, pdf: '' }).pdf).toBeNull();
    expect(toSample({ ...sampleData, pdf: null }).pdf).toBeNull();
  });
});

describe('messagesOf', () => {
  it('builds the user and assistant messages with the visible part of the answer', () => {
    const question = sample.questions[0]!;
    const [user, assistant] = messagesOf(question, 4);
    expect(user).toEqual({ role: 'user', content: question.question });
    expect(assistant.role).toBe('assistant');
    expect(assistant.content).toBe('Four');
    expect(assistant.quotesElements).toBe(question.quotes);
  });
});

describe('answerParts', () => {
  const quotes = sample.questions[1]!.quotes;

  it('turns [n] into citations of quote n', () => {
    const parts = answerParts('Women [1], men [2].', quotes);
    expect(parts.map((p) => (p.kind === 'text' ? p.text : `<${p.label}>`))).toEqual(['Women ', '<1>', ', men ', '<2>', '.']);
  });

  it('holds back a marker cut by the stream', () => {
    expect(answerParts('Women [', quotes)).toEqual([{ kind: 'text', text: 'Women ' }]);
    expect(answerParts('Women [1', quotes)).toEqual([{ kind: 'text', text: 'Women ' }]);
  });

  it('leaves brackets that name no quote as text', () => {
    expect(answerParts('CI [95% CI 1–2] and [7].', quotes)).toEqual([{ kind: 'text', text: 'CI [95% CI 1–2] and [7].' }]);
  });
});
