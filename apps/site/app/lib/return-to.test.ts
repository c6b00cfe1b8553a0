import { describe, expect, it } from 'vitest';
import { sanitizeReturnTo, signInDestination } from './return-to';

describe('sanitizeReturnTo', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(sanitizeReturnTo('/dashboard')).toBe('/dashboard');
    expect(sanitizeReturnTo('/administration/users?page=2#top')).toBe('/administration/users?page=2#top');
  });

  describe('given a value that would leave the site', () => {
    it.each([
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
      'dashboard',
      '',
    ])('falls back for %j', (value) => {
      expect(sanitizeReturnTo(value)).toBe('/');
    });
  });

  it('falls back for missing values and uses the given fallback', () => {
    expect(sanitizeReturnTo(null)).toBe('/');
    expect(sanitizeReturnTo(undefined, '/dashboard')).toBe('/dashboard');
  });

  it('refuses the auth routes so sign-in cannot loop', () => {
    expect(sanitizeReturnTo('/auth/login?returnTo=/x')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(sanitizeReturnTo('/a/../../dashboard')).toBe('/dashboard');
  });
});

describe('signInDestination', () => {
  it('brings the user back where they were going', () => {
    expect(signInDestination('/paper-remix/p1')).toBe('/paper-remix/p1');
    expect(signInDestination('/tools/paper-remix?x=1')).toBe('/tools/paper-remix?x=1');
  });

  it('lands on the dashboard, never the marketing home, when there was nowhere to go', () => {
    expect(signInDestination(null)).toBe('/dashboard');
    expect(signInDestination('')).toBe('/dashboard');
    expect(signInDestination('/')).toBe('/dashboard');
    expect(signInDestination('/#tools-showcase')).toBe('/dashboard');
    expect(signInDestination('https://evil.example/')).toBe('/dashboard');
    expect(signInDestination('/auth/login')).toBe('/dashboard');
  });
});
