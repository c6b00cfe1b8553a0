/** The paper's title and authors from its first page (or its metadata), and the details reader's findings completed with them. */
import type { Line } from './layout';
import { tidySpacing } from './text';
import type { PaperDetails } from '../types';

const JUNK_TITLE =
  /^(untitled|microsoft word|proceedings template|template|document\d*|title|paper|manuscript|article)\b|\.(docx?|pdf|tex|dvi|indd|qxd)$/i;

function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

export function pickTitle(metaTitle: string | undefined, page1: Line[]): { title: string; lines: Line[] } {
  const candidates = page1.filter((l) => (l.text.match(/\p{L}/gu) ?? []).length >= 3);
  const maxSize = Math.max(...candidates.map((l) => l.size));
  const titleLines = candidates.filter((l) => l.size >= maxSize - 0.6).sort((a, b) => b.y - a.y);
  // A title block is contiguous: stop at the first big vertical jump.
  const block: Line[] = [];
  for (const line of titleLines) {
    const last = block[block.length - 1];
    if (last && last.y - line.y > line.size * 2.2) break;
    block.push(line);
  }
  const fromLayout = tidySpacing(
    block
      .map((l) => l.text)
      .join(' ')
      .replace(/([\p{L}])- (\p{Ll})/gu, '$1$2'),
  );
  const meta = metaTitle?.replace(/\s+/g, ' ').trim() ?? '';
  if (meta.length >= 8 && meta.length <= 300 && meta.split(' ').length >= 2 && !JUNK_TITLE.test(meta)) {
    const pageWords = new Set(words(page1.map((l) => l.text).join(' ')));
    const metaWords = words(meta);
    const found = metaWords.filter((w) => pageWords.has(w)).length;
    if (metaWords.length > 0 && found / metaWords.length >= 0.6) return { title: meta, lines: block };
  }
  return { title: fromLayout, lines: block };
}

export const INSTITUTION =
  /universit|institut|school|department|dept|laborator|college|cent(?:re|er)|hospital|academy|\binc\b|\bltd\b|\bllc\b|foundation|research|faculty|ministry|\bkey\b|corresponding|email|e-mail|@/i;
const NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:van|von|de|der|den|da|di|del|la|le)\s+)?\p{Lu}[\p{L}'’.-]*){1,4}$/u;

export function parseNames(text: string): string[] {
  const cleaned = text.replace(/[\d*†‡§¶☯✉#∗⁎]+/g, ' ').replace(/\s+/g, ' ');
  return cleaned
    .split(/,|;|\band\b|&/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part && NAME.test(part) && !INSTITUTION.test(part));
}

export function pickAuthors(metaAuthor: string | undefined, page1: Line[], titleLines: Line[], abstractY: number | null): string[] {
  const titleBottom = Math.min(...titleLines.map((l) => l.y));
  const below = page1
    .filter((l) => l.y < titleBottom - 1 && (abstractY === null || l.y > abstractY))
    .sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const authors: string[] = [];
  let started = false;
  // Author lines sit directly under the title; the first line without names ends them.
  for (const line of below.slice(0, 12)) {
    if (line.size < 5.5) continue;
    const names = parseNames(line.text);
    const looksLikeAuthors =
      names.length > 0 && names.join(' ').length >= line.text.replace(/[\d*†‡§¶☯✉#∗,;]|\band\b/g, '').trim().length * 0.6;
    if (looksLikeAuthors) {
      started = true;
      authors.push(...names);
    } else if (started) break;
  }
  if (authors.length > 0) return [...new Set(authors)].slice(0, 40);
  const fromMeta = metaAuthor ? parseNames(metaAuthor) : [];
  if (fromMeta.length > 0) return fromMeta.slice(0, 40);
  // No person named: a group may sign the paper ('The ATLAS Collaboration', 'Paperlight Research')
  // on the line under the title. An affiliation line (a university, an address) is not an author.
  const first = below.find((line) => line.size >= 5.5);
  const group = first?.text.replace(/\s+/g, ' ').trim() ?? '';
  return GROUP_AUTHOR.test(group) && !AFFILIATION.test(group) && group.split(' ').length <= 6 ? [group] : [];
}

const GROUP_AUTHOR =
  /^(?:the\s+)?\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+){0,4}\s+(?:collaboration|consortium|group|team|research|labs?|initiative|network|project)$/iu;
const AFFILIATION = /universit|institut|department|dept\b|school|hospital|college|faculty|ministry|[,@\d]/i;

/** The details reader's findings, with the body reader's title and a signing group where it found none. */
export function completeDetails(details: PaperDetails, fallbackTitle: string, fallbackAuthors: () => string[]): PaperDetails {
  const out: PaperDetails = { ...details, sources: { ...details.sources } };
  if (!out.title) {
    out.title = fallbackTitle;
    out.sources.title = 'layout';
  }
  if (out.authors.length === 0) {
    const names = fallbackAuthors();
    if (names.length > 0) {
      out.authors = names.map((name) => ({ name }));
      out.sources.authors = 'layout';
    }
  }
  return out;
}
