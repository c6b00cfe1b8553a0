/**
 * A publisher's own format (issue 30, item 6; decision 0125): a JATS XML article, alone or in a
 * .zip with its figure files. Structure (sections, paragraphs), metadata, references and
 * full-resolution figures come straight from the XML, into the same ExtractedPaper a PDF gives,
 * so the script, storyboard and video are made the same way. It runs in the reader child
 * (pdf-sandbox.ts) under the same caps; the zip is unpacked in memory with caps of its own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { PaperError } from './pdf-open';
import { cleanNarrationText, countWords, detectLanguage, tidySpacing } from './text';
import { DETAIL_FIELDS, withDetails } from '@paperlight/remix-core/details';
import type { ExtractedPaper, PaperAuthor, PaperCitation, PaperDetails, PaperFigure, PaperSection } from '../types';
import { looksLikeZip, unzipCapped, type JatsLimits } from './jats-files';
import { attr, childrenOf, find, kid, kids, tagOf, type XmlNode } from './xml-tree';

export const NOT_JATS_MESSAGE = 'This XML file is not a JATS article';
export const ZIP_WITHOUT_ARTICLE_MESSAGE = 'This ZIP file holds no JATS article';

/** Inline elements whose words are not the sentence's: citations, floats, formulas, footnote marks. */
const SKIPPED_INLINE = new Set([
  'fig',
  'table-wrap',
  'disp-formula',
  'fn',
  'supplementary-material',
  'disp-quote',
  'boxed-text',
  'list',
  'label',
  'alternatives',
  'inline-graphic',
  'graphic',
  'media',
]);

/** A node's text with inline markup flattened; citations to references and floats left out. */
function textOf(node: XmlNode, options: { keepCitations?: boolean } = {}): string {
  if ('#text' in node) return String(node['#text']);
  const tag = tagOf(node);
  if (!tag) return '';
  if (!options.keepCitations && tag === 'xref' && attr(node, 'ref-type') === 'bibr') return '';
  if (SKIPPED_INLINE.has(tag) && !options.keepCitations) return '';
  const inner = childrenOf(node)
    .map((c) => textOf(c, options))
    .join('');
  // Superscript ordinals ('16<sup>th</sup>') join their number; block-level children get a space.
  return tag === 'p' || tag === 'title' || tag === 'td' || tag === 'th' ? ` ${inner} ` : inner;
}

/** Brackets and parentheses a removed citation leaves behind: '[, –]', '(e.g. )'. */
function dropEmptyCitations(text: string): string {
  return (
    text
      .replace(/\s*\[[\s,;–—-]*\]/g, '')
      .replace(/\s*\((?:e\.\s?g\.|see(?: also)?|cf\.|ref\.|refs\.|cited in|reviewed in)?[\s,;–—-]*\)/gi, '')
      // '(e.g. [1, 5–8].' with its closing parenthesis missing in the source.
      .replace(/\s*\((?:e\.\s?g\.|see|cf\.)\s*(?=[.;,])/gi, '')
      .replace(/[,;]\s*\)/g, ')')
      .replace(/\s+([,.;:])/g, '$1')
  );
}

function prose(node: XmlNode): string {
  return cleanNarrationText(tidySpacing(dropEmptyCitations(textOf(node).replace(/\s+/g, ' ').trim())));
}

const plain = (node: XmlNode | undefined) => (node ? tidySpacing(textOf(node, { keepCitations: true }).replace(/\s+/g, ' ').trim()) : '');

/** Headings whose section is not the paper's argument (the PDF reader sets the same aside). */
const SET_ASIDE =
  /^(?:acknowledge?ments?|funding|competing interests?|conflicts? of interests?|author(?:s'|’s|s)? contributions?|supporting information|supplementary (?:material|information|data)|abbreviations|data availability|availability of data|ethics|consent|declarations|additional files?)/i;
const SET_ASIDE_TYPES = /supplementary-material|data-availability|ethics-statement|COI-statement|author-contributions|funding/i;

function readSections(body: XmlNode | undefined): PaperSection[] {
  const sections: PaperSection[] = [];
  const walk = (sec: XmlNode, parent: string) => {
    const title = plain(kid(sec, 'title'));
    if (SET_ASIDE.test(title) || SET_ASIDE_TYPES.test(attr(sec, 'sec-type') ?? '')) return;
    const heading = parent && title ? `${parent}: ${title}` : title || parent || 'Introduction';
    const paragraphs = kids(sec, 'p')
      .map(prose)
      .filter((p) => countWords(p) >= 4);
    if (paragraphs.length > 0) sections.push({ heading, paragraphs });
    for (const sub of kids(sec, 'sec')) walk(sub, parent ? parent : title);
  };
  if (!body) return sections;
  // Paragraphs straight under <body>, before any section, open the paper.
  const opening = kids(body, 'p')
    .map(prose)
    .filter((p) => countWords(p) >= 4);
  if (opening.length > 0) sections.push({ heading: 'Introduction', paragraphs: opening });
  for (const sec of kids(body, 'sec')) walk(sec, '');
  return sections;
}

/** A structured abstract keeps its labels ('Background: … Methods: …') as a PDF prints them: the script reads roles from them. */
function abstractText(abstract: XmlNode): string {
  const parts = kids(abstract, 'sec');
  if (parts.length === 0) return find(abstract, 'p').map(prose).filter(Boolean).join(' ');
  return parts
    .map((sec) => {
      const label = plain(kid(sec, 'title')).replace(/[.:]$/, '');
      const body = find(sec, 'p').map(prose).filter(Boolean).join(' ');
      return label && body ? `${label}: ${body}` : body;
    })
    .filter(Boolean)
    .join(' ');
}

function personName(contrib: XmlNode): string {
  const name = kid(contrib, 'name') ?? kid(contrib, 'string-name');
  if (name) {
    const given = plain(kid(name, 'given-names'));
    const surname = plain(kid(name, 'surname'));
    const full = [given, surname].filter(Boolean).join(' ');
    if (full) return full;
    return plain(name);
  }
  return plain(kid(contrib, 'collab'));
}

/** An affiliation as printed: its institution and address, without its label. */
function affiliationText(aff: XmlNode): string {
  return tidySpacing(
    childrenOf(aff)
      .filter((c) => tagOf(c) !== 'label')
      .map((c) => textOf(c, { keepCitations: true }))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ).replace(/^[,;\s]+|[,;\s]+$/g, '');
}

/** An ORCID iD as its four groups ('0000-0002-1825-0097'), from the URL or the bare iD. */
function orcidOf(contrib: XmlNode): string | undefined {
  const id = find(contrib, 'contrib-id').find((c) => /orcid/i.test(attr(c, 'contrib-id-type') ?? '') || /orcid\.org/.test(plain(c)));
  const match = id ? /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/.exec(plain(id)) : null;
  return match?.[1];
}

/**
 * Every author in the article's order, with the affiliation their <xref ref-type="aff"> points to
 * (or the <aff> inside their <contrib>) and their ORCID iD where the XML gives one.
 */
function readAuthors(article: XmlNode, meta: XmlNode): PaperAuthor[] {
  const affiliations = new Map<string, string>();
  for (const aff of find(article, 'aff')) {
    const id = attr(aff, 'id');
    if (id) affiliations.set(id, affiliationText(aff));
  }
  return find(meta, 'contrib')
    .filter((c) => (attr(c, 'contrib-type') ?? 'author') === 'author')
    .map((contrib): PaperAuthor => {
      const own = kids(contrib, 'aff').map(affiliationText);
      const pointed = find(contrib, 'xref')
        .filter((x) => attr(x, 'ref-type') === 'aff')
        .flatMap((x) => (attr(x, 'rid') ?? '').split(/\s+/))
        .map((rid) => affiliations.get(rid))
        .filter((a): a is string => Boolean(a));
      const affiliation = [...own, ...pointed].filter(Boolean).join('; ');
      const orcid = orcidOf(contrib);
      return { name: personName(contrib), ...(affiliation ? { affiliation } : {}), ...(orcid ? { orcid } : {}) };
    })
    .filter((a) => a.name);
}

/** Licence as people name it: 'CC BY 4.0' from a Creative Commons URL, else the licence's own words. */
function licenceOf(meta: XmlNode): string | undefined {
  const license = find(meta, 'license')[0];
  if (!license) return undefined;
  const href =
    attr(license, 'xlink:href') ??
    find(license, 'ext-link')
      .map((e) => attr(e, 'xlink:href') ?? plain(e))
      .find((h) => /creativecommons\.org/.test(h));
  const cc = href ? /creativecommons\.org\/(licenses|publicdomain)\/([a-z-]+)\/(\d\.\d)/i.exec(href) : null;
  if (cc) return cc[1] === 'publicdomain' ? `CC0 ${cc[3]}` : `CC ${cc[2]!.toUpperCase()} ${cc[3]}`;
  const type = attr(license, 'license-type');
  return type ? type.replace(/-/g, ' ') : undefined;
}

function readCitation(front: XmlNode | undefined, meta: XmlNode): PaperCitation {
  const citation: PaperCitation = {};
  const journal = kid(front, 'journal-meta');
  const venue = plain(find(journal ?? {}, 'journal-title')[0]);
  if (venue) citation.venue = venue;
  const dates = find(meta, 'pub-date');
  const preferred = ['epub', 'ppub', 'pub', 'collection'];
  dates.sort((a, b) => {
    const rank = (d: XmlNode) => {
      const i = preferred.indexOf(attr(d, 'pub-type') ?? attr(d, 'date-type') ?? '');
      return i < 0 ? preferred.length : i;
    };
    return rank(a) - rank(b);
  });
  const year = dates.map((d) => plain(kid(d, 'year'))).find((y) => /^\d{4}$/.test(y));
  if (year) citation.year = year;
  const volume = plain(kid(meta, 'volume'));
  if (volume) citation.volume = volume;
  const issue = plain(kid(meta, 'issue'));
  if (issue) citation.issue = issue;
  // Printed pages ('241–50' as '241–250'), or the article number an online journal cites in their place.
  const fpage = plain(kid(meta, 'fpage'));
  const lpage = plain(kid(meta, 'lpage'));
  const elocation = plain(kid(meta, 'elocation-id'));
  if (fpage) citation.pages = lpage && lpage !== fpage ? `${fpage}–${lpage}` : fpage;
  else if (elocation) citation.pages = elocation;
  const doi = find(meta, 'article-id').find((id) => attr(id, 'pub-id-type') === 'doi');
  if (doi) citation.doi = plain(doi);
  const licence = licenceOf(meta);
  if (licence) citation.license = licence;
  return citation;
}

/** The paper's details as the publisher's XML states them, every one from 'jats'. */
function readDetails(title: string, authors: PaperAuthor[], citation: PaperCitation): PaperDetails {
  const details: PaperDetails = { title, authors, ...citation, sources: {} };
  for (const field of DETAIL_FIELDS) {
    const value = details[field];
    if (Array.isArray(value) ? value.length > 0 : Boolean(value)) details.sources[field] = 'jats';
  }
  return details;
}

function readReferences(back: XmlNode | undefined): string[] {
  if (!back) return [];
  return find(back, 'ref')
    .map((ref) => {
      const cited = kid(ref, 'mixed-citation') ?? kid(ref, 'element-citation') ?? kid(ref, 'citation') ?? ref;
      const parts = childrenOf(cited)
        .map((c) => plain(c))
        .filter(Boolean);
      return tidySpacing(parts.join(' ').replace(/\s+([,.;:])/g, '$1'));
    })
    .filter((r) => r.length > 10);
}

interface FloatRef {
  figure: PaperFigure;
  /** The graphic's file name in the XML (xlink:href), without its folder. */
  href: string | null;
}

function readFloats(article: XmlNode): FloatRef[] {
  const floats: FloatRef[] = [];
  const used = new Set<string>();
  for (const [tag, kind] of [
    ['fig', 'figure'],
    ['table-wrap', 'table'],
  ] as const) {
    find(article, tag).forEach((node, index) => {
      const label = plain(kid(node, 'label')) || `${kind === 'figure' ? 'Figure' : 'Table'} ${index + 1}`;
      const caption = kid(node, 'caption');
      const captionText = tidySpacing(
        dropEmptyCitations(
          [plain(kid(caption, 'title')), ...kids(caption ?? {}, 'p').map((p) => textOf(p))].join(' ').replace(/\s+/g, ' ').trim(),
        ),
      );
      const number = /(S?\d+[a-z]?)/i.exec(label)?.[1] ?? String(index + 1);
      let id = `${kind}-${number}`;
      while (used.has(id)) id = `${id}b`;
      used.add(id);
      const graphic = find(node, 'graphic')[0];
      const href = graphic ? (attr(graphic, 'xlink:href') ?? null) : null;
      const text = captionText ? `${label}${/[.:]$/.test(label) ? '' : '.'} ${captionText}` : label;
      floats.push({
        figure: { id, kind, label: label.replace(/[.:]$/, ''), caption: text, page: 0 },
        href: href ? path.posix.basename(href.replace(/\\/g, '/')) : null,
      });
    });
  }
  return floats;
}

const IMAGE_EXT = /\.(png|jpe?g|gif|webp)$/i;
const stem = (name: string) =>
  path.posix
    .basename(name.replace(/\\/g, '/'))
    .replace(/\.[^.]+$/, '')
    .toLowerCase();

/**
 * The figure's own file from the zip, as a PNG in `dir`: matched by the graphic's name (with or
 * without its extension, as publishers write it). Larger than the pixel cap, it is scaled down.
 */
async function writeFigure(float: FloatRef, files: Map<string, Uint8Array>, dir: string, maxPixels: number): Promise<void> {
  if (!float.href) return;
  const want = stem(float.href);
  const exact = [...files.keys()].filter(
    (name) => IMAGE_EXT.test(name) && (stem(name) === want || path.posix.basename(name) === float.href),
  );
  // Publishers ship several sizes; the largest file is the full-resolution one.
  const name = exact.sort((a, b) => files.get(b)!.length - files.get(a)!.length)[0];
  if (!name) return;
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image;
  try {
    image = await loadImage(Buffer.from(files.get(name)!));
  } catch {
    return;
  }
  const scale = Math.min(1, Math.sqrt(maxPixels / Math.max(1, image.width * image.height)));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const file = path.join(dir, `${float.figure.id}.png`);
  await writeFile(file, await canvas.encode('png'));
  Object.assign(float.figure, { image: file, width, height });
}

function parseArticle(xml: string): XmlNode {
  // JATS needs no entities of its own; declaring some is how an XML bomb starts.
  if (/<!ENTITY/i.test(xml)) throw new PaperError('unreadable', NOT_JATS_MESSAGE);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    trimValues: false,
    processEntities: true,
    htmlEntities: true,
    parseTagValue: false,
    parseAttributeValue: false,
  });
  let parsed: XmlNode[];
  try {
    parsed = parser.parse(xml) as XmlNode[];
  } catch {
    throw new PaperError('unreadable', NOT_JATS_MESSAGE);
  }
  const article = parsed.find((n) => tagOf(n) === 'article');
  if (!article || !kid(article, 'front')) throw new PaperError('unreadable', NOT_JATS_MESSAGE);
  return article;
}

/** Picks the article out of a zip: the XML whose root is <article> (the largest if several). */
function articleInZip(files: Map<string, Uint8Array>, maxXmlBytes: number): string {
  const candidates = [...files.entries()]
    .filter(([name]) => /\.(xml|nxml|jats)$/i.test(name))
    .map(([name, bytes]) => ({ name, text: bytes.length <= maxXmlBytes ? Buffer.from(bytes).toString('utf8') : '' }))
    .filter(({ text }) => /<article[\s>]/.test(text.slice(0, 4000)))
    .sort((a, b) => b.text.length - a.text.length);
  if (candidates.length === 0) throw new PaperError('unreadable', ZIP_WITHOUT_ARTICLE_MESSAGE);
  return candidates[0]!.text;
}

/** Reads a JATS article (XML bytes, or a zip of the XML and its figures) into an ExtractedPaper. */
export async function extractJats(bytes: Uint8Array, options: { figuresDir?: string; limits?: JatsLimits } = {}): Promise<ExtractedPaper> {
  const limits = options.limits ?? {};
  const maxXmlBytes = limits.maxXmlBytes ?? 20 * 1024 * 1024;
  let files = new Map<string, Uint8Array>();
  let xml: string;
  if (looksLikeZip(bytes)) {
    files = unzipCapped(bytes, limits);
    xml = articleInZip(files, maxXmlBytes);
  } else {
    if (bytes.length > maxXmlBytes)
      throw new PaperError('too_large', `This XML file is larger than ${Math.round(maxXmlBytes / (1024 * 1024))} MB`);
    xml = Buffer.from(bytes).toString('utf8');
  }
  const article = parseArticle(xml);
  const front = kid(article, 'front');
  const meta = kid(front, 'article-meta') ?? {};
  const title = plain(find(meta, 'article-title')[0]) || 'Untitled paper';
  const abstracts = find(meta, 'abstract');
  const main = abstracts.find((a) => !attr(a, 'abstract-type')) ?? abstracts[0];
  const abstract = main ? abstractText(main) : '';
  const sections = readSections(kid(article, 'body'));
  if (countWords(abstract) + sections.reduce((n, s) => n + s.paragraphs.reduce((m, p) => m + countWords(p), 0), 0) < 40) {
    throw new PaperError('no_text', 'This JATS article has no text to read');
  }
  const floats = readFloats(article);
  if (options.figuresDir && files.size > 0) {
    await mkdir(options.figuresDir, { recursive: true });
    for (const float of floats) await writeFigure(float, files, options.figuresDir, limits.maxFigurePixels ?? 40_000_000);
  }
  // Without its files only the captions are known; a figure is shown only with its image.
  const figures = floats.map((f) => f.figure).filter((f) => f.image);
  const citation = readCitation(front, meta);
  const authors = readAuthors(article, meta);
  const fpage = Number(plain(kid(meta, 'fpage')));
  const lpage = Number(plain(kid(meta, 'lpage')));
  const languageSample = [abstract, ...sections.slice(0, 3).flatMap((s) => s.paragraphs)].join(' ');
  return withDetails(
    {
      title,
      authors: authors.map((a) => a.name),
      abstract: abstract || sections[0]?.paragraphs[0] || '',
      language: detectLanguage(languageSample),
      sections,
      references: readReferences(kid(article, 'back')),
      // The printed page span where the XML gives one; an online-only article has none.
      pageCount: Number.isInteger(fpage) && Number.isInteger(lpage) && lpage >= fpage && fpage > 0 ? lpage - fpage + 1 : 0,
      ...(figures.length > 0 ? { figures } : {}),
      ...(Object.keys(citation).length > 0 ? { citation } : {}),
    },
    readDetails(title, authors, citation),
  );
}
