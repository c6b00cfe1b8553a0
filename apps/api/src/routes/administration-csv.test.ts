import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './administration-csv';

describe('csvCell', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx'])('escapes %j, which a spreadsheet would run', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['1', '=x']])).toBe("\uFEFFa,b\r\n1,'=x\r\n");
  });

  it('starts with the UTF-8 byte order mark, so spreadsheets keep accents', () => {
    const bytes = Buffer.from(toCsv(['Name'], [['Zoë Brontë']]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Zoë Brontë');
  });
});
