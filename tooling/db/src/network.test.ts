import { describe, expect, it } from 'vitest';
import { parseEmbedOrigins } from './network';

describe('parseEmbedOrigins', () => {
  it('reads origins separated by commas or spaces, once each, with a trailing slash allowed', () => {
    expect(parseEmbedOrigins('https://a.example, http://localhost:5173  https://a.example/')).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    expect(parseEmbedOrigins(undefined)).toEqual([]);
    expect(parseEmbedOrigins('  ')).toEqual([]);
  });

  it.each(['*', 'journal.example.org', 'https://a.example/embed', 'ftp://a.example', 'https://*.example.org'])('refuses %j', (value) => {
    expect(() => parseEmbedOrigins(value)).toThrow(/EMBED_ORIGINS takes origins/);
  });
});
