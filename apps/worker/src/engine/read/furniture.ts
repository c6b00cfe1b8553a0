/**
 * Page furniture a listener must never hear (issue 14): permission and copyright notices,
 * licences, editorial dates, affiliations and addresses, keywords and categories, funding and
 * acknowledgement notes. Also the paper's citation as printed: venue, year, DOI and licence.
 */
import type { PaperCitation } from '../types';

/** A paragraph that is a notice or a label of the front or back matter, never narration. */
const FURNITURE_PARAGRAPH = [
  /permission to make digital or hard copies/i,
  /\bpermission(?:s)? (?:to (?:reproduce|copy|republish)|requests?)\b/i,
  /\ball rights reserved\b/i,
  /(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}|the author)/i,
  /\bpublication rights licensed to\b/i,
  /\bcreative\s*commons\b/i,
  /\bCC[ -]BY(?:[ -](?:NC|ND|SA))*(?:[ -]\d\.\d)?\b(?: licen[cs]e)?/,
  /\bthis is an open[ -]access article\b/i,
  /\b(?:published|distributed|licensed) under (?:the terms of )?(?:a |the )?licen[cs]e\b/i,
  /\blicensee\b/i,
  /\bmay be used under the terms of\b/i,
  /^(?:received|accepted|revised|published(?: online)?|available online|academic editor|editor)\s*:?\s*(?:\d|\p{Lu})/iu,
  /^(?:key\s?words?|index terms|ccs concepts|categories and subject descriptors|general terms|acm reference format|additional key words and phrases|jel(?: classification)?(?: codes?)?|msc|pacs)\b/i,
  /^(?:funding|financial support|acknowledge?ments?|conflicts? of interests?|competing interests?|declaration of interests?|data availability|author contributions?|correspondence(?: to)?|corresponding author|\*\s*correspondence)\b\s*[:.]?/i,
  /^(?:citation|to cite this article|cite this article|how to cite)\s*:/i,
  /\bISBN\b|\bISSN\b/,
  /\bdoi\.org\/10\.|^\s*(?:doi|https?:)/i,
];

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
const AFFILIATION =
  /\b(?:universit(?:y|é|ät|at|à|eit|ade|idad)|institut(?:e|o)?|department|dept\.|school of|faculty of|laborator(?:y|ies)|college|hospital|research cent(?:re|er)|academy of|\bInc\.|\bLtd\.|\bGmbH\b)/iu;

/** Whether a paragraph (or line) is a notice, label or address rather than the paper's prose. */
export function isFurniture(paragraph: string): boolean {
  const text = paragraph.trim();
  if (FURNITURE_PARAGRAPH.some((re) => re.test(text))) return true;
  const words = text.split(/\s+/).length;
  // An address block: affiliations and e-mails are short and carry no sentence.
  if (EMAIL.test(text) && words < 40) return true;
  if (
    AFFILIATION.test(text) &&
    words < 30 &&
    !/\b(?:we|our|this (?:study|paper|article))\b/i.test(text) &&
    (text.match(/,/g) ?? []).length >= 2
  )
    return true;
  return false;
}

/** E-mail addresses removed from running text. */
export function removeEmails(text: string): string {
  return text.replace(new RegExp(`\\s*\\(?${EMAIL.source}\\)?`, 'gu'), '');
}

const DOI = /\b(10\.\d{4,9}\/[^\s"<>]+)/;

function cleanDoi(doi: string): string {
  return doi.replace(/[.,;:)\]]+$/, '').replace(/\)$/, '');
}

/** The licence as printed, normalised to its short name where the text names one ('CC BY 4.0'). */
export function licenceOf(text: string): string | undefined {
  const cc = /\bCC[ -]BY((?:[ -](?:NC|ND|SA))*)(?:[ -](\d\.\d))?/i.exec(text);
  if (cc) {
    const parts = (cc[1] ?? '')
      .split(/[ -]+/)
      .filter(Boolean)
      .map((p) => p.toUpperCase());
    return `CC BY${parts.length ? `-${parts.join('-')}` : ''}${cc[2] ? ` ${cc[2]}` : ''}`;
  }
  const url = /creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/i.exec(text);
  if (url) return `CC ${url[1]!.toUpperCase()} ${url[2]}`;
  if (/creativecommons\.org\/publicdomain\/zero|\bCC0\b/i.test(text) && !/creative\s*commons\s+attribution/i.test(text)) return 'CC0 1.0';
  const named =
    /creative\s*commons\s+attribution((?:[- ](?:non-?commercial|no-?derivatives?|no-?derivs|share-?alike))*)\s*(?:licen[cs]e\s*)?(\d\.\d)?/i.exec(
      text,
    );
  if (named) {
    const parts = (named[1] ?? '')
      .toLowerCase()
      .split(/[- ]+/)
      .filter(Boolean)
      .map((p) => (p.startsWith('non') ? 'NC' : p.startsWith('no') ? 'ND' : p.startsWith('share') ? 'SA' : ''))
      .filter(Boolean);
    return `CC BY${parts.length ? `-${parts.join('-')}` : ''}${named[2] ? ` ${named[2]}` : ''}`;
  }
  return undefined;
}

/**
 * The paper's citation as printed on its first page (and in its metadata where a publisher put
 * it there, as Elsevier does in Subject: 'The Lancet, 391 (2018) 241-250. doi:…').
 */
export function findCitation(firstPages: string[], meta: { subject?: string | undefined }): PaperCitation {
  const citation: PaperCitation = {};
  const subject = meta.subject?.replace(/\s+/g, ' ').trim() ?? '';
  const elsevier = /^(.+?),\s*\d+\s*\((\d{4})\)/.exec(subject);
  if (elsevier) {
    citation.venue = elsevier[1]!.trim();
    citation.year = elsevier[2]!;
  }
  const subjectDoi = DOI.exec(subject)?.[1];
  if (subjectDoi) citation.doi = cleanDoi(subjectDoi);

  const lines = firstPages
    .flatMap((p) => p.split('\n'))
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const joined = lines.join('\n');
  if (!citation.doi) {
    // The most printed complete DOI wins (a PLOS footer repeats it on every page); a DOI broken over
    // two lines ('http://dx.doi.org/10.1016/' then 'S0140-6736(17)31869-X') is joined as a last resort.
    const complete = new Map<string, number>();
    let broken: string | undefined;
    lines.forEach((line, i) => {
      for (const m of line.matchAll(new RegExp(DOI.source, 'g'))) {
        const doi = cleanDoi(m[1]!);
        if (/[/.-]$/.test(m[1]!) || !/\/[\w(]/.test(doi)) {
          const next = lines[i + 1]?.split(' ')[0];
          if (!broken && next && /^[\w()./-]+$/.test(next)) broken = cleanDoi(m[1]! + next);
        } else complete.set(doi, (complete.get(doi) ?? 0) + 1);
      }
    });
    const best = [...complete].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (best ?? broken) citation.doi = (best ?? broken)!;
  }
  const licence = licenceOf(joined.replace(/\n/g, ' '));
  if (licence) citation.license = licence;
  if (!citation.venue) {
    for (const line of lines) {
      const proceedings = /^(Proceedings of (?:the )?.+?)(?:,\s*pages?\b.*|,\s*\d.*|$)/.exec(line);
      if (proceedings) {
        citation.venue = proceedings[1]!.trim();
        // ACL prints the year on the venue's next line: 'July 5 - 10, 2020. c 2020 Association for …'.
        const year = /\b((?:19|20)\d{2})\b/.exec(`${line} ${lines[lines.indexOf(line) + 1] ?? ''}`)?.[1];
        if (year) citation.year = year;
        break;
      }
      const pipe = /^([\p{Lu}][\p{L} &:-]{2,60}?)\s*\|\s*(?:https?:\/\/)?(?:dx\.)?doi/u.exec(line);
      if (pipe) {
        citation.venue = pipe[1]!.trim();
        break;
      }
      const journal =
        /^(?:[\p{Lu}][\p{L}'’-]+ et al\.?\s+)?((?:Journal|Annals|Proceedings|Transactions|Letters|Bulletin|Review|Advances|International Journal) (?:of )?[\p{L} &:,-]+?)\s*(?:(?:\d+\s*)?\(?((?:19|20)\d{2})\)?[,;]?\s*(?:\d.*)?|\d+.*)?$/u.exec(
          line,
        );
      if (journal && journal[1]!.split(' ').length >= 3 && journal[1]!.split(' ').length <= 12) {
        citation.venue = journal[1]!.replace(/[,:]$/, '').trim();
        if (journal[2]) citation.year = journal[2];
        break;
      }
    }
  }
  if (!citation.year) {
    const patterns = [
      // Volume (year) article: 'Journal of Physics: Conference Series 2188 (2022) 012011'.
      /\b\d{1,4}\s*\(((?:19|20)\d{2})\)\s*(?:e?\d+|\d+[–-]\d+)\b/,
      /\bpublished(?: online)?:?\s+(?:\p{L}+\.?\s+)?(?:\d{1,2},?\s+)?(?:\p{L}+\.?\s+)?((?:19|20)\d{2})\b/iu,
      /(?:©|\(c\)|copyright)\s*((?:19|20)\d{2})\b/i,
      /\b((?:19|20)\d{2})\s*,?\s*\d+\s*[:(]/,
    ];
    for (const re of patterns) {
      const m = re.exec(joined.replace(/\n/g, ' '));
      if (m) {
        citation.year = (m[1] ?? m[0]).trim();
        break;
      }
    }
  }
  return citation;
}
