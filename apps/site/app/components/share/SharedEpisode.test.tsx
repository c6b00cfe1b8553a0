import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { episodeMeta } from '#app/lib/share-meta.ts';
import { citationOf, SharedEpisodeSchema, type SharedEpisode } from '#app/lib/shared-video.server.ts';
import { SharedEpisodePage, voicesLine } from './SharedEpisode';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const base = `https://api.example/paper-remix/shared/${TOKEN}`;
/** The api's answer for a shared episode of one of the shared papers (SOURCES.md: PLOS ONE, CC BY 4.0). */
const answer = {
  kind: 'podcast',
  title: 'Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress',
  projectName: 'Wheat',
  durationSec: 456,
  participants: [
    { id: 'host', role: 'host', name: 'Sam' },
    { id: 'guest-1', role: 'guest', name: 'Maya' },
  ],
  chapters: [
    { title: 'Introduction', start: 0, end: 40, turn: 't-001' },
    { title: 'What they found', start: 40, end: 456, turn: 't-002' },
  ],
  turns: [
    { id: 't-001', speaker: 'host', name: 'Sam', text: 'Welcome. Today we read a paper on wheat and heat.', start: 0, end: 39 },
    {
      id: 't-002',
      speaker: 'guest-1',
      name: 'Maya',
      text: 'Heat after flowering lowered grain weight in every line they grew.',
      start: 40,
      end: 456,
    },
  ],
  audioUrl: `${base}/episode.m4a`,
  mp3Url: `${base}/episode.mp3`,
  transcriptUrl: `${base}/transcript.vtt`,
  chaptersUrl: `${base}/chapters.json`,
  paper: {
    title: 'Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress',
    authors: ['Thomason', 'Babar', 'Erickson', 'Mulvaney', 'Beecher', 'MacDonald'],
    venue: 'PLOS ONE 13(6): e0197919',
    year: '2018',
    doi: '10.1371/journal.pone.0197919',
    license: 'CC BY 4.0',
  },
  sharedAt: '2026-11-02T10:00:00.000Z',
};
const episode: SharedEpisode = v.parse(SharedEpisodeSchema, answer);
const page = () => (
  <SharedEpisodePage episode={episode} citation={citationOf(episode)} pageUrl={`https://paperlight.example/share/${TOKEN}`} />
);

describe('a shared episode’s page (issue 34)', () => {
  it('shows the title, authors and voices, the player, chapters and the transcript with speaker names', () => {
    const { container } = render(page());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(answer.title);
    expect(screen.getByText('Thomason, Babar, Erickson, Mulvaney, Beecher, MacDonald')).toBeInTheDocument();
    expect(screen.getByText('A conversation about the paper: Sam (host), Maya (guest) · 7:36')).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('src', answer.audioUrl);
    expect(screen.getByRole('heading', { level: 2, name: 'Chapters' })).toBeInTheDocument();
    const turns = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    expect(turns.map((turn) => turn.textContent)).toEqual([
      'Play from 0:00 Sam host' + answer.turns[0]!.text,
      'Play from 0:40 Maya guest' + answer.turns[1]!.text,
    ]);
    expect(screen.getByRole('link', { name: 'Transcript (WebVTT)' })).toHaveAttribute('href', answer.transcriptUrl);
    expect(screen.getByRole('link', { name: 'Audio (MP3)' })).toHaveAttribute('href', answer.mp3Url);
  });

  it('credits the paper: authors, year, title, venue, DOI and licence', () => {
    render(page());
    expect(screen.getByText(citationOf(episode).text)).toBeInTheDocument();
    expect(citationOf(episode).text).toBe(
      'Thomason, Babar, Erickson, Mulvaney, Beecher, MacDonald (2018). Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress. PLOS ONE 13(6): e0197919. https://doi.org/10.1371/journal.pone.0197919 Licence: CC BY 4.0.',
    );
    expect(screen.getByRole('link', { name: 'Read the paper (DOI)' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1371/journal.pone.0197919',
    );
  });

  it('is readable as HTML before any script runs: the transcript is in the server-rendered page', () => {
    const html = renderToString(page());
    expect(html).toContain('Heat after flowering lowered grain weight in every line they grew.');
    expect(html).toMatch(/Maya<\/span>/);
  });

  it('says what it is in its head, out of search engines', () => {
    const meta = episodeMeta({
      title: answer.title,
      authors: episode.paper!.authors,
      page: `https://paperlight.example/share/${TOKEN}`,
      audioUrl: answer.audioUrl,
    });
    expect(meta).toContainEqual({ title: `${answer.title} · Podcast · Paperlight` });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(meta).toContainEqual({ property: 'og:audio', content: answer.audioUrl });
    expect(voicesLine({ participants: [], durationSec: null })).toBe('');
  });
});
