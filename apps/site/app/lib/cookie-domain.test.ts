import { describe, expect, it } from 'vitest';
import { deviceCookieDomain } from './cookie-domain';

describe('deviceCookieDomain', () => {
  describe('given a sub-domain of a registrable domain', () => {
    it('returns the parent domain', () => {
      expect(deviceCookieDomain('www.paperlight.com')).toBe('paperlight.com');
      expect(deviceCookieDomain('app.eu.paperlight.com')).toBe('paperlight.com');
    });

    it('keeps three labels under a multi-label public suffix', () => {
      expect(deviceCookieDomain('www.paperlight.co.uk')).toBe('paperlight.co.uk');
    });
  });

  it('returns the domain itself for an apex domain', () => {
    expect(deviceCookieDomain('paperlight.com')).toBe('paperlight.com');
  });

  describe('given a host where a Domain attribute would be rejected', () => {
    it.each(['localhost', 'app.localhost', '127.0.0.1', '10.0.0.12', '[::1]', '::1', 'intranet', 'co.uk'])(
      'returns undefined for %s',
      (host) => {
        expect(deviceCookieDomain(host)).toBeUndefined();
      },
    );
  });

  it('ignores case and a trailing dot', () => {
    expect(deviceCookieDomain('WWW.Paperlight.COM.')).toBe('paperlight.com');
  });
});
