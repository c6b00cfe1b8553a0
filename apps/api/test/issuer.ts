import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface TestIssuer {
  /** Serves `/.well-known/jwks.json`; use as the api's `ssoUrl` (and so the token issuer). */
  url: string;
  jwksUrl: string;
  /** How often the JWKS was fetched: the api must cache it. */
  jwksRequests(): number;
  /** Signs an access token like the sso does; `options` bend it for negative tests. */
  sign(claims: JWTPayload, options?: { expiresIn?: string | number; audience?: string; issuer?: string; kid?: string }): Promise<string>;
  close(): Promise<void>;
}

/** A stand-in for apps/sso's signing side: an ES256 key pair and a JWKS endpoint on port 0. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'ES256', use: 'sig' };
  let requests = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      requests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    jwksUrl: `${url}/.well-known/jwks.json`,
    jwksRequests: () => requests,
    sign(claims, options = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? jwk.kid })
        .setIssuer(options.issuer ?? url)
        .setAudience(options.audience ?? 'paperlight')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '15m')
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
