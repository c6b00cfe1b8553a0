import { describe, expect, it } from 'vitest';
import { citedIds, parseCitations, stripCitations } from './citations';

const A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const B = '0F1E2D3C4B5A69788796A5B4C3D2E1F0';

describe('parseCitations', () => {
  it('splits text and a single-id citation', () => {
    expect(parseCitations(`Rare [${A}].`)).toEqual([
      { kind: 'text', text: 'Rare ' },
      { kind: 'citation', ids: [A] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads several comma-separated ids, with or without spaces, lower-cased', () => {
    expect(parseCitations(`[${A},${B}] and [ ${B} , ${A} ]`)).toEqual([
      { kind: 'citation', ids: [A, B.toLowerCase()] },
      { kind: 'text', text: ' and ' },
      { kind: 'citation', ids: [B.toLowerCase(), A] },
    ]);
  });

  it('leaves brackets that are not citations as text', () => {
    const text = `See [1], [abc], [${A.slice(0, 31)}], [${A}x] and [${A}, note].`;
    expect(parseCitations(text)).toEqual([{ kind: 'text', text }]);
  });

  it('keeps an empty text empty', () => {
    expect(parseCitations('')).toEqual([]);
  });
});

describe('citedIds', () => {
  it('lists ids in order of first appearance without repeats', () => {
    expect(citedIds(`x [${B}] y [${A}, ${B}] z [${A}]`)).toEqual([B.toLowerCase(), A]);
  });
});

describe('stripCitations', () => {
  it('removes citations and the space before punctuation', () => {
    expect(stripCitations(`Rare [${A}]. Common [${A}, ${B}] too`)).toBe('Rare. Common too');
  });
});
