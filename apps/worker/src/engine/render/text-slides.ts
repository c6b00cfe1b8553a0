/** The slides without a figure: the title and closing cards, a number, a quote, points, plain text, and the parts every slide shares (the top bar, the heading). */
import { cardAuthors, venueLine } from '@paperlight/remix-core/details';
import type { Scene, VisualElement } from '../types';
import {
  clampedText,
  CONTENT_LEFT,
  CONTENT_WIDTH,
  el,
  INDIGO,
  INK,
  MUTED,
  type Palette,
  type SatoriChild,
  type SatoriElement,
  type SlidePaper,
  truncate,
} from './look';

export function topBar(title: string, index: number, total: number): SatoriElement {
  const progress = total > 0 ? Math.min(1, Math.max(0, index / total)) : 0;
  return el(
    'div',
    { display: 'flex', flexDirection: 'column', position: 'absolute', left: CONTENT_LEFT, top: 44, width: CONTENT_WIDTH, gap: 16 },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
        el('div', {
          width: 34,
          height: 34,
          borderRadius: 9,
          backgroundImage: `linear-gradient(135deg, ${INDIGO}, #8b5cf6)`,
          flexShrink: 0,
        }),
        el('div', { fontSize: 26, fontWeight: 700, color: INK, flexShrink: 0 }, 'Paperlight'),
        clampedText(
          truncate(title, 90),
          { fontSize: 24, color: MUTED, marginLeft: 12, flexGrow: 1, whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: 1300 },
          1,
        ),
        total > 0 ? el('div', { fontSize: 24, fontWeight: 700, color: INDIGO, flexShrink: 0 }, `${index} / ${total}`) : null,
      ]),
      el('div', { display: 'flex', width: '100%', height: 6, borderRadius: 3, backgroundColor: '#e0e7ff' }, [
        el('div', { width: `${Math.round(progress * 100)}%`, height: 6, borderRadius: 3, backgroundColor: INDIGO }),
      ]),
    ],
  );
}

/** Font size for a text of `length` characters: the longer, the smaller, between `max` and `min`. */
export function fitSize(length: number, steps: [number, number][], min: number): number {
  for (const [upTo, size] of steps) if (length <= upTo) return size;
  return min;
}

export function headingText(text: string, size = 52, lines = 2): SatoriElement {
  return clampedText(
    truncate(text, 120),
    {
      fontSize: size,
      fontWeight: 700,
      lineHeight: 1.15,
      color: INK,
      letterSpacing: -1,
      maxHeight: Math.ceil(size * 1.15 * lines) + 4,
      flexShrink: 0,
    },
    lines,
  );
}

export function accentRule(): SatoriElement {
  return el('div', { width: 88, height: 8, borderRadius: 4, backgroundColor: INDIGO, flexShrink: 0 });
}

/** The scene's heading for content slides: its text overlay, without the 'Slide 3:' script line. */
export function slideHeading(scene: Scene): string {
  const overlay = scene.annotations?.text_overlays?.find((t) => t.trim());
  if (overlay) return overlay;
  return (scene.script_line ?? '').replace(/^(?:(?:Opening|Closing|Slide \d+)(?: \+ )?)+:\s*/, '') || scene.visual_description || '';
}

export function doiOf(doi: string | undefined): string | undefined {
  const clean = doi?.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '').trim();
  return clean || undefined;
}

/** Over six authors, the first three and 'et al.' (issue 30). */
export function authorLine(authors: string[] | undefined): string {
  return cardAuthors(authors ?? []);
}

export function titleCard(paper: SlidePaper, look: Palette): SatoriChild[] {
  // Fits any title: the type shrinks with its length and wraps; only beyond 300 characters is it cut.
  const title = truncate(paper.title, 300);
  const size = fitSize(
    title.length,
    [
      [50, 88],
      [90, 76],
      [140, 64],
      [200, 54],
    ],
    46,
  );
  const authors = authorLine(paper.authors);
  const c = paper.citation ?? {};
  const venue = [venueLine(c), c.year && !(c.venue ?? '').includes(c.year) ? c.year : undefined].filter(Boolean).join(' · ');
  const doi = doiOf(c.doi);
  return [
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        padding: '56px 72px',
        gap: 30,
        ...look.card,
      },
      [
        el(
          'div',
          { fontSize: 26, fontWeight: 700, color: INDIGO, letterSpacing: 3, textTransform: 'uppercase' },
          'Paper Remix · a narrated summary',
        ),
        clampedText(
          title,
          { fontSize: size, fontWeight: 700, lineHeight: 1.12, color: INK, letterSpacing: -1.5, maxHeight: Math.ceil(size * 1.12 * 5) + 4 },
          5,
        ),
        authors ? clampedText(truncate(authors, 260), { fontSize: 34, lineHeight: 1.3, color: INK, maxHeight: 92 }, 2) : null,
        venue || doi
          ? el('div', { display: 'flex', flexDirection: 'column', gap: 8 }, [
              // Two lines: the year comes last, and a long proceedings name on one line cut it off (SPECTER's '· 20…').
              venue ? clampedText(truncate(venue, 180), { fontSize: 30, lineHeight: 1.3, color: MUTED, maxHeight: 82 }, 2) : null,
              doi ? el('div', { fontSize: 28, color: MUTED }, `doi:${truncate(doi, 80)}`) : null,
            ])
          : null,
      ],
    ),
  ];
}

export function closingCard(visual: VisualElement, paper: SlidePaper | undefined, look: Palette): SatoriChild[] {
  const citation = truncate(visual.caption || paper?.title || '', 520);
  const licence = paper?.citation?.license;
  return [
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        padding: '56px 72px',
        gap: 30,
        ...look.card,
      },
      [
        el('div', { fontSize: 26, fontWeight: 700, color: INDIGO, letterSpacing: 3, textTransform: 'uppercase' }, 'Source'),
        clampedText(
          citation,
          {
            fontSize: fitSize(
              citation.length,
              [
                [180, 42],
                [320, 36],
              ],
              31,
            ),
            lineHeight: 1.35,
            color: INK,
            maxHeight: 380,
          },
          8,
        ),
        el(
          'div',
          { fontSize: 28, lineHeight: 1.4, color: MUTED, display: 'block' },
          licence && !citation.includes(licence)
            ? `Licence: ${licence}. Figures and quotes are the authors’, shown under that licence.`
            : 'Figures and quotes are the authors’, shown under the paper’s licence.',
        ),
        el('div', { fontSize: 26, color: MUTED }, 'Summary narrated by Paperlight Paper Remix — read the paper for the full story.'),
      ],
    ),
  ];
}

export function numberSlide(heading: string, visual: VisualElement, look: Palette): SatoriChild[] {
  const value = truncate(visual.value ?? '', 24);
  const size = fitSize(
    value.length,
    [
      [6, 220],
      [10, 170],
      [16, 124],
    ],
    96,
  );
  return [
    headingText(heading, 48),
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        flexGrow: 1,
        marginTop: 24,
        padding: 48,
        gap: 28,
        ...look.card,
      },
      [
        el('div', { fontSize: size, fontWeight: 700, color: INDIGO, letterSpacing: -4, lineHeight: 1 }, value),
        clampedText(
          truncate(visual.caption, 180),
          { fontSize: 44, lineHeight: 1.3, color: INK, textAlign: 'center', maxWidth: 1400, maxHeight: 180 },
          3,
        ),
        // Where the paper states it, as on a figure (issue 30).
        visual.page ? el('div', { display: 'flex', fontSize: 30, fontWeight: 700, color: MUTED }, `p. ${visual.page}`) : null,
      ],
    ),
  ];
}

export function quoteSlide(heading: string, visual: VisualElement, look: Palette): SatoriChild[] {
  const quote = truncate(visual.caption, 260);
  const size = fitSize(
    quote.length,
    [
      [110, 58],
      [180, 50],
    ],
    42,
  );
  return [
    headingText(heading, 44),
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        flexGrow: 1,
        marginTop: 24,
        padding: '48px 72px',
        gap: 24,
        ...look.card,
      },
      [
        el('div', { fontSize: 140, fontWeight: 700, color: INDIGO, lineHeight: 0.6, height: 70 }, '“'),
        clampedText(quote, { fontSize: size, lineHeight: 1.35, color: INK, maxHeight: Math.ceil(size * 1.35 * 5) + 4 }, 5),
        el('div', { fontSize: 30, color: MUTED }, visual.page ? `— the paper, p. ${visual.page}` : '— the paper'),
      ],
    ),
  ];
}

export function bulletsSlide(heading: string, items: string[], look: Palette): SatoriChild[] {
  if (items.length === 1) {
    // One claim is the slide's point: set large, whole, under an accent rule rather than as a lone bullet.
    // Smaller and on more lines when long: at 54 px four lines held about 200 characters, and a
    // 220-character claim lost its end ('…from high-income countries, and w…'). The storyboard
    // keeps a lone claim to 330 characters (storyboard/claims.ts CLAIM_ROOM), which 40 px sets on six lines.
    const claim = truncate(items[0]!, 330);
    const size = fitSize(
      claim.length,
      [
        [150, 54],
        [190, 48],
        [240, 44],
      ],
      40,
    );
    const lines = size === 54 ? 4 : size === 40 ? 6 : 5;
    return [
      headingText(heading, 56),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          marginTop: 28,
          padding: '48px 72px',
          gap: 32,
          ...look.card,
        },
        [
          accentRule(),
          clampedText(
            claim,
            { fontSize: size, fontWeight: 600, lineHeight: 1.28, color: INK, maxHeight: Math.ceil(size * 1.28 * lines) + 4 },
            lines,
          ),
        ],
      ),
    ];
  }
  // As many lines as the card holds for that many bullets: two get three lines each, more get two.
  const bullets = items.slice(0, 4).map((b) => truncate(b, items.length <= 2 ? 190 : items.length === 3 ? 140 : 110));
  const size = bullets.length <= 2 ? 46 : 40;
  const lines = bullets.length <= 2 ? 3 : 2;
  return [
    headingText(heading, 56),
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        flexGrow: 1,
        marginTop: 28,
        padding: '40px 64px',
        gap: 34,
        ...look.card,
      },
      [
        ...bullets.map((bullet) =>
          el('div', { display: 'flex', alignItems: 'flex-start', gap: 28 }, [
            el('div', { width: 18, height: 18, marginTop: size * 0.45, borderRadius: 9, backgroundColor: INDIGO, flexShrink: 0 }),
            clampedText(bullet, { fontSize: size, lineHeight: 1.3, color: INK, maxHeight: Math.ceil(size * 1.3 * lines) + 4 }, lines),
          ]),
        ),
      ],
    ),
  ];
}

/**
 * A scene without a known visual (older or model-written storyboards): its heading and one line. A
 * bullet card without claims (no claim of the slide makes sense alone, decision 0212) shows its
 * heading only (`withBody` false).
 */
export function textSlide(scene: Scene, heading: string, withBody = true): SatoriChild[] {
  const body = withBody
    ? ([scene.narration, scene.script_line, scene.visual_description].find((t) => t && t.trim() && t.trim() !== heading.trim()) ?? '')
    : '';
  return [
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: 36 }, [
      accentRule(),
      clampedText(
        truncate(heading, 140),
        { fontSize: 72, fontWeight: 700, lineHeight: 1.12, color: INK, letterSpacing: -1.5, maxHeight: 245 },
        3,
      ),
      body ? clampedText(truncate(body, 320), { fontSize: 40, lineHeight: 1.45, color: MUTED, maxHeight: 290 }, 5) : null,
    ]),
  ];
}
