import { postgresAvailable } from '@paperlight/db/testing';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactKeys, proofLevel, PROOF_TTL_MS } from '../src/routes/contact-limits';
import { CONTACT_GLOBAL_WINDOW_MS, TOO_MANY_REQUESTS } from '../src/routes/marketing';
import { fromVisitor, startApi, type ApiHarness } from './harness';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;

const body = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', companyName: 'Analytical Press', note: 'A demo, please.' };

/** What the contact form's browser code does with a challenge (the same library, the browser's PBKDF2). */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('contact limit keys', () => {
  it('counts an IPv4 /24 and an IPv6 /48 as one network, and an IPv6 /64 as one address', () => {
    expect(contactKeys('203.0.113.7')).toEqual({ client: '203.0.113.7', network: '203.0.113.0/24' });
    expect(contactKeys('::ffff:203.0.113.7')).toEqual({ client: '203.0.113.7', network: '203.0.113.0/24' });
    expect(contactKeys('2001:db8:a:b:1::5')).toEqual({ client: '2001:db8:a:b::/64', network: '2001:db8:a::/48' });
    expect(contactKeys('2001:0db8:000a:000b:ffff::9').client).toBe('2001:db8:a:b::/64');
  });

  it('asks for more work the further a network or everyone together is over the hour', () => {
    expect(proofLevel({ count: 19, limit: 20 }, { count: 199, limit: 200 })).toBe(0);
    expect(proofLevel({ count: 20, limit: 20 }, { count: 0, limit: 200 })).toBe(1);
    expect(proofLevel({ count: 0, limit: 20 }, { count: 450, limit: 200 })).toBe(2);
    expect(proofLevel({ count: 10_000, limit: 20 }, { count: 0, limit: 200 })).toBe(8);
  });
});

// Issue 33, finding 5: ~40 addresses × 5 requests filled the global cap of 200 an hour, and every
// new visitor then got 429 for up to an hour.
describe.each(dialects)('a contact flood over %s', (dialect) => {
  let api: ApiHarness;
  let clock = Date.parse('2026-03-01T12:00:00.000Z');
  beforeAll(async () => {
    api = await startApi(dialect, { now: () => clock });
  });
  afterAll(async () => {
    await api?.close();
  });
  const post = (address: string, extra: Record<string, unknown> = {}) =>
    fetch(`${api.url}/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromVisitor(address) },
      body: JSON.stringify({ ...body, ...extra }),
    });

  it('from 40 networks × 5 leaves a new visitor from another network able to contact sales, with a proof of work', async () => {
    for (let n = 0; n < 40; n++) {
      for (let i = 0; i < 5; i++) expect((await post(`198.18.${n}.10`)).status).toBe(201);
    }
    const first = await post('192.0.2.44');
    expect(first.status).toBe(429);
    const asked = (await first.json()) as { message: string; challenge: Challenge };
    expect(asked.message).toBe(TOO_MANY_REQUESTS);
    const proof = await solve(asked.challenge);
    expect((await post('192.0.2.44', { proof })).status).toBe(201);
    // One proof, one request: sent again it buys nothing.
    const replay = await post('192.0.2.44', { proof });
    expect(replay.status).toBe(429);
    expect(((await replay.json()) as { challenge?: unknown }).challenge).toBeDefined();
    // A forged or stale proof is not accepted either.
    expect((await post('192.0.2.45', { proof: Buffer.from('{"challenge":1}').toString('base64') })).status).toBe(429);
    const late = (await (await post('192.0.2.46')).json()) as { challenge: Challenge };
    const lateProof = await solve(late.challenge);
    clock += PROOF_TTL_MS + 1;
    expect((await post('192.0.2.46', { proof: lateProof })).status).toBe(429);
    // After the hour everyone's requests are taken as before.
    clock += CONTACT_GLOBAL_WINDOW_MS;
    expect((await post('192.0.2.47')).status).toBe(201);
  }, 120_000);

  it('from 40 addresses of one network stops that network, never another', async () => {
    clock += CONTACT_GLOBAL_WINDOW_MS;
    const statuses: number[] = [];
    for (let a = 0; a < 40; a++) {
      for (let i = 0; i < 5; i++) statuses.push((await post(`203.0.113.${a + 1}`)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(180);
    // A new visitor from another network is not asked for anything.
    expect((await post('198.51.100.9')).status).toBe(201);
    const stored = await api.testDb.database.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('network', '=', '203.0.113.0/24')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20);
  }, 120_000);
});
