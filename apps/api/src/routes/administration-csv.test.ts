import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { csvCell, hiddenColumnsField, toCsv, viewCsv, type CsvColumn } from './administration-csv';

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

describe('viewCsv', () => {
  type Person = { first: string; last: string; email: string; city: string };
  const columns: CsvColumn<Person>[] = [
    { table: 'name', header: 'First name', value: (p) => p.first },
    { table: 'name', header: 'Last name', value: (p) => p.last },
    { table: 'email', header: 'Email', value: (p) => p.email },
    { table: 'city', header: 'City', value: (p) => p.city },
  ];
  const people = [{ first: 'Zoë', last: '=cmd', email: 'zoe@x.test', city: 'Besançon' }];

  it('writes every column when nothing is hidden', () => {
    expect(viewCsv(columns, people)).toBe("\uFEFFFirst name,Last name,Email,City\r\nZoë,'=cmd,zoe@x.test,Besançon\r\n");
  });

  it('leaves out the columns of a hidden table column, and ignores ids it does not know', () => {
    expect(viewCsv(columns, people, ['email', 'nosuch'])).toBe("\uFEFFFirst name,Last name,City\r\nZoë,'=cmd,Besançon\r\n");
  });

  it('keeps the column naming the row, and everything rather than nothing', () => {
    expect(viewCsv(columns, people, ['name', 'city'], ['name'])).toBe("\uFEFFFirst name,Last name,Email\r\nZoë,'=cmd,zoe@x.test\r\n");
    expect(viewCsv(columns, people, ['name', 'email', 'city'])).toBe(viewCsv(columns, people));
  });
});

describe('hiddenColumnsField', () => {
  const parse = (value: unknown) => v.safeParse(v.object({ hidden: hiddenColumnsField }), value === undefined ? {} : { hidden: value });
  it('reads comma-separated column ids, none by default', () => {
    expect(parse('email, lastSignInAt,,').output).toEqual({ hidden: ['email', 'lastSignInAt'] });
    expect(parse(undefined).output).toEqual({ hidden: [] });
  });
  it('refuses anything that is not a column id', () => {
    expect(parse('email,<script>').success).toBe(false);
    expect(parse(['email', 'role']).success).toBe(false);
  });
});
