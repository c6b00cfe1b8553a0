import { describe, expect, it } from 'vitest';
import { oembedOf, embedSize } from './oembed';
import { shareMeta } from './share-meta';
import { citationOf, doiUrl, type SharedVideo } from './shared-video.server';
import { embedCode, EMBED_HEIGHT, EMBED_WIDTH, sharePaths, shareTokenOf } from './shared-video';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const video = (paper: SharedVideo['paper']): SharedVideo => ({
  title: 'Heat stress and wheat yield',
  projectName: 'Wheat',
  durationSec: 95,
  scenes: [],
  videoUrl: 'https://api.example/paper-remix/shared/t/video.mp4',
  subtitlesUrl: null,
  chaptersUrl: null,
  posterUrl: null,
  paper,
  sharedAt: '2026-11-01T00:00:00.000Z',
});

describe('the citation', () => {
  it('names every author, the year, title, venue, the DOI as an address and the licence', () => {
    const citation = citationOf(
      video({
        title: 'Heat stress and wheat yield',
        authors: ['A. Grower', 'B. Field', 'C. Rain', 'D. Sun'],
        venue: 'Field Crops Research',
        year: '2024',
        doi: 'doi:10.1016/j.fcr.2024.01.002',
        license: 'CC BY 4.0',
      }),
    );
    expect(citation.text).toBe(
      'A. Grower, B. Field, C. Rain, D. Sun (2024). Heat stress and wheat yield. Field Crops Research. https://doi.org/10.1016/j.fcr.2024.01.002 Licence: CC BY 4.0.',
    );
    expect(citation.doiUrl).toBe('https://doi.org/10.1016/j.fcr.2024.01.002');
    expect(citation.authors).toHaveLength(4);
  });

  it('falls back on what is known: the film’s title alone, or a paper without details', () => {
    expect(citationOf(video(null))).toEqual({ text: 'Heat stress and wheat yield.', authors: [], doiUrl: null, license: null });
    expect(citationOf(video({ authors: ['A. Grower'], title: null })).text).toBe('A. Grower. Heat stress and wheat yield.');
  });

  it('reads a DOI in any usual form and refuses what is not one', () => {
    expect(doiUrl('https://dx.doi.org/10.1234/abc.5')).toBe('https://doi.org/10.1234/abc.5');
    expect(doiUrl(' 10.1234/abc ')).toBe('https://doi.org/10.1234/abc');
    expect(doiUrl('not a doi')).toBeNull();
    expect(doiUrl(undefined)).toBeNull();
  });
});

describe('addresses and the embed code', () => {
  it('puts the page, the embed and oEmbed on the site', () => {
    expect(sharePaths('https://paperlight.example/', TOKEN)).toEqual({
      page: `https://paperlight.example/share/${TOKEN}`,
      embed: `https://paperlight.example/embed/${TOKEN}`,
      oembed: `https://paperlight.example/oembed?url=https%3A%2F%2Fpaperlight.example%2Fshare%2F${TOKEN}&format=json`,
    });
  });

  it('escapes the title in the iframe', () => {
    expect(embedCode('https://paperlight.example/embed/x', 'Cats & "dogs" <3')).toBe(
      `<iframe src="https://paperlight.example/embed/x" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" title="Cats &amp; &quot;dogs&quot; &lt;3" style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
    );
  });

  it('finds the token only in this site’s share and embed addresses', () => {
    expect(shareTokenOf(`https://paperlight.example/share/${TOKEN}`, 'https://paperlight.example')).toBe(TOKEN);
    expect(shareTokenOf(`https://paperlight.example/embed/${TOKEN}/`, 'https://paperlight.example')).toBe(TOKEN);
    expect(shareTokenOf(`https://evil.example/share/${TOKEN}`, 'https://paperlight.example')).toBeNull();
    expect(shareTokenOf('https://paperlight.example/share/short', 'https://paperlight.example')).toBeNull();
    expect(shareTokenOf('not a url', 'https://paperlight.example')).toBeNull();
  });
});

describe('oEmbed', () => {
  const input = {
    siteUrl: 'https://paperlight.example',
    embedUrl: `https://paperlight.example/embed/${TOKEN}`,
    title: 'Wheat',
    authors: ['A. Grower', 'B. Field'],
    posterUrl: 'https://api.example/p.png',
  };

  it('answers a video with an iframe, its size, the author and the thumbnail', () => {
    const answer = oembedOf(input);
    expect(JSON.parse(JSON.stringify(answer))).toEqual({
      type: 'video',
      version: '1.0',
      title: 'Wheat',
      author_name: 'A. Grower, B. Field',
      provider_name: 'Paperlight',
      provider_url: 'https://paperlight.example/',
      html: embedCode(input.embedUrl, 'Wheat'),
      width: EMBED_WIDTH,
      height: EMBED_HEIGHT,
      thumbnail_url: 'https://api.example/p.png',
      thumbnail_width: 1920,
      thumbnail_height: 1080,
    });
    expect(answer.html).toMatch(/^<iframe src="https:\/\/paperlight\.example\/embed\//);
  });

  it('scales the embed down to maxwidth and maxheight, never up', () => {
    expect(embedSize(320, null)).toEqual({ width: 320, height: 210 });
    expect(embedSize(2000, 105)).toEqual({ width: 160, height: 105 });
    expect(embedSize(null, null)).toEqual({ width: EMBED_WIDTH, height: EMBED_HEIGHT });
    expect(oembedOf({ ...input, maxWidth: 320 }).html).toContain('width="320" height="210"');
  });
});

describe('the share page’s head', () => {
  it('announces oEmbed and gives previews the stable poster and film', () => {
    const tags = shareMeta({
      ...sharePaths('https://paperlight.example', TOKEN),
      title: 'Wheat',
      authors: ['A. Grower'],
      posterUrl: 'https://api.example/s/poster.png',
      videoUrl: 'https://api.example/s/video.mp4',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/json+oembed',
      href: sharePaths('https://paperlight.example', TOKEN).oembed,
      title: 'Wheat',
    });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://api.example/s/poster.png' });
    expect(tags).toContainEqual({ property: 'og:video', content: 'https://api.example/s/video.mp4' });
    expect(tags).toContainEqual({ property: 'og:video:secure_url', content: 'https://api.example/s/video.mp4' });
    expect(tags).toContainEqual({ name: 'description', content: 'A narrated video of “Wheat” by A. Grower, made with Paperlight.' });
  });
});
