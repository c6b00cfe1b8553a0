import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractJats, NOT_JATS_MESSAGE, ZIP_WITHOUT_ARTICLE_MESSAGE } from './jats';
import { unzipCapped, ZIP_TOO_BIG_MESSAGE } from './jats-files';
import { PaperError } from './pdf-open';
import { readPaperSandboxed } from './pdf-sandbox';
import { figureJpeg, JATS_NAME, jatsXml } from '../test/inputs';
import type { ExtractedPaper } from '../types';

const NAME = JATS_NAME;
const xml = jatsXml;
const text = (paper: ExtractedPaper) => [paper.abstract, ...paper.sections.flatMap((s) => s.paragraphs)].join(' ');

async function failure(promise: Promise<unknown>): Promise<PaperError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaperError);
  return error as PaperError;
}

describe('given the JATS XML of a BMC article (CC BY)', () => {
  let paper: ExtractedPaper;
  beforeAll(async () => {
    paper = await extractJats(xml);
  });

  it('reads its metadata from <article-meta>: title, the four authors in order, venue, year, DOI and licence', () => {
    expect(paper.title).toBe(
      'Landscape ethnoecological knowledge base and management of ecosystem services in a Székely-Hungarian pre-capitalistic village system (Transylvania, Romania)',
    );
    expect(paper.authors).toEqual(['Zsolt Molnár', 'Krisztina Gellény', 'Katalin Margóczi', 'Marianna Biró']);
    expect(paper.citation).toEqual({
      venue: 'Journal of Ethnobiology and Ethnomedicine',
      year: '2015',
      volume: '11',
      pages: '3',
      doi: '10.1186/1746-4269-11-3',
      license: 'CC BY 4.0',
    });
    expect(paper.language).toBe('en');
  });

  it('gives its details as the form shows them: each author with the affiliation the XML points to, every field from the XML', () => {
    const details = paper.details!;
    expect(details.title).toBe(paper.title);
    expect(details.authors.map((a) => a.name)).toEqual(paper.authors);
    expect(details.authors[0]!.affiliation).toBe(
      'Institute of Ecology and Botany, MTA Centre for Ecological Research, Hungarian Academy of Sciences, Alkotmány u. 2-4, H-2163 Vácrátót, Hungary',
    );
    expect(details.authors[1]!.affiliation).toBe('University of Szeged Department of Ecology, Közép fasor 52, H-6726 Szeged, Hungary');
    expect(details).toMatchObject({
      venue: 'Journal of Ethnobiology and Ethnomedicine',
      year: '2015',
      volume: '11',
      pages: '3',
      doi: '10.1186/1746-4269-11-3',
      license: 'CC BY 4.0',
    });
    expect(details.sources).toEqual({
      title: 'jats',
      authors: 'jats',
      venue: 'jats',
      year: 'jats',
      volume: 'jats',
      pages: 'jats',
      doi: 'jats',
      license: 'jats',
    });
  });

  it('reads ORCID iDs, affiliations inside a contrib, an issue and a printed page span', async () => {
    const article = `<?xml version="1.0"?><article><front><journal-meta><journal-title-group><journal-title>PLOS ONE</journal-title></journal-title-group></journal-meta><article-meta>
      <title-group><article-title>Heat and wheat</article-title></title-group>
      <contrib-group>
        <contrib contrib-type="author"><contrib-id contrib-id-type="orcid" authenticated="true">https://orcid.org/0000-0002-1825-0097</contrib-id><name><surname>Thomason</surname><given-names>Kayla</given-names></name><xref ref-type="aff" rid="a1 a2"/></contrib>
        <contrib contrib-type="author"><name><surname>Babar</surname><given-names>Md Ali</given-names></name><aff><label>3</label>University of Florida, Gainesville, USA</aff></contrib>
        <contrib contrib-type="editor"><name><surname>Editor</surname><given-names>An</given-names></name></contrib>
      </contrib-group>
      <aff id="a1"><label>1</label>Agronomy, University of Florida</aff><aff id="a2"><label>2</label>Plant Breeding, Gainesville</aff>
      <pub-date pub-type="ppub"><year>2018</year></pub-date><volume>13</volume><issue>6</issue><fpage>241</fpage><lpage>250</lpage>
      <abstract><p>${'Heat after flowering lowers the yield of wheat in every field we measured this year. '.repeat(6)}</p></abstract>
    </article-meta></front><body><sec><title>Results</title><p>${'The heat stress cut grain weight by a fifth in the two lines we grew. '.repeat(4)}</p></sec></body></article>`;
    const read = await extractJats(new TextEncoder().encode(article));
    expect(read.details!.authors).toEqual([
      { name: 'Kayla Thomason', affiliation: 'Agronomy, University of Florida; Plant Breeding, Gainesville', orcid: '0000-0002-1825-0097' },
      { name: 'Md Ali Babar', affiliation: 'University of Florida, Gainesville, USA' },
    ]);
    expect(read.citation).toMatchObject({ venue: 'PLOS ONE', year: '2018', volume: '13', issue: '6', pages: '241–250' });
  });

  it('reads its structure: the abstract, the sections in order, sub-sections under their section', () => {
    expect(paper.abstract).toMatch(/^Background: Previous studies showed an in-depth ecological understanding by traditional people/);
    expect(paper.abstract).toMatch(/ Methods: Székelys had self-governed communities/);
    expect(paper.abstract).toContain(
      'Seventy-two archival laws from 52 villages, resulting in 898 regulations, were analyzed using the DPSIR framework.',
    );
    const headings = paper.sections.map((s) => s.heading);
    expect(headings[0]).toBe('Background');
    expect(headings).toContain('Methods: Data analysis');
    expect(headings).toContain('Results: Forests');
    expect(headings.at(-1)).toBe('Conclusions');
    expect(headings.some((h) => /acknowledg|competing|contributions/i.test(h))).toBe(false);
  });

  it('keeps citation markers and floats out of the narration, and sets the references aside', () => {
    expect(text(paper)).not.toMatch(/\[\s*\d|\[\s*[,–]?\s*\]|\(e\.g\.\s*\)/);
    expect(text(paper)).toContain(
      'self-governance by local communities is a powerful way of maintaining a sustainable, resilient social-ecological system.',
    );
    expect(paper.references).toHaveLength(68);
    expect(paper.references[0]).toMatch(/The tragedy of the commons: twenty-two years later/);
  });

  it('shows no figure without its file: the XML alone has the captions, not the images', () => {
    expect(paper.figures).toBeUndefined();
  });
});

describe('given a .zip of the JATS XML and its figure files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'paperlight-jats-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the article and writes each figure at its full resolution, with its caption', async () => {
    const zip = zipSync({
      [`${NAME}/${NAME}.xml`]: xml,
      // The XML names its graphics without an extension; publishers ship .jpg beside it, sometimes two sizes.
      [`${NAME}/13002_2014_467_Fig1_HTML.jpg`]: figureJpeg(2400, 1600),
      [`${NAME}/small/13002_2014_467_Fig1_HTML.jpg`]: figureJpeg(240, 160),
      [`${NAME}/13002_2014_467_Fig2_HTML.jpg`]: figureJpeg(1800, 1200),
    });
    const paper = await extractJats(zip, { figuresDir: dir });
    expect(paper.title).toMatch(/^Landscape ethnoecological knowledge base/);
    const figures = paper.figures ?? [];
    expect(figures.map((f) => f.id)).toEqual(['figure-1', 'figure-2']);
    expect(figures[0]).toMatchObject({ kind: 'figure', label: 'Figure 1', width: 2400, height: 1600 });
    expect(figures[0]!.caption).toMatch(/^Figure 1\. \S/);
    const image = await loadImage(readFileSync(figures[0]!.image!));
    expect([image.width, image.height]).toEqual([2400, 1600]);
  });

  it('refuses a zip without an article', async () => {
    const error = await failure(extractJats(zipSync({ 'notes.txt': new TextEncoder().encode('no article here') })));
    expect(error.message).toBe(ZIP_WITHOUT_ARTICLE_MESSAGE);
  });

  it('stops unpacking a zip bomb at the cap, counting the bytes that come out', () => {
    const bomb = zipSync({ 'article.xml': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => unzipCapped(bomb, { maxUnpackedBytes: 1024 * 1024 })).toThrow(ZIP_TOO_BIG_MESSAGE);
  });

  it('refuses too many entries and a name that climbs out of its folder', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, new Uint8Array(1)])));
    expect(() => unzipCapped(many, { maxEntries: 5 })).toThrow('This ZIP file has more than 5 files');
    const escape = zipSync({ '../../etc/article.xml': xml });
    expect(() => unzipCapped(escape)).toThrow('This ZIP file has a file outside its folder');
  });
});

describe('given XML that is not a JATS article', () => {
  it('says so for XML of another kind', async () => {
    const error = await failure(extractJats(new TextEncoder().encode('<?xml version="1.0"?><html><body><p>Hello</p></body></html>')));
    expect(error.message).toBe(NOT_JATS_MESSAGE);
  });

  it('refuses XML that declares entities (how an XML bomb starts)', async () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE article [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><article><front/><body><p>&b;</p></body></article>';
    const error = await failure(extractJats(new TextEncoder().encode(bomb)));
    expect(error.message).toBe(NOT_JATS_MESSAGE);
  });
});

describe('given a JATS upload in the sandboxed reader', () => {
  it('is read by the reader child like a PDF, and a broken one fails with the product’s words', async () => {
    const paper = await readPaperSandboxed(xml);
    expect(paper.authors).toHaveLength(4);
    const error = await failure(readPaperSandboxed(new TextEncoder().encode('<?xml version="1.0"?><notes/>')));
    expect(error.message).toBe(NOT_JATS_MESSAGE);
  });
});
