import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../src/auth';
import { startTestIssuer, type TestIssuer } from './issuer';

describe('the verified-token cache, keyed by signature (decision 0203)', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await startTestIssuer();
  });
  afterAll(() => issuer.close());

  it('answers a token verified before from memory, and nothing for another token with its signature', async () => {
    const verifier = createTokenVerifier({ jwksUrl: issuer.jwksUrl, issuer: issuer.url });
    const token = await issuer.sign({ sub: 'ada', name: 'Ada' });
    expect(verifier.verified(token)).toBeUndefined();
    expect((await verifier.verify(token)).sub).toBe('ada');
    expect(verifier.verified(token)?.sub).toBe('ada');

    // Another payload under the first token's signature: never a hit, and refused when verified.
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'eve', iss: issuer.url, aud: 'paperlight', exp: 4e9 })).toString('base64url')}.${signature}`;
    expect(verifier.verified(forged)).toBeUndefined();
    await expect(verifier.verify(forged)).rejects.toMatchObject({ statusCode: 401 });
    // And the first token is still remembered.
    expect(verifier.verified(token)?.sub).toBe('ada');
  });
});
