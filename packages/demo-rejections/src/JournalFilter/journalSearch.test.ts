import { describe, expect, it } from 'vitest';
import { MESSAGE_NO_MATCH, MESSAGE_TOO_SHORT, searchJournals } from './journalSearch';

const journals = ['Aquatic Genomics', 'Bluestem Cell Reports', 'Meridian Journal of Cell Science'];

describe('searchJournals', () => {
  it('asks for 3 characters first, spaces not counted', () => {
    expect(searchJournals(journals, '')).toEqual({ message: MESSAGE_TOO_SHORT });
    expect(searchJournals(journals, ' ce ')).toEqual({ message: MESSAGE_TOO_SHORT });
  });
  it('matches any part of a title, ignoring case', () => {
    expect(searchJournals(journals, 'CELL')).toEqual({ matches: ['Bluestem Cell Reports', 'Meridian Journal of Cell Science'] });
  });
  it('says so when nothing matches', () => {
    expect(searchJournals(journals, 'xyz')).toEqual({ message: MESSAGE_NO_MATCH });
  });
});
