/**
 * The paper's details (issue 30, item 1), read offline from three places: the first page's layout
 * (the title in the largest type, all its lines; the author rows under it, their affiliation and
 * e-mail markers — superscript numbers, letters, *, †, ☯ — split from the names), the PDF's XMP and
 * Info metadata (pdf.js getMetadata), and what the first pages print (DOI, venue, year, volume,
 * issue, pages, licence). Each field records where it came from.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { findCitation, licenceOf } from './furniture';
import type { DetailSource, PaperAuthor, PaperDetails } from '../types';
import { GAP, type Item, type Row, rowsOf, SEP } from './first-page-rows';

/** What pdf.js getMetadata hands over: the Info dictionary and the parsed XMP, when there is one. */
export interface PdfMetadata {
  info?: unknown;
  metadata?: { get(name: string): unknown } | null;
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const clean = (text: string) =>
  text
    .replace(new RegExp(`[${SEP}${GAP}]`, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();

const JUNK_TITLE =
  /^(untitled|microsoft word|proceedings template|template|document\d*|title|paper|manuscript|article|no title)\b|\.(docx?|pdf|tex|dvi|indd|qxd)$/i;

function usableMetaTitle(meta: string | undefined): string | undefined {
  const t = meta?.replace(/\s+/g, ' ').trim() ?? '';
  return t.length >= 8 && t.length <= 400 && t.split(' ').length >= 2 && !JUNK_TITLE.test(t) ? t : undefined;
}

/** The title block: the rows in the largest type near the top, with every line of the same type that follows or precedes them. */
function titleRows(rows: Row[], pageHeight: number, bodySize: number, bodyFont: string, metaTitle: string | undefined): Row[] {
  const candidates = rows.filter((r) => r.y > pageHeight * 0.3 && letters(r.text) >= 4 && wordsOf(r.text).length >= 1);
  if (candidates.length === 0) return [];
  const maxSize = Math.max(...candidates.map((r) => r.size));
  // A one-page abstract may set its title in the body's size, in bold: the first rows in another font.
  const start =
    maxSize > bodySize * 1.08
      ? candidates.find((r) => r.size >= maxSize - 0.6)!
      : candidates.find((r) => r.font !== bodyFont && r.size >= bodySize * 0.95 && wordsOf(r.text).length >= 2);
  if (!start) return [];
  const index = rows.indexOf(start);
  const block = [start];
  const sameType = (r: Row, ref: Row) =>
    Math.abs(r.size - ref.size) <= Math.max(0.6, ref.size * 0.04) &&
    (r.font === ref.font || (Math.abs(r.size - ref.size) <= 0.3 && r.font !== bodyFont && ref.size > bodySize * 1.08)) &&
    letters(r.text) >= 2;
  // A line the metadata's title holds, or one in the title's font only a little smaller, still belongs to it.
  const meta = ` ${wordsOf(usableMetaTitle(metaTitle) ?? '').join(' ')} `;
  const inMeta = (r: Row) => meta.trim().length > 0 && wordsOf(r.text).length > 0 && meta.includes(` ${wordsOf(r.text).join(' ')} `);
  const smallerLine = (r: Row, prev: Row) =>
    r.font === start.font && r.size >= start.size * 0.8 && r.size <= start.size && prev.y - r.y <= r.size * 1.6 && r.font !== bodyFont;
  for (let i = index + 1; i < rows.length; i += 1) {
    const r = rows[i]!;
    const prev = block[block.length - 1]!;
    if (prev.y - r.y > prev.size * 2.1 || !(sameType(r, start) || inMeta(r) || smallerLine(r, prev))) break;
    block.push(r);
  }
  for (let i = index - 1; i >= 0; i -= 1) {
    const r = rows[i]!;
    if (r.y - block[0]!.y > r.size * 2.1 || !sameType(r, start)) break;
    block.unshift(r);
  }
  return block;
}

function joinTitle(block: Row[]): string {
  return block
    .map((r) => clean(r.text))
    .join(' ')
    .replace(/(\p{L})- (\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/\s*[*†‡∗]+$/u, '')
    .trim();
}

function pickTitle(block: Row[], rows: Row[], metaTitle: string | undefined): { title: string; source: DetailSource } | null {
  const layout = joinTitle(block);
  const meta = usableMetaTitle(metaTitle);
  if (meta) {
    const pageWords = new Set(rows.flatMap((r) => wordsOf(r.text)));
    const metaWords = wordsOf(meta);
    const found = metaWords.filter((w) => pageWords.has(w)).length / Math.max(1, metaWords.length);
    const layoutWords = new Set(wordsOf(layout));
    const layoutHasAll = layout.length > meta.length && metaWords.every((w) => layoutWords.has(w));
    if ((found >= 0.6 || !layout) && !layoutHasAll) return { title: meta, source: 'metadata' };
  }
  return layout ? { title: layout, source: 'layout' } : null;
}

const INSTITUTION =
  /universit|institut|school|department|dept\b|laborator|college|cent(?:re|er)\b|hospital|academy|\binc\b|\bltd\b|\bllc\b|\bgmbh\b|foundation|research|faculty|ministry|corporation|\bcorp\b|corresponding|email|e-mail|@|https?:|www\.|\bstreet\b|\bavenue\b|\broad\b|\bp\.?o\.? box\b/i;
const PLACE =
  /\b(?:usa|u\.s\.a|united states|united kingdom|uk|england|scotland|china|p\.?\s?r\.?\s?china|france|germany|japan|canada|italy|spain|portugal|netherlands|the netherlands|belgium|switzerland|austria|australia|new zealand|india|korea|brazil|mexico|hungary|romania|sweden|norway|denmark|finland|poland|czech republic|greece|turkey|israel|iran|egypt|south africa|nigeria|kenya|singapore|taiwan|hong kong|russia|ireland|argentina|chile|colombia|new york|california|massachusetts|texas|illinois|washington|pennsylvania)\b/i;
const NAME =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:van|von|de|der|den|da|di|del|della|la|le|du|dos|das|ten|ter|bin|al|el)\s+)*\p{Lu}[\p{L}'’.-]*){1,4}$/u;
const NOT_A_NAME =
  /^(?:abstract|summary|introduction|keywords?|received|accepted|published|correspondence|article|research|open access|original|review|letter|the|and|of)\b/i;
const PROSE_WORDS = /\b(?:the|of|and|in|we|is|are|to|for|with|this|that|on|by)\b/gi;

function titleCase(name: string): string {
  if (name !== name.toUpperCase() || letters(name) < 4) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

/** The names of a segment as printed, split at commas, 'and', '&', ';' and markers; empty when it is not a list of names. */
export function printedNames(text: string): string[] {
  const body = text.replace(/\b(?:and|und|et|y|e)\b|&/g, ',').replace(/[\d*†‡§¶☯✉#∗⁎]+/gu, SEP);
  const parts = body
    .split(new RegExp(`[,;${SEP}${GAP}]`))
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const names = parts.filter((p) => NAME.test(p) && !INSTITUTION.test(p) && !PLACE.test(p) && !NOT_A_NAME.test(p));
  const named = names.join('').replace(/\s/g, '').length;
  const all = parts.join('').replace(/[^\p{L}]/gu, '').length;
  // Most of the segment must be names: an affiliation line with one 'New Haven' in it is not.
  return names.length > 0 && named >= all * 0.75 ? names : [];
}

/** Each printed name with the markers that follow it ('Kayla Thomason1☯' → ['1']). */
function withMarkers(raw: string, names: string[], markers: string[]): { name: string; markers: string[] }[] {
  let cursor = 0;
  const spans = names.map((name) => {
    const at = raw.indexOf(name, cursor);
    const start = at >= 0 ? at : cursor;
    cursor = start + name.length;
    return { name, end: cursor };
  });
  return spans.map((span, i) => {
    const until = i + 1 < spans.length ? raw.indexOf(spans[i + 1]!.name, span.end) : raw.length;
    const before = raw.slice(0, span.end).split(SEP).length - 1;
    const own = raw.slice(span.end, until < 0 ? raw.length : until).split(SEP).length - 1;
    const marks = markers
      .slice(before, before + own)
      .join(',')
      .split(/[,\s]+/)
      .filter((m) => /^[\da-h]$/i.test(m));
    return { name: titleCase(span.name), markers: marks };
  });
}

function isProse(row: Row, bodySize: number): boolean {
  const words = row.text.split(/\s+/);
  const small = (row.text.match(PROSE_WORDS) ?? []).length;
  return words.length >= 10 && small >= 2 && row.size <= bodySize * 1.15;
}

const STOP =
  /^(?:abstract|summary|a\s?b\s?s\s?t\s?r\s?a\s?c\s?t|background|introduction|key\s?words?|index terms|1\.?\s+introduction|i\.\s+introduction|ccs concepts|article info)\b/i;

/**
 * Every author in order, from the rows between the title and the abstract: rows of names in one
 * type (the first such row sets it), affiliation and e-mail rows between them skipped, a grid of
 * names in columns read row by row, left to right.
 */
function layoutAuthors(rows: Row[], title: Row[], bodySize: number, pageHeight: number): PaperAuthor[] {
  const bottom = Math.min(...title.map((r) => r.y));
  const below = rows.filter((r) => r.y < bottom - 0.5 && r.y > bottom - pageHeight * 0.45);
  const authors: { name: string; markers: string[] }[] = [];
  const affiliations = new Map<string, string>();
  let style: { size: number } | null = null;
  for (const row of below.slice(0, 30)) {
    if (STOP.test(row.text)) break;
    if (isProse(row, bodySize) && (authors.length > 0 || row.text.split(/\s+/).length >= 25)) break;
    for (const segment of row.segments) {
      const raw = segment.text;
      const affiliationMark = new RegExp(`^${SEP}\\s*(\\S.*)$`).exec(raw);
      if (affiliationMark && segment.markers[0] && INSTITUTION.test(raw))
        affiliations.set(segment.markers[0].replace(/[^\da-z]/gi, ''), clean(affiliationMark[1]!));
      if (style && Math.abs(segment.size - style.size) > Math.max(0.8, style.size * 0.08)) continue;
      const names = printedNames(raw);
      if (names.length === 0) continue;
      style ??= { size: segment.size };
      authors.push(...withMarkers(raw, names, segment.markers));
    }
  }
  const seen = new Set<string>();
  return authors
    .filter((a) => (seen.has(a.name) ? false : (seen.add(a.name), true)))
    .slice(0, 200)
    .map((a) => {
      const affiliation = a.markers.map((m) => affiliations.get(m)).find(Boolean);
      return { name: a.name, ...(affiliation ? { affiliation } : {}) };
    });
}

const JUNK_AUTHOR =
  /\b(?:user|admin(?:istrator)?|computing|services|microsoft|owner|unknown|author|editor|publisher|elsevier|springer|ieee|acm|staff|office|pc|desktop|laptop)\b/i;

/** Authors from the metadata (Info Author, XMP dc:creator): 'A, B and C', 'A; B', one per entry, 'Surname, Given' flipped. */
export function metaAuthors(info: string | undefined, creators: string[]): string[] {
  let parts: string[] = [];
  if (creators.length > 1)
    parts = creators.map((c) =>
      /^[^,]+,\s*[^,]+$/.test(c)
        ? c
            .split(',')
            .map((s) => s.trim())
            .reverse()
            .join(' ')
        : c,
    );
  else {
    const text = creators[0] ?? info ?? '';
    parts = text.split(text.includes(';') ? /;|\band\b|&/ : /,|\band\b|&/);
  }
  const names = parts.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return names.every((n) => NAME.test(n) && !JUNK_AUTHOR.test(n) && !INSTITUTION.test(n)) ? names.map(titleCase) : [];
}

const surname = (name: string) => wordsOf(name).at(-1) ?? '';

function chooseAuthors(layout: PaperAuthor[], meta: string[], pageText: string): { authors: PaperAuthor[]; source?: DetailSource } {
  const onPage = new Set(wordsOf(pageText));
  const confirmed = meta.length > 0 && meta.every((n) => onPage.has(surname(n)));
  if (layout.length === 0 && meta.length > 0) return { authors: meta.map((name) => ({ name })), source: 'metadata' };
  if (confirmed && meta.length > layout.length) {
    const bySurname = new Map(layout.map((a) => [surname(a.name), a]));
    return { authors: meta.map((name) => ({ ...bySurname.get(surname(name)), name })), source: 'metadata' };
  }
  return layout.length > 0 ? { authors: layout, source: 'layout' } : { authors: [] };
}

const xmp = (metadata: PdfMetadata['metadata'], key: string): string | undefined => {
  const value = metadata?.get(key);
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value) && typeof value[0] === 'string')
    return (
      value
        .filter((v): v is string => typeof v === 'string')
        .join('; ')
        .trim() || undefined
    );
  return undefined;
};

const xmpList = (metadata: PdfMetadata['metadata'], key: string): string[] => {
  const value = metadata?.get(key);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim().length > 0);
  return typeof value === 'string' && value.trim() ? [value] : [];
};

/** Volume, issue and pages as the first pages print them beside the venue. */
export function volumeIssuePages(text: string): { volume?: string; issue?: string; pages?: string } {
  const t = text.replace(/\s+/g, ' ');
  const patterns: [RegExp, (m: RegExpExecArray) => { volume?: string; issue?: string; pages?: string }][] = [
    // 'Lancet 2018; 391: 241–50', 'Lancet Glob Health 2019; 7: e1046–53', '2019;7(3):e12'
    [
      /\b(?:19|20)\d{2}\s*;\s*(\d{1,4})\s*(?:\((\d{1,4}(?:[–-]\d{1,4})?)\))?\s*:\s*(e?\d+(?:\s*[–-]\s*e?\d+)?)/,
      (m) => ({ volume: m[1]!, ...(m[2] ? { issue: m[2] } : {}), pages: m[3]!.replace(/\s/g, '') }),
    ],
    // 'PLoS ONE 13(6): e0197919', 'Vol. 12(3): 45–67'
    [
      /\b(\d{1,4})\s*\((\d{1,4}(?:[–-]\d{1,4})?)\)\s*:\s*(e?\d+(?:\s*[–-]\s*e?\d+)?)/,
      (m) => ({ volume: m[1]!, issue: m[2]!, pages: m[3]!.replace(/\s/g, '') }),
    ],
    // 'Journal of Physics: Conference Series 2188 (2022) 012011'
    [/\b(\d{1,5})\s*\((?:19|20)\d{2}\)\s*(e?\d{2,}(?:[–-]e?\d+)?)\b/, (m) => ({ volume: m[1]!, pages: m[2]! })],
    // 'Journal of Ethnobiology and Ethnomedicine 2015, 11:3'
    [/\b(?:19|20)\d{2},\s*(\d{1,4}):(e?\d+)\b/, (m) => ({ volume: m[1]!, pages: m[2]! })],
    // 'Vol. 12, No. 3, pp. 45–67'
    [
      /\bvol(?:ume)?\.?\s*(\d{1,4}),?\s*(?:no\.?|issue|number)\s*(\d{1,4})(?:,?\s*(?:pp?\.|pages)\s*(\d+\s*[–-]\s*\d+))?/i,
      (m) => ({ volume: m[1]!, issue: m[2]!, ...(m[3] ? { pages: m[3].replace(/\s/g, '') } : {}) }),
    ],
  ];
  for (const [re, out] of patterns) {
    const m = re.exec(t);
    if (m) return out(m);
  }
  const pages = /\b(?:pages|pp\.)\s*(\d+\s*[–-]\s*\d+)/i.exec(t);
  return pages ? { pages: pages[1]!.replace(/\s/g, '') } : {};
}

interface PageItems {
  items: Item[];
  height: number;
}

/** Page 1's horizontal text runs, as the details reader needs them. */
export async function firstPageItems(doc: PDFDocumentProxy): Promise<PageItems> {
  const page = await doc.getPage(1);
  try {
    const content = await page.getTextContent();
    const items: Item[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const [a, b, c, d, e, f] = item.transform as number[];
      if (Math.abs(b!) > 0.01 || Math.abs(c!) > 0.01) continue;
      const size = Math.hypot(c!, d!) || Math.abs(a!);
      if (size <= 0) continue;
      items.push({
        x: e!,
        y: f!,
        w: Math.min(item.width, Math.max(item.str.length, 1) * size * 0.9),
        size,
        font: item.fontName,
        str: item.str,
      });
    }
    return { items, height: page.getViewport({ scale: 1 }).height };
  } finally {
    page.cleanup();
  }
}

function citationDetails(
  details: PaperDetails,
  firstPagesText: string[],
  info: Record<string, unknown>,
  metadata: PdfMetadata['metadata'],
): void {
  const set = (
    field: 'venue' | 'year' | 'volume' | 'issue' | 'pages' | 'doi' | 'license',
    value: string | undefined,
    source: DetailSource,
  ) => {
    if (!value || details[field]) return;
    details[field] = value;
    details.sources[field] = source;
  };
  const doi = (xmp(metadata, 'prism:doi') ?? xmp(metadata, 'pdfx:doi') ?? xmp(metadata, 'dc:identifier'))?.replace(
    /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i,
    '',
  );
  if (doi && /^10\.\d{4,9}\/\S+$/.test(doi)) set('doi', doi, 'metadata');
  set('venue', xmp(metadata, 'prism:publicationname'), 'metadata');
  set('volume', xmp(metadata, 'prism:volume'), 'metadata');
  set('issue', xmp(metadata, 'prism:number') ?? xmp(metadata, 'prism:issueidentifier'), 'metadata');
  const start = xmp(metadata, 'prism:startingpage');
  const end = xmp(metadata, 'prism:endingpage');
  set('pages', xmp(metadata, 'prism:pagerange') ?? (start ? `${start}${end && end !== start ? `–${end}` : ''}` : undefined), 'metadata');
  set(
    'year',
    /\b((?:19|20)\d{2})\b/.exec(xmp(metadata, 'prism:coverdate') ?? xmp(metadata, 'prism:publicationdate') ?? '')?.[1],
    'metadata',
  );
  set(
    'license',
    licenceOf(
      [xmp(metadata, 'dc:rights'), xmp(metadata, 'xmprights:webstatement'), xmp(metadata, 'prism:copyright')].filter(Boolean).join(' '),
    ),
    'metadata',
  );
  const subject = typeof info.Subject === 'string' ? info.Subject : undefined;
  const printed = findCitation(firstPagesText, { subject });
  for (const field of ['venue', 'year', 'doi', 'license'] as const) set(field, printed[field], 'page');
  // A side column's lines interleave with the body's: 'PLoS ONE 13(6):', a body line, 'e0197919.'.
  const lines = firstPagesText.flatMap((p) => p.split('\n'));
  const vip =
    [firstPagesText.join(' '), ...lines.map((l, i) => `${l} ${lines[i + 2] ?? ''}`)].map(volumeIssuePages).find((v) => v.volume) ??
    volumeIssuePages(firstPagesText.join(' '));
  set('volume', vip.volume, 'page');
  set('issue', vip.issue, 'page');
  set('pages', vip.pages, 'page');
}

/**
 * Reads the paper's details from its first page and metadata. `firstPagesText` is the text of the
 * first two pages, line by line (what the citation finder reads).
 */
export function readDetailsFrom(page: PageItems, metadataResult: PdfMetadata | null, firstPagesText: string[]): PaperDetails {
  const info = (metadataResult?.info ?? {}) as Record<string, unknown>;
  const metadata = metadataResult?.metadata ?? null;
  const rows = rowsOf(page.items.map((i) => ({ ...i })));
  const sizes = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const r of rows) sizes.set(Math.round(r.size * 2) / 2, (sizes.get(Math.round(r.size * 2) / 2) ?? 0) + r.text.length);
  const bodySize = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  for (const r of rows) if (Math.abs(r.size - bodySize) <= 0.6) fonts.set(r.font, (fonts.get(r.font) ?? 0) + r.text.length);
  const bodyFont = [...fonts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const metaTitle = xmp(metadata, 'dc:title') ?? (typeof info.Title === 'string' ? info.Title : undefined);
  const block = titleRows(rows, page.height, bodySize, bodyFont, metaTitle);
  const title = pickTitle(block, rows, metaTitle);
  const details: PaperDetails = { title: title?.title ?? '', authors: [], sources: title ? { title: title.source } : {} };
  const layout = block.length > 0 ? layoutAuthors(rows, block, bodySize, page.height) : [];
  const meta = metaAuthors(typeof info.Author === 'string' ? info.Author : undefined, xmpList(metadata, 'dc:creator'));
  const chosen = chooseAuthors(layout, meta, rows.map((r) => r.text).join(' '));
  details.authors = chosen.authors;
  if (chosen.source) details.sources.authors = chosen.source;
  citationDetails(details, firstPagesText, info, metadata);
  return details;
}

/** The details of an open PDF: its first page's runs and its metadata. */
export async function readDetails(doc: PDFDocumentProxy, metadata: PdfMetadata | null, firstPagesText: string[]): Promise<PaperDetails> {
  return readDetailsFrom(await firstPageItems(doc), metadata, firstPagesText);
}
