import { describe, expect, it } from 'vitest';
import { isDeviceId, readCookie, serializeDeviceCookie } from './device-id';

const id = '0b8e6c1a-3f9d-4a6b-8c2d-5e7f9a1b3c4d';

describe('serializeDeviceCookie', () => {
  it('sets a one-year, Lax, site-wide cookie', () => {
    const cookie = serializeDeviceCookie(id, 'http://localhost:3400');
    expect(cookie).toContain(`device-id=${id}`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  describe('given localhost or an IP', () => {
    it('leaves the Domain attribute out', () => {
      expect(serializeDeviceCookie(id, 'http://localhost:3400')).not.toContain('Domain=');
      expect(serializeDeviceCookie(id, 'http://127.0.0.1:3400')).not.toContain('Domain=');
    });

    it('is not Secure over http', () => {
      expect(serializeDeviceCookie(id, 'http://localhost:3400')).not.toContain('Secure');
    });
  });

  describe('given a public host', () => {
    it('scopes the cookie to the registrable parent domain, Secure over https', () => {
      const cookie = serializeDeviceCookie(id, 'https://www.paperlight.com');
      expect(cookie).toContain('Domain=paperlight.com');
      expect(cookie).toContain('Secure');
    });
  });
});

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie(`a=1; device-id=${id}; __session=xyz`, 'device-id')).toBe(id);
    expect(readCookie('a=1', 'device-id')).toBeUndefined();
    expect(readCookie(null, 'device-id')).toBeUndefined();
  });
});

describe('isDeviceId', () => {
  it('accepts a v4 uuid only', () => {
    expect(isDeviceId(id)).toBe(true);
    expect(isDeviceId('not-a-uuid')).toBe(false);
    expect(isDeviceId('0b8e6c1a-3f9d-1a6b-8c2d-5e7f9a1b3c4d')).toBe(false);
  });
});
