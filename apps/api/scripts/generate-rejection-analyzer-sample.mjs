#!/usr/bin/env node
// Writes apps/api/samples/rejection-analyzer/demo.json: the Rejections Analyzer result object of
// SPEC §3 for one invented journal's rejections of 2025. Deterministic (seeded PRNG): running it
// again gives the same bytes, so the committed file can be checked with `--check`.
//
//   node apps/api/scripts/generate-rejection-analyzer-sample.mjs          # rewrite the file
//   node apps/api/scripts/generate-rejection-analyzer-sample.mjs --check  # fail when it is stale
//
// Every aggregate (flags, publishers, journals, dateDifference, citationsRecieved, apcAmount) is
// computed from the manuscript rows it ships, so the cards, charts and table always agree.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'samples', 'rejection-analyzer', 'demo.json');
const SEED = 20250117;
const MANUSCRIPTS = 420;
/** Citations are counted up to this day. */
const SNAPSHOT = Date.UTC(2026, 9, 31);
const DAY = 86_400_000;

/** mulberry32: small, fast and good enough for sample data. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];
const weighted = (list) => {
  const total = list.reduce((sum, entry) => sum + entry.weight, 0);
  let roll = random() * total;
  for (const entry of list) {
    roll -= entry.weight;
    if (roll < 0) return entry;
  }
  return list[list.length - 1];
};

// Invented publishers and journals. DOIs use 10.5555, the prefix Crossref reserves for examples,
// so no link in the demo points at a real article. model: 'oa' (gold, APC), 'hybrid' (APC when
// open access), 'subscription' (never open access, no APC).
const PUBLISHERS = [
  {
    name: 'Meridian Academic Press',
    code: 'map',
    journals: [
      { title: 'Meridian Journal of Cell Science', abbr: 'mjcs', model: 'hybrid', apc: 3450, weight: 9, impact: 1.4 },
      { title: 'Meridian Reports in Molecular Biology', abbr: 'mrmb', model: 'oa', apc: 2150, weight: 14, impact: 0.9 },
      { title: 'Cellular Signalling and Metabolism', abbr: 'csm', model: 'hybrid', apc: 3900, weight: 5, impact: 1.6 },
    ],
  },
  {
    name: 'Northbridge Scientific',
    code: 'nbs',
    journals: [
      { title: 'Northbridge Biology Open', abbr: 'nbo', model: 'oa', apc: 1890, weight: 16, impact: 0.8 },
      { title: 'Journal of Developmental Genetics', abbr: 'jdg', model: 'subscription', apc: 0, weight: 6, impact: 1.2 },
      { title: 'Northbridge Letters in Biochemistry', abbr: 'nlb', model: 'hybrid', apc: 2600, weight: 5, impact: 0.7 },
    ],
  },
  {
    name: 'Halcyon Publishing Group',
    code: 'hpg',
    journals: [
      { title: 'Halcyon Life Sciences', abbr: 'hls', model: 'oa', apc: 1650, weight: 13, impact: 0.7 },
      {
        title: 'International Journal of Tissue Engineering and Regeneration',
        abbr: 'ijter',
        model: 'hybrid',
        apc: 3100,
        weight: 4,
        impact: 1.3,
      },
    ],
  },
  {
    name: 'Corvallis University Press',
    code: 'cup',
    journals: [
      { title: 'Corvallis Review of Experimental Biology', abbr: 'creb', model: 'subscription', apc: 0, weight: 7, impact: 1.1 },
      { title: 'Annals of Comparative Physiology', abbr: 'acp', model: 'subscription', apc: 0, weight: 4, impact: 0.9 },
    ],
  },
  {
    name: 'Bluestem Open Science',
    code: 'bos',
    journals: [
      { title: 'Bluestem Cell Reports', abbr: 'bcr', model: 'oa', apc: 1450, weight: 10, impact: 0.8 },
      { title: 'Frontiers in Stem Cell and Organoid Research', abbr: 'fscor', model: 'oa', apc: 2450, weight: 6, impact: 1.1 },
    ],
  },
  {
    name: 'Kestrel & Lowe',
    code: 'kl',
    journals: [
      { title: 'Journal of Membrane Transport', abbr: 'jmt', model: 'hybrid', apc: 3300, weight: 4, impact: 1.2 },
      { title: 'Molecular Pathways in Disease', abbr: 'mpd', model: 'hybrid', apc: 3600, weight: 5, impact: 1.5 },
    ],
  },
  {
    name: 'Aurelian Health Publishing',
    code: 'ahp',
    journals: [
      { title: 'Aurelian Journal of Translational Medicine', abbr: 'ajtm', model: 'hybrid', apc: 4200, weight: 4, impact: 1.7 },
      { title: 'Clinical and Experimental Cell Pathology', abbr: 'cecp', model: 'oa', apc: 2300, weight: 4, impact: 0.9 },
    ],
  },
  {
    name: 'Pinecrest Journals',
    code: 'pcj',
    journals: [
      { title: 'Pinecrest Journal of Microscopy', abbr: 'pjm', model: 'subscription', apc: 0, weight: 3, impact: 0.8 },
      { title: 'Biophysical Methods and Imaging', abbr: 'bmi', model: 'hybrid', apc: 2900, weight: 3, impact: 1.0 },
    ],
  },
  {
    name: 'Tidewater Science Media',
    code: 'tsm',
    journals: [
      { title: 'Tidewater Journal of Marine Cell Biology', abbr: 'tjmcb', model: 'oa', apc: 1200, weight: 2, impact: 0.6 },
      { title: 'Aquatic Genomics', abbr: 'ag', model: 'oa', apc: 1550, weight: 2, impact: 0.7 },
    ],
  },
  {
    name: 'Orchard Lane Publishers',
    code: 'olp',
    journals: [{ title: 'Plant Cell Dynamics', abbr: 'pcd', model: 'hybrid', apc: 2750, weight: 2, impact: 1.0 }],
  },
  {
    name: 'Saltmarsh Academic',
    code: 'sa',
    journals: [{ title: 'Saltmarsh Journal of Systems Biology', abbr: 'sjsb', model: 'subscription', apc: 0, weight: 2, impact: 0.9 }],
  },
];
const JOURNALS = PUBLISHERS.flatMap((publisher) => publisher.journals.map((journal) => ({ ...journal, publisher })));

// Titles: a method or finding, a subject, and a context, in the phrasing of cell-biology papers.
const OPENINGS = [
  'Single-cell transcriptomics reveals',
  'Live imaging uncovers',
  'Proteomic profiling identifies',
  'CRISPR screening defines',
  'Spatial transcriptomics maps',
  'Cryo-electron tomography resolves',
  'Quantitative phosphoproteomics links',
  'Lineage tracing shows',
  'Long-read sequencing exposes',
  'A genome-wide association study implicates',
  'Mathematical modelling predicts',
  'Organoid models recapitulate',
  'Metabolic flux analysis reveals',
  'Super-resolution microscopy shows',
  'Chromatin accessibility profiling identifies',
];
const SUBJECTS = [
  'mitochondrial fission dynamics',
  'primary cilium length control',
  'autophagic flux',
  'ER–mitochondria contact sites',
  'nuclear envelope rupture',
  'stress granule assembly',
  'centrosome amplification',
  'lysosomal calcium signalling',
  'Hippo pathway activity',
  'YAP/TAZ mechanotransduction',
  'Wnt-driven crypt regeneration',
  'Notch lateral inhibition',
  'epithelial–mesenchymal plasticity',
  'ferroptosis sensitivity',
  'senescence-associated secretory phenotypes',
  'tRNA fragment signalling',
  'circular RNA sponging',
  'm6A RNA methylation',
  'liquid–liquid phase separation of FUS',
  'microtubule acetylation',
  'actomyosin contractility',
  'tight junction remodelling',
  'peroxisome biogenesis',
  'Golgi fragmentation',
  'insulin granule exocytosis',
  'neutrophil extracellular trap formation',
  'macrophage efferocytosis',
  'T-cell exhaustion',
  'hypoxia-inducible factor stabilisation',
  'unfolded protein response branching',
];
const CONTEXTS = [
  'in human intestinal organoids',
  'during zebrafish fin regeneration',
  'in ageing mouse hepatocytes',
  'in triple-negative breast cancer',
  'in induced pluripotent stem cell-derived cardiomyocytes',
  'across the Drosophila wing disc',
  'in Caenorhabditis elegans neurons',
  'in primary human keratinocytes',
  'in glioblastoma stem-like cells',
  'during early Xenopus development',
  'in diabetic kidney podocytes',
  'in the regenerating axolotl limb',
  'in pancreatic ductal adenocarcinoma',
  'under chronic oxidative stress',
  'in Arabidopsis root meristems',
  'in human airway epithelium',
  'in ovarian granulosa cells',
];
const SUFFIXES = [
  '',
  '',
  '',
  ': a multi-omics study',
  ' and its therapeutic implications',
  ': evidence from a longitudinal cohort',
  ' through a conserved feedback loop',
];

function title(used) {
  for (;;) {
    const candidate = `${pick(OPENINGS)} ${pick(SUBJECTS)} ${pick(CONTEXTS)}${pick(SUFFIXES)}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Days from rejection to publication: the analyzer follows manuscripts for 120 days. */
const GAP_BUCKETS = [
  { from: 1, to: 30, weight: 14 },
  { from: 31, to: 60, weight: 37 },
  { from: 61, to: 90, weight: 31 },
  { from: 91, to: 120, weight: 18 },
];

function citations(journal, publishedAt, isOa) {
  const months = Math.max(0, (SNAPSHOT - publishedAt) / (30.4 * DAY));
  const rate = 0.55 * journal.impact * (isOa ? 1.25 : 1);
  const mean = rate * months;
  // A skewed draw: most papers gather a few citations, a few gather many.
  const draw = -Math.log(1 - random() * 0.999) * mean;
  return Math.round(draw);
}

const usedTitles = new Set();
const doiCounters = new Map();
const rows = [];
for (let index = 0; index < MANUSCRIPTS; index += 1) {
  const rejectedAt = Date.UTC(2025, 0, 6) + Math.floor(random() * 355) * DAY;
  const manuscriptTitle = title(usedTitles);
  const published = random() < 0.64;
  if (!published) {
    rows.push({
      manuscriptTitle,
      isPublished: false,
      doiLink: null,
      publicationDate: null,
      journalTitle: null,
      citationCount: null,
      isOa: false,
      rejectedAt,
    });
    continue;
  }
  const journal = weighted(JOURNALS);
  const bucket = weighted(GAP_BUCKETS);
  const gap = bucket.from + Math.floor(random() * (bucket.to - bucket.from + 1));
  const publishedAt = rejectedAt + gap * DAY;
  const isOa = journal.model === 'oa' || (journal.model === 'hybrid' && random() < 0.32);
  const year = new Date(publishedAt).getUTCFullYear();
  const serial = (doiCounters.get(journal.abbr) ?? 0) + 1 + Math.floor(random() * 40);
  doiCounters.set(journal.abbr, serial);
  const doi = `10.5555/${journal.publisher.code}.${journal.abbr}.${year}.${String(serial).padStart(5, '0')}`;
  rows.push({
    manuscriptTitle,
    isPublished: true,
    doiLink: `https://doi.org/${doi}`,
    publicationDate: isoDay(publishedAt),
    journalTitle: journal.title,
    citationCount: citations(journal, publishedAt, isOa),
    isOa,
    rejectedAt,
    gap,
    journal,
  });
}

const publishedRows = rows.filter((row) => row.isPublished);
const countBy = (list, key) => {
  const counts = new Map();
  for (const row of list) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return [...counts].map(([item, count]) => ({ item, count })).sort((a, b) => b.count - a.count || a.item.localeCompare(b.item));
};

const citationsByJournal = new Map();
for (const row of publishedRows) {
  const entry = citationsByJournal.get(row.journalTitle) ?? { key: row.journalTitle, aggregated_value: 0, doc_count: 0 };
  entry.aggregated_value += row.citationCount;
  entry.doc_count += 1;
  citationsByJournal.set(row.journalTitle, entry);
}
const apcByPublisher = new Map(PUBLISHERS.map((publisher) => [publisher.name, 0]));
for (const row of publishedRows) {
  if (row.isOa) apcByPublisher.set(row.journal.publisher.name, apcByPublisher.get(row.journal.publisher.name) + row.journal.apc);
}

const byPublicationDesc = (a, b) => {
  if (a.publicationDate && b.publicationDate)
    return b.publicationDate.localeCompare(a.publicationDate) || a.manuscriptTitle.localeCompare(b.manuscriptTitle);
  if (a.publicationDate) return -1;
  if (b.publicationDate) return 1;
  return b.rejectedAt - a.rejectedAt || a.manuscriptTitle.localeCompare(b.manuscriptTitle);
};

const result = {
  publishedJournalsFilter: [...new Set(publishedRows.map((row) => row.journalTitle))]
    .sort((a, b) => a.localeCompare(b))
    .map((item) => ({ item })),
  flags: {
    published: publishedRows.length,
    notPublished: rows.length - publishedRows.length,
    oa: publishedRows.filter((row) => row.isOa).length,
    nonOa: publishedRows.filter((row) => !row.isOa).length,
  },
  publishers: { data: countBy(publishedRows, (row) => row.journal.publisher.name) },
  journals: { data: countBy(publishedRows, (row) => row.journalTitle) },
  dateDifference: GAP_BUCKETS.map((bucket) => ({
    key: `${bucket.from}-${bucket.to}`,
    count: publishedRows.filter((row) => row.gap >= bucket.from && row.gap <= bucket.to).length,
  })),
  citationsRecieved: [...citationsByJournal.values()]
    .sort((a, b) => b.aggregated_value - a.aggregated_value || a.key.localeCompare(b.key))
    .slice(0, 10),
  apcAmount: [...apcByPublisher]
    .map(([key, value]) => ({ key, aggregated_value: value }))
    .sort((a, b) => b.aggregated_value - a.aggregated_value || a.key.localeCompare(b.key)),
  publishedManuscripts: {
    data: [...rows]
      .sort(byPublicationDesc)
      .map(({ manuscriptTitle, isPublished, doiLink, publicationDate, journalTitle, citationCount, isOa }) => ({
        manuscriptTitle,
        isPublished,
        doiLink,
        publicationDate,
        journalTitle,
        citationCount,
        isOa,
      })),
    totalHits: rows.length,
  },
};

const text = `${JSON.stringify(result, null, 2)}\n`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== text) {
    console.error(`${OUT} is out of date: run node apps/api/scripts/generate-rejection-analyzer-sample.mjs`);
    process.exit(1);
  }
  console.log('rejection-analyzer/demo.json is up to date');
} else {
  writeFileSync(OUT, text);
  const { flags } = result;
  console.log(
    `wrote ${OUT}: ${rows.length} manuscripts, ${flags.published} published (${flags.oa} open access), ${result.journals.data.length} journals, ${result.publishers.data.length} publishers`,
  );
}
