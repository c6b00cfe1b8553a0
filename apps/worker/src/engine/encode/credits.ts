/**
 * The paper's credit carried by the film's files (issue 30): the MP4's metadata (title, artist,
 * date, comment — what players and archives show) and a NOTE at the head of the captions file, both
 * from the paper's details as the user last corrected them.
 */
import { cardAuthors, citationText } from '@paperlight/remix-core/details';
import type { SlidePaper } from '../render/look';

/** ffmpeg's global tags for the film: title, artist (the authors), date (the year), comment (the citation). */
export function filmTags(paper: SlidePaper | undefined): Record<string, string> {
  if (!paper) return {};
  const tags: Record<string, string> = {};
  const authors = (paper.authors ?? []).filter((a) => a.trim());
  if (authors.length > 0) tags.artist = authors.join(', ');
  if (paper.citation?.year) tags.date = paper.citation.year;
  tags.comment = `Narrated summary of: ${citationText({ title: paper.title, authors, ...(paper.citation ? { citation: paper.citation } : {}) })}`;
  return tags;
}

/** A WebVTT NOTE block naming the paper: 'NOTE' then the citation, never a cue timing arrow. */
export function captionsNote(paper: SlidePaper | undefined): string {
  if (!paper) return '';
  const authors = (paper.authors ?? []).filter((a) => a.trim());
  const citation = citationText({ title: paper.title, authors, ...(paper.citation ? { citation: paper.citation } : {}) });
  const credit = `Captions of a narrated summary of ${citation}${authors.length > 0 ? ` By ${cardAuthors(authors)}.` : ''}`;
  return `NOTE\n${credit.replace(/-->/g, '→').replace(/\n+/g, ' ')}`;
}
