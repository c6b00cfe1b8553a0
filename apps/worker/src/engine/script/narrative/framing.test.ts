import { describe, expect, it } from 'vitest';
import { authorPhrase } from './framing';

describe('authorPhrase', () => {
  it('names people by their surname, and more than two as the first and colleagues', () => {
    expect(authorPhrase(['Arman Cohan'], null)).toBe('Cohan');
    expect(authorPhrase(['Nina Brooks', 'Grant Miller'], null)).toBe('Brooks and Miller');
    expect(authorPhrase(['Nina Brooks', 'Eran Bendavid', 'Grant Miller'], null)).toBe('Brooks and colleagues');
    expect(authorPhrase([], null)).toBe('the authors');
  });

  it('says a group that signs the paper whole, never by its last word', () => {
    expect(authorPhrase(['Paperlight Research'], null)).toBe('Paperlight Research');
    expect(authorPhrase(['GBD 2019 Collaborators', 'Jane Doe'], null)).toBe('GBD 2019 Collaborators and Doe');
  });
});
