import {
  createApiClient,
  createSessionStore,
  type ApiClient,
  type ManuscriptRow,
  type RejectionAnalyzerResult,
} from '@paperlight/api-client';
import { guestSession, sampleFetch, type SampleAnswer as KitSampleAnswer } from '@paperlight/vitest-config/fakes';

/** 2026-11-21T10:00:00Z: the fixed "now" of tests and stories. */
export const NOW = Date.parse('2026-11-21T10:00:00.000Z');
export const SIGN_UP_URL = 'https://sso.example.test/signup';

const JOURNALS = [
  { title: 'Meridian Journal of Cell Science', publisher: 'Meridian Academic Press', apc: 3450 },
  { title: 'Meridian Reports in Molecular Biology', publisher: 'Meridian Academic Press', apc: 2150 },
  { title: 'Northbridge Biology Open', publisher: 'Northbridge Scientific', apc: 1890 },
  { title: 'Journal of Developmental Genetics', publisher: 'Northbridge Scientific', apc: 0 },
  { title: 'Halcyon Life Sciences', publisher: 'Halcyon Publishing Group', apc: 1650 },
  { title: 'International Journal of Tissue Engineering and Regeneration', publisher: 'Halcyon Publishing Group', apc: 3100 },
  { title: 'Corvallis Review of Experimental Biology', publisher: 'Corvallis University Press', apc: 0 },
  { title: 'Bluestem Cell Reports', publisher: 'Bluestem Open Science', apc: 1450 },
  { title: 'Molecular Pathways in Disease', publisher: 'Kestrel & Lowe', apc: 3600 },
  { title: 'Aurelian Journal of Translational Medicine', publisher: 'Aurelian Health Publishing', apc: 4200 },
  { title: 'Pinecrest Journal of Microscopy', publisher: 'Pinecrest Journals', apc: 0 },
  { title: 'Aquatic Genomics', publisher: 'Tidewater Science Media', apc: 1550 },
];
const SUBJECTS = [
  'mitochondrial fission',
  'autophagic flux',
  'stress granule assembly',
  'ferroptosis sensitivity',
  'Notch lateral inhibition',
  'peroxisome biogenesis',
  'Golgi fragmentation',
];
const CONTEXTS = [
  'in human intestinal organoids',
  'during zebrafish fin regeneration',
  'in ageing mouse hepatocytes',
  'in primary human keratinocytes',
  'in glioblastoma stem-like cells',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** `count` manuscripts (every third unpublished) spread over 2025-2026, in a fixed pattern. */
export function makeManuscripts(count = 36): (ManuscriptRow & { gapDays: number; publisher: string; apc: number })[] {
  return Array.from({ length: count }, (_, index) => {
    const title = `${['Live imaging uncovers', 'Proteomic profiling identifies', 'CRISPR screening defines'][index % 3]} ${SUBJECTS[index % SUBJECTS.length]} ${CONTEXTS[index % CONTEXTS.length]} (${index + 1})`;
    const journal = JOURNALS[(index * 5) % JOURNALS.length]!;
    const published = index % 3 !== 2;
    const month = (index % 12) + 1;
    const year = index % 2 === 0 ? 2025 : 2026;
    return {
      manuscriptTitle: title,
      isPublished: published,
      doiLink: published ? `https://doi.org/10.5555/demo.${year}.${String(index + 1).padStart(5, '0')}` : null,
      publicationDate: published ? `${year}-${pad(month)}-${pad((index % 27) + 1)}` : null,
      journalTitle: published ? journal.title : null,
      citationCount: published ? (index * 7) % 23 : null,
      isOa: published && journal.apc > 0 && index % 4 !== 1,
      gapDays: 1 + ((index * 13) % 120),
      publisher: journal.publisher,
      apc: journal.apc,
    };
  });
}

/** A result object whose aggregates are computed from its rows, like the api's sample. */
export function makeResult(rows = makeManuscripts()): RejectionAnalyzerResult {
  const published = rows.filter((row) => row.isPublished);
  const countBy = (key: (row: (typeof rows)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const row of published) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts].map(([item, count]) => ({ item, count })).sort((a, b) => b.count - a.count);
  };
  const citations = new Map<string, { key: string; aggregated_value: number; doc_count: number }>();
  const apc = new Map<string, number>();
  for (const row of published) {
    const entry = citations.get(row.journalTitle!) ?? { key: row.journalTitle!, aggregated_value: 0, doc_count: 0 };
    entry.aggregated_value += row.citationCount ?? 0;
    entry.doc_count += 1;
    citations.set(row.journalTitle!, entry);
    apc.set(row.publisher, (apc.get(row.publisher) ?? 0) + (row.isOa ? row.apc : 0));
  }
  const buckets = [
    [1, 30],
    [31, 60],
    [61, 90],
    [91, 120],
  ] as const;
  return {
    publishedJournalsFilter: [...new Set(published.map((row) => row.journalTitle!))].sort().map((item) => ({ item })),
    flags: {
      published: published.length,
      notPublished: rows.length - published.length,
      oa: published.filter((row) => row.isOa).length,
      nonOa: published.filter((row) => !row.isOa).length,
    },
    publishers: { data: countBy((row) => row.publisher) },
    journals: { data: countBy((row) => row.journalTitle!) },
    dateDifference: buckets.map(([from, to]) => ({
      key: `${from}-${to}`,
      count: published.filter((row) => row.gapDays >= from && row.gapDays <= to).length,
    })),
    citationsRecieved: [...citations.values()].sort((a, b) => b.aggregated_value - a.aggregated_value).slice(0, 10),
    apcAmount: [...apc]
      .map(([key, aggregated_value]) => ({ key, aggregated_value }))
      .sort((a, b) => b.aggregated_value - a.aggregated_value),
    publishedManuscripts: {
      data: rows.map(({ gapDays: _gap, publisher: _publisher, apc: _apc, ...row }) => row),
      totalHits: rows.length,
    },
  };
}

/** The same report with every chart's data empty (cards and table keep theirs). */
export function emptyChartsResult(): RejectionAnalyzerResult {
  return { ...makeResult(), publishers: { data: [] }, journals: { data: [] }, dateDifference: [], citationsRecieved: [], apcAmount: [] };
}

export type SampleAnswer = KitSampleAnswer<RejectionAnalyzerResult>;

/**
 * A real api client (guest session) whose fetch answers `GET /rejection-analyzer/sample/{id}`
 * with `answer()`; `calls` lists the paths asked for. A pending promise keeps it loading.
 */
export function fakeClient(answer: (sampleId: string) => SampleAnswer | Promise<SampleAnswer>): ApiClient & { calls: string[] } {
  const fetch = sampleFetch({ route: /^\/rejection-analyzer\/sample\/([^/]+)$/, answer });
  const client = createApiClient({
    apiUrl: 'https://api.example.test',
    ssoUrl: 'https://sso.example.test',
    session: createSessionStore(guestSession()),
    logger: { error: () => {}, warn: () => {} },
    fetch,
  });
  return Object.assign(client, { calls: fetch.calls });
}

export const answers = {
  ok:
    (data: RejectionAnalyzerResult = makeResult()) =>
    () =>
      ({ status: 200, data }) as SampleAnswer,
  failing:
    (status = 500) =>
    () =>
      ({ status }) as SampleAnswer,
  pending: () => () => new Promise<SampleAnswer>(() => {}),
};
