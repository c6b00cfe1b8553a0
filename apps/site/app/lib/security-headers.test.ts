import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, securityHeaders } from './security-headers';

const env = { SITE_URL: 'http://localhost:3000', API_URL: 'http://localhost:4000', SSO_URL: 'http://localhost:4100' };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('createNonce', () => {
  it('returns 128 random bits, different every time', () => {
    const first = createNonce();
    expect(atob(first)).toHaveLength(16);
    expect(createNonce()).not.toBe(first);
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only with the nonce of this response', () => {
    const csp = directives(buildContentSecurityPolicy('abc123', env));
    expect(csp.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the browser talk to the api over http and websockets, and to the sso', () => {
    const csp = directives(
      buildContentSecurityPolicy('n', { ...env, API_URL: 'https://api.paperlight.example/v1', SSO_URL: 'https://sso.paperlight.example' }),
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.paperlight.example',
      'wss://api.paperlight.example',
      'https://sso.paperlight.example',
    ]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://sso.paperlight.example']);
  });

  it('loads the hero video and its poster from the content-delivery origin', () => {
    const csp = directives(buildContentSecurityPolicy('n', { ...env, HERO_VIDEO_URL: 'https://cdn.paperlight.example/hero/intro.mp4' }));
    expect(csp.get('media-src')).toContain('https://cdn.paperlight.example');
    expect(csp.get('img-src')).toContain('https://cdn.paperlight.example');
  });

  it('forbids framing and foreign base URLs', () => {
    const csp = directives(buildContentSecurityPolicy('n', env));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets any site frame an embed page, and only an embed page', () => {
    expect(directives(buildContentSecurityPolicy('n', { ...env, embeddable: true })).get('frame-ancestors')).toEqual(['*']);
    expect(securityHeaders('n', { ...env, embeddable: true })['X-Frame-Options']).toBeUndefined();
    expect(securityHeaders('n', env)['X-Frame-Options']).toBe('DENY');
  });

  it('ignores a malformed video URL instead of emitting a broken source', () => {
    const csp = buildContentSecurityPolicy('n', { ...env, HERO_VIDEO_URL: 'not a url' });
    expect(csp).not.toContain('not a url');
  });

  it('opens the dev server’s HMR socket only in development', () => {
    expect(directives(buildContentSecurityPolicy('n', env)).get('connect-src')).not.toContain('ws:');
    expect(directives(buildContentSecurityPolicy('n', { ...env, dev: true })).get('connect-src')).toContain('ws:');
  });
});

describe('securityHeaders', () => {
  it('sets nosniff, the referrer policy and a permissions policy', () => {
    const headers = securityHeaders('n', env);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  describe('given a site served over plain http', () => {
    it('sends no HSTS, which would lock browsers out of localhost', () => {
      expect(securityHeaders('n', env)['Strict-Transport-Security']).toBeUndefined();
    });
  });

  describe('given a site served over https', () => {
    it('sends HSTS and upgrades insecure requests', () => {
      const headers = securityHeaders('n', { ...env, SITE_URL: 'https://paperlight.example' });
      expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
      expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    });
  });
});
