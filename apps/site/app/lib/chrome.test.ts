import { describe, expect, it } from 'vitest';
import { chromeOf } from './chrome';

describe('chromeOf', () => {
  it('is the site frame unless a matched route asks for another', () => {
    expect(chromeOf([])).toBe('site');
    expect(chromeOf([{ handle: undefined }, { handle: { stylesheets: () => [] } }])).toBe('site');
  });
  it('takes the deepest route that names one, and ignores names it does not know', () => {
    expect(chromeOf([{ handle: { chrome: 'app' } }, { handle: { chrome: 'bare' } }])).toBe('bare');
    expect(chromeOf([{ handle: { chrome: 'bare' } }, { handle: {} }])).toBe('bare');
    expect(chromeOf([{ handle: { chrome: 'poster' } }])).toBe('site');
  });
});
