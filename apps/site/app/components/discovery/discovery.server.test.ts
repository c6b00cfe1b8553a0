import type { SessionUser } from '@paperlight/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSource, sourceIdOf } from './discovery.server';

const ID = '0123456789abcdef0123456789abcdef';
const guest: SessionUser = {
  id: 'guest:d',
  name: 'Guest',
  email: '',
  accessToken: 'guest-token',
  refreshToken: '',
  isGuest: true,
  isAdmin: false,
  isSales: false,
  isToolAdmin: false,
  deviceId: '5d3f0a4e-8c1b-4d7e-9a2f-1b6c3e8d9f00',
  isFreeTrailActive: null,
  trialEndDate: null,
};
const source = {
  dyson_id: ID,
  title: 'Do Leaders Matter?',
  doi: '10.1093/qje/120.3.835',
  pubDate: '2005-08',
  year: 2005,
  authors: [{ full_name: 'Benjamin F. Jones' }],
  abstract: 'Leaders matter.',
};

afterEach(() => vi.unstubAllGlobals());

describe('sourceIdOf', () => {
  it('reads the 32-hex id at the end of the slug', () => {
    expect(sourceIdOf(`do-leaders-matter-${ID.toUpperCase()}`)).toBe(ID);
    expect(sourceIdOf(ID)).toBe(ID);
  });
  it('refuses slugs without a whole id', () => {
    expect(sourceIdOf('do-leaders-matter')).toBeNull();
    expect(sourceIdOf(`x${ID}`)).toBeNull();
    expect(sourceIdOf(`${ID}-more`)).toBeNull();
  });
});

describe('findSource', () => {
  it('finds a source in the samples, asking as the guest, and lists the questions citing it', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.endsWith('/generative-research/sample/leader-death-economy')) {
        return Response.json({
          statusCode: 200,
          data: { question: 'Q?', summary: `x [${ID}]`, related_questions: [], summary_references: { [ID]: source } },
        });
      }
      return Response.json({ statusCode: 200, data: { summary: '', related_questions: [], summary_references: {} } });
    });
    vi.stubGlobal('fetch', fetch);
    const found = await findSource(ID, guest);
    expect(found?.source.title).toBe('Do Leaders Matter?');
    expect(found?.citedIn).toEqual([{ sampleId: 'leader-death-economy', question: 'Q?' }]);
    expect(found?.path).toBe(`/discovery/do-leaders-matter-${ID}`);
    const init = fetch.mock.calls[0]?.[1] as { headers: Record<string, string> };
    expect(init.headers).toMatchObject({ authorization: 'Bearer guest-token', 'x-device-id': guest.deviceId });
  });

  it('answers null for an unknown source and treats missing samples as empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Sample not found', statusCode: 404 }, { status: 404 })),
    );
    expect(await findSource(ID, guest)).toBeNull();
  });
});
