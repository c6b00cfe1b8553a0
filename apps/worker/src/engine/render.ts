import { open, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { Scene, StoryboardStyle, VisualElement } from './types';

export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 1080;

const INDIGO = '#4f46e5';
const INK = '#0f172a';
const MUTED = '#475569';

export interface SlideOptions {
  /** The paper title, shown in the footer. */
  title: string;
  /** 1-based position of the scene. */
  index: number;
  total: number;
  style: StoryboardStyle;
}

type FontWeight = 400 | 700;
interface FontOption {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

/** Satori's element shape, written as plain objects because the API has no JSX build step. */
interface SatoriElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: SatoriChild | SatoriChild[]; src?: string; width?: number; height?: number };
}
type SatoriChild = SatoriElement | string | null;

function el(type: string, style: Record<string, string | number>, children?: SatoriChild | SatoriChild[]): SatoriElement {
  return { type, props: { style, children } };
}

/*
 * Unicode-range subsets of Inter cover Latin (with accents), Cyrillic and Greek — the scripts of 26
 * of the 30 narration languages. satori needs WOFF/TTF (not WOFF2) and keeps one font per family
 * name and weight, so each subset gets its own name; satori then falls back across names per glyph.
 */
const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

let fontsPromise: Promise<FontOption[]> | undefined;

function loadFonts(): Promise<FontOption[]> {
  fontsPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
    const entries = INTER_SUBSETS.flatMap((subset) => ([400, 700] as const).map((weight) => ({ subset, weight })));
    return Promise.all(
      entries.map(async ({ subset, weight }) => ({
        name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
        data: await readFile(join(dir, `inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    );
  })();
  // A failed read must not poison every later render.
  fontsPromise.catch(() => {
    fontsPromise = undefined;
  });
  return fontsPromise;
}

/*
 * CJK and Arabic fonts are large (a CJK family is ~100 unicode-range subsets per weight), so they are
 * loaded lazily: satori reports each run of text its fonts cannot draw, and only the subsets
 * covering those characters are read, once per process.
 */
interface FontSubset {
  file: string;
  ranges: [number, number][];
}

interface FallbackFamily {
  name: string;
  packageName: string;
  subsets: Promise<Map<FontWeight, FontSubset[]>> | undefined;
}

const FALLBACKS: Record<string, FallbackFamily> = {
  sc: { name: 'Noto Sans SC', packageName: '@fontsource/noto-sans-sc', subsets: undefined },
  jp: { name: 'Noto Sans JP', packageName: '@fontsource/noto-sans-jp', subsets: undefined },
  kr: { name: 'Noto Sans KR', packageName: '@fontsource/noto-sans-kr', subsets: undefined },
  ar: { name: 'IBM Plex Sans Arabic', packageName: '@fontsource/ibm-plex-sans-arabic', subsets: undefined },
};

/** Which families to try first for each of satori's script guesses; kanji also live in SC and KR. */
function fallbackOrder(languageCode: string): FallbackFamily[] {
  const { sc, jp, kr, ar } = FALLBACKS as Required<Record<'sc' | 'jp' | 'kr' | 'ar', FallbackFamily>>;
  // satori joins its candidate locales with '|' (kanji could be Chinese or Japanese); the first wins.
  const first = languageCode.split('|')[0] ?? '';
  if (first === 'ja-JP') return [jp, sc, kr, ar];
  if (first === 'ko-KR') return [kr, sc, jp, ar];
  if (first === 'ar-AR') return [ar, sc, jp, kr];
  return [sc, jp, kr, ar];
}

function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').flatMap((part) => {
    const match = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
    if (!match?.[1]) return [];
    const start = match[1];
    if (start.includes('?')) return [[parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'f'), 16)] as [number, number]];
    return [[parseInt(start, 16), parseInt(match[2] ?? start, 16)] as [number, number]];
  });
}

function familySubsets(family: FallbackFamily): Promise<Map<FontWeight, FontSubset[]>> {
  family.subsets ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve(`${family.packageName}/package.json`));
    const byWeight = new Map<FontWeight, FontSubset[]>();
    for (const weight of [400, 700] as const) {
      const css = await readFile(join(dir, `${weight}.css`), 'utf8');
      const subsets: FontSubset[] = [];
      for (const block of css.split('@font-face').slice(1)) {
        const woff = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1];
        const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
        if (woff && range) subsets.push({ file: join(dir, woff), ranges: parseUnicodeRange(range) });
      }
      byWeight.set(weight, subsets);
    }
    return byWeight;
  })();
  return family.subsets;
}

const fontFiles = new Map<string, Promise<Buffer>>();

function readFontFile(file: string): Promise<Buffer> {
  let cached = fontFiles.get(file);
  if (!cached) {
    cached = readFile(file);
    cached.catch(() => fontFiles.delete(file));
    fontFiles.set(file, cached);
  }
  return cached;
}

const covers = (subset: FontSubset, codePoint: number) => subset.ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi);

/** satori's loadAdditionalAsset: fonts for the characters of `segment` that Inter lacks. */
export async function loadFallbackFonts(languageCode: string, segment: string): Promise<FontOption[]> {
  if (languageCode === 'emoji') return [];
  const codePoints = [...new Set([...segment].map((c) => c.codePointAt(0) ?? 0))].filter((cp) => cp > 0x2ff);
  const wanted = new Map<string, { family: FallbackFamily; weight: FontWeight; file: string }>();
  for (const family of fallbackOrder(languageCode)) {
    const byWeight = await familySubsets(family);
    const regular = byWeight.get(400) ?? [];
    const remaining: number[] = [];
    for (const codePoint of codePoints) {
      const index = regular.findIndex((subset) => covers(subset, codePoint));
      if (index < 0) {
        remaining.push(codePoint);
        continue;
      }
      for (const weight of [400, 700] as const) {
        const subset = byWeight.get(weight)?.[index];
        if (subset) wanted.set(subset.file, { family, weight, file: subset.file });
      }
    }
    codePoints.splice(0, codePoints.length, ...remaining);
    if (codePoints.length === 0) break;
  }
  return Promise.all(
    [...wanted.values()].map(async ({ family, weight, file }) => ({
      // One name per subset file, for the same reason as Inter's subsets above.
      name: `${family.name} ${basename(file, '.woff').replace(/-\d00-normal$/, '')}`,
      data: await readFontFile(file),
      weight,
      style: 'normal' as const,
    })),
  );
}

/**
 * Cuts text at a word boundary and adds an ellipsis. Layout also clamps lines, but satori lays out
 * every character it is given, so bounding the input keeps render time flat for huge narrations.
 */
export function truncate(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const space = cut.lastIndexOf(' ');
  // Scripts without spaces (CJK) or one very long word are cut mid-run instead.
  const base = space > maxChars * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

function clampedText(text: string, style: Record<string, string | number>, lines: number): SatoriElement {
  return el('div', { display: 'block', overflow: 'hidden', lineClamp: lines, ...style }, text);
}

interface Palette {
  background: string;
  shapes: SatoriElement[];
  card: Record<string, string | number>;
}

function blob(left: number, top: number, size: number, color: string): SatoriElement {
  return el('div', {
    position: 'absolute',
    left,
    top,
    width: size,
    height: size,
    borderRadius: size / 2,
    backgroundImage: `radial-gradient(circle at center, ${color} 0%, rgba(255,255,255,0) 70%)`,
  });
}

/** One look per storyboard style; all share the indigo accent so a video reads as Paperlight. */
function palette(style: StoryboardStyle, seed: number): Palette {
  // Shapes shift with the scene number so consecutive slides do not look identical.
  const shift = seed * 60;
  const softCard = { backgroundColor: 'rgba(255,255,255,0.82)', border: '1px solid #e0e7ff', borderRadius: 32 };
  switch (style) {
    case 'abstract':
      return {
        background: 'linear-gradient(135deg, #ffffff 0%, #eef2ff 55%, #f5f3ff 100%)',
        shapes: [
          blob(1180 + shift, -260, 980, 'rgba(79,70,229,0.30)'),
          blob(-320, 520 - shift, 820, 'rgba(139,92,246,0.22)'),
          blob(1500 - shift, 640, 560, 'rgba(14,165,233,0.20)'),
          el('div', {
            position: 'absolute',
            left: 1340 - shift,
            top: 120 + shift / 2,
            width: 420,
            height: 420,
            borderRadius: 80,
            transform: 'rotate(24deg)',
            backgroundImage: 'linear-gradient(135deg, rgba(79,70,229,0.16), rgba(99,102,241,0.02))',
          }),
        ],
        card: softCard,
      };
    case 'cartoon':
      return {
        background: '#fffbeb',
        shapes: [
          el('div', { position: 'absolute', left: 1560 - shift, top: -120, width: 520, height: 520, borderRadius: 260, backgroundColor: '#c7d2fe' }),
          el('div', { position: 'absolute', left: -140, top: 820 - shift / 2, width: 420, height: 420, borderRadius: 210, backgroundColor: '#fde68a' }),
          el('div', { position: 'absolute', left: 1720, top: 860, width: 160, height: 160, borderRadius: 80, backgroundColor: '#fca5a5' }),
        ],
        card: { backgroundColor: '#ffffff', border: `6px solid ${INK}`, borderRadius: 40 },
      };
    case 'sketch':
      return {
        background: '#fafaf9',
        shapes: [
          el('div', { position: 'absolute', left: 1500 - shift, top: 90, width: 360, height: 360, borderRadius: 180, border: `4px dashed ${INDIGO}`, opacity: 0.35 }),
          el('div', { position: 'absolute', left: 60, top: 1000, width: 1800, height: 0, borderTop: '3px dashed #a8a29e' }),
        ],
        card: { backgroundColor: '#ffffff', border: '3px dashed #78716c', borderRadius: 12 },
      };
    case 'realistic':
    default:
      return {
        background: 'linear-gradient(180deg, #ffffff 0%, #f1f5f9 100%)',
        shapes: [el('div', { position: 'absolute', left: 0, top: 0, width: 16, height: SLIDE_HEIGHT, backgroundColor: INDIGO })],
        card: { backgroundColor: '#ffffff', border: '1px solid #e2e8f0', borderRadius: 24 },
      };
  }
}

/** The paper's bibliographic facts, for the title and closing cards. */
export interface SlidePaper {
  title: string;
  authors?: string[];
  citation?: { venue?: string; year?: string; doi?: string; license?: string };
}

/** A figure or table crop to place on its slide: PNG bytes and pixel size. */
export interface SlideImage {
  png: Uint8Array;
  width: number;
  height: number;
  /** Set on a table's top part (`legibleImage`): how it is laid out, instead of `figureLayout`. */
  place?: { side: boolean; scale: number };
  /** Set on a figure's legible window (`zoomedImage`): the whole crop, and where the window is in it. */
  window?: { of: SlideImage; x: number; y: number; width: number; height: number; thumb?: SlideImage };
}

/*
 * Safe areas (1920×1080): a top bar for the brand, the position and the progress; content between
 * y = 150 and y = 860; the bottom 220 px stay clear for the player's subtitles (decision 0056).
 */
export const CONTENT_TOP = 150;
export const CONTENT_BOTTOM = 860;
const CONTENT_LEFT = 120;
const CONTENT_WIDTH = SLIDE_WIDTH - 2 * CONTENT_LEFT;
const CONTENT_HEIGHT = CONTENT_BOTTOM - CONTENT_TOP;

function topBar(title: string, index: number, total: number): SatoriElement {
  const progress = total > 0 ? Math.min(1, Math.max(0, index / total)) : 0;
  return el('div', { display: 'flex', flexDirection: 'column', position: 'absolute', left: CONTENT_LEFT, top: 44, width: CONTENT_WIDTH, gap: 16 }, [
    el('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
      el('div', { width: 34, height: 34, borderRadius: 9, backgroundImage: `linear-gradient(135deg, ${INDIGO}, #8b5cf6)`, flexShrink: 0 }),
      el('div', { fontSize: 26, fontWeight: 700, color: INK, flexShrink: 0 }, 'Paperlight'),
      clampedText(truncate(title, 90), { fontSize: 24, color: MUTED, marginLeft: 12, flexGrow: 1, whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: 1300 }, 1),
      total > 0 ? el('div', { fontSize: 24, fontWeight: 700, color: INDIGO, flexShrink: 0 }, `${index} / ${total}`) : null,
    ]),
    el('div', { display: 'flex', width: '100%', height: 6, borderRadius: 3, backgroundColor: '#e0e7ff' }, [
      el('div', { width: `${Math.round(progress * 100)}%`, height: 6, borderRadius: 3, backgroundColor: INDIGO }),
    ]),
  ]);
}

/** Font size for a text of `length` characters: the longer, the smaller, between `max` and `min`. */
function fitSize(length: number, steps: [number, number][], min: number): number {
  for (const [upTo, size] of steps) if (length <= upTo) return size;
  return min;
}

function headingText(text: string, size = 52, lines = 2): SatoriElement {
  return clampedText(truncate(text, 120), { fontSize: size, fontWeight: 700, lineHeight: 1.15, color: INK, letterSpacing: -1, maxHeight: Math.ceil(size * 1.15 * lines) + 4, flexShrink: 0 }, lines);
}

function accentRule(): SatoriElement {
  return el('div', { width: 88, height: 8, borderRadius: 4, backgroundColor: INDIGO, flexShrink: 0 });
}

/** The scene's heading for content slides: its text overlay, without the 'Slide 3:' script line. */
function slideHeading(scene: Scene): string {
  const overlay = scene.annotations?.text_overlays?.find((t) => t.trim());
  if (overlay) return overlay;
  return (scene.script_line ?? '').replace(/^(?:(?:Opening|Closing|Slide \d+)(?: \+ )?)+:\s*/, '') || scene.visual_description || '';
}

function doiOf(doi: string | undefined): string | undefined {
  const clean = doi?.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '').trim();
  return clean || undefined;
}

function authorLine(authors: string[] | undefined): string {
  const list = (authors ?? []).filter((a) => a.trim());
  if (list.length === 0) return '';
  return list.length > 8 ? `${list.slice(0, 8).join(', ')} et al.` : list.join(', ');
}

function titleCard(paper: SlidePaper, look: Palette): SatoriChild[] {
  // Fits any title: the type shrinks with its length and wraps; only beyond 300 characters is it cut.
  const title = truncate(paper.title, 300);
  const size = fitSize(title.length, [[50, 88], [90, 76], [140, 64], [200, 54]], 46);
  const authors = authorLine(paper.authors);
  const c = paper.citation ?? {};
  const venue = [c.venue, c.year && !(c.venue ?? '').includes(c.year) ? c.year : undefined].filter(Boolean).join(' · ');
  const doi = doiOf(c.doi);
  return [
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: '100%', height: '100%', padding: '56px 72px', gap: 30, ...look.card }, [
      el('div', { fontSize: 26, fontWeight: 700, color: INDIGO, letterSpacing: 3, textTransform: 'uppercase' }, 'Paper Remix · a narrated summary'),
      clampedText(title, { fontSize: size, fontWeight: 700, lineHeight: 1.12, color: INK, letterSpacing: -1.5, maxHeight: Math.ceil(size * 1.12 * 5) + 4 }, 5),
      authors ? clampedText(truncate(authors, 260), { fontSize: 34, lineHeight: 1.3, color: INK, maxHeight: 92 }, 2) : null,
      venue || doi
        ? el('div', { display: 'flex', flexDirection: 'column', gap: 8 }, [
            venue ? clampedText(truncate(venue, 140), { fontSize: 30, color: MUTED }, 1) : null,
            doi ? el('div', { fontSize: 28, color: MUTED }, `doi:${truncate(doi, 80)}`) : null,
          ])
        : null,
    ]),
  ];
}

function closingCard(visual: VisualElement, paper: SlidePaper | undefined, look: Palette): SatoriChild[] {
  const citation = truncate(visual.caption || paper?.title || '', 520);
  const licence = paper?.citation?.license;
  return [
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: '100%', height: '100%', padding: '56px 72px', gap: 30, ...look.card }, [
      el('div', { fontSize: 26, fontWeight: 700, color: INDIGO, letterSpacing: 3, textTransform: 'uppercase' }, 'Source'),
      clampedText(citation, { fontSize: fitSize(citation.length, [[180, 42], [320, 36]], 31), lineHeight: 1.35, color: INK, maxHeight: 380 }, 8),
      el('div', { fontSize: 28, lineHeight: 1.4, color: MUTED, display: 'block' },
        licence && !citation.includes(licence)
          ? `Licence: ${licence}. Figures and quotes are the authors’, shown under that licence.`
          : 'Figures and quotes are the authors’, shown under the paper’s licence.'),
      el('div', { fontSize: 26, color: MUTED }, 'Summary narrated by Paperlight Paper Remix — read the paper for the full story.'),
    ]),
  ];
}

/** 'Figure 3' or 'Table 2' from a caption as printed ('Fig. 3.', 'FIGURE 3', 'Table 2 |', 'TABLE II'). */
export function figureLabel(caption: string): string | undefined {
  const m = /^(fig(?:ure)?\.?|table)\s*([A-Z]?\d+[a-z]?|[IVXL]+)\b/i.exec(caption.trim());
  if (!m) return undefined;
  return `${/^fig/i.test(m[1]!) ? 'Figure' : 'Table'} ${m[2]}`;
}

function figureSlide(heading: string, visual: VisualElement, image: SlideImage | undefined, look: Palette): SatoriChild[] {
  const label = [figureLabel(visual.caption), visual.page ? `p. ${visual.page}` : undefined].filter(Boolean).join(' · ');
  if (!image) {
    // The crop is missing (an old storyboard or a failed read): the caption itself, as the paper prints it.
    return [
      headingText(heading, 46),
      el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, padding: 56, marginTop: 24, gap: 20, ...look.card }, [
        clampedText(truncate(visual.caption, 400), { fontSize: 40, lineHeight: 1.4, color: INK, maxHeight: 400 }, 7),
        label ? el('div', { fontSize: 28, color: MUTED }, label) : null,
      ]),
    ];
  }
  // The crop already carries the printed caption, so only its label and page are set beside it. A
  // flat halo frames it rather than a blurred box-shadow, which resvg draws in about half a second.
  const frameOf = (width: number, height: number) =>
    el('div', { display: 'flex', padding: 8, borderRadius: 24, backgroundColor: 'rgba(79,70,229,0.08)', flexShrink: 0 }, [
      el('div', { display: 'flex', padding: FIGURE_PAD, backgroundColor: '#ffffff', borderRadius: 16, border: '1px solid #e2e8f0' }, [
        { type: 'img', props: { src: dataUri(image.png), width, height, style: { width, height } } },
      ]),
    ]);
  const layout = image.place ?? figureLayout(image);
  const width = Math.round(image.width * layout.scale);
  const height = Math.round(image.height * layout.scale);
  if (image.window) return zoomSlide(heading, label, image.window, { width, height, side: layout.side }, frameOf);
  if (layout.side) {
    // A tall figure stands the full content height on the left; the heading, its label and its
    // caption (in type that can be read) fill the column beside it.
    const caption = truncate(captionTitle(visual.caption), 240);
    return [
      el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', gap: FIGURE_GAP }, [
        frameOf(width, height),
        el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, gap: 24, justifyContent: 'center' }, [
          headingText(heading, 48, 4),
          label ? el('div', { display: 'flex', fontSize: 32, fontWeight: 700, color: INDIGO, flexShrink: 0 }, label) : null,
          caption ? clampedText(caption, { fontSize: 30, lineHeight: 1.4, color: MUTED, maxHeight: Math.ceil(30 * 1.4 * 7) + 4 }, 7) : null,
        ]),
      ]),
    ];
  }
  return [
    headingText(heading, 42, 1),
    el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center', marginTop: 12 }, [frameOf(width, height)]),
    label ? el('div', { display: 'flex', justifyContent: 'center', fontSize: 28, fontWeight: 700, color: MUTED, marginTop: 8, flexShrink: 0 }, label) : null,
  ];
}

/**
 * Where a figure's window is, said under its label. zoomPlan's window always ends at the crop's
 * bottom and starts at its left edge: its lower part, its left part when the crop is wider than the
 * window, or both.
 */
function windowName(window: NonNullable<SlideImage['window']>): string {
  const part = [window.y > 1 ? 'lower' : '', window.width < window.of.width - 1 ? 'left' : ''].filter(Boolean).join(' ');
  return `${part ? `${part} part` : 'detail'}, enlarged`.replace(/^./, (c) => c.toUpperCase());
}

/** Height of the whole figure's thumbnail beside a window, at most. */
const LOCATOR_HEIGHT = 320;

/** The scale of the whole figure's thumbnail in the column beside a window `boxWidth` wide. */
function locatorScale(boxWidth: number, of: { width: number; height: number }): number {
  const column = CONTENT_WIDTH - boxWidth - FIGURE_FRAME - FIGURE_GAP;
  return Math.min((column - 20) / of.width, LOCATOR_HEIGHT / of.height);
}

/**
 * The whole crop shrunk to `width` × `height` by averaging (straight RGBA in, PNG out): the
 * thumbnail beside a window. Made from the rows already decoded, it spares resvg decoding the whole
 * crop again to draw it a quarter of its size.
 */
function shrink(rgba: Uint8Array, from: { width: number; height: number }, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let ty = 0; ty < height; ty++) {
    const [y0, y1] = [Math.floor((ty * from.height) / height), Math.max(Math.floor((ty * from.height) / height) + 1, Math.floor(((ty + 1) * from.height) / height))];
    for (let tx = 0; tx < width; tx++) {
      const [x0, x1] = [Math.floor((tx * from.width) / width), Math.max(Math.floor((tx * from.width) / width) + 1, Math.floor(((tx + 1) * from.width) / width))];
      const sum = [0, 0, 0, 0];
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) for (let c = 0; c < 4; c++) sum[c]! += rgba[(y * from.width + x) * 4 + c]!;
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) out[(ty * width + tx) * 4 + c] = Math.round(sum[c]! / n);
    }
  }
  return encodePng(width, height, out);
}

/**
 * A figure's legible window (zoomPlan): the window where the figure stood, and beside it the
 * heading, the label, where the window is ('Lower part, enlarged') and the whole figure small with
 * the window outlined on it, so the viewer keeps their bearings.
 */
function zoomSlide(
  heading: string,
  label: string,
  window: NonNullable<SlideImage['window']>,
  box: { width: number; height: number; side: boolean },
  frameOf: (width: number, height: number) => SatoriElement,
): SatoriChild[] {
  const where = windowName(window);
  if (!box.side) {
    return [
      headingText(heading, 42, 1),
      el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center', marginTop: 12 }, [frameOf(box.width, box.height)]),
      el('div', { display: 'flex', justifyContent: 'center', fontSize: 28, fontWeight: 700, color: MUTED, marginTop: 8, flexShrink: 0 }, [label, where].filter(Boolean).join(' · ')),
    ];
  }
  const thumb = locatorScale(box.width, window.of);
  const [tw, th] = [Math.round(window.of.width * thumb), Math.round(window.of.height * thumb)];
  const mark = { left: Math.round(window.x * thumb), top: Math.round(window.y * thumb), width: Math.round(window.width * thumb), height: Math.round(window.height * thumb) };
  return [
    el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', gap: FIGURE_GAP }, [
      frameOf(box.width, box.height),
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, gap: 24, justifyContent: 'center' }, [
        headingText(heading, 44, 3),
        label ? el('div', { display: 'flex', fontSize: 32, fontWeight: 700, color: INDIGO, flexShrink: 0 }, label) : null,
        el('div', { display: 'flex', fontSize: 28, color: MUTED, flexShrink: 0 }, where),
        el('div', { display: 'flex', position: 'relative', width: tw + 8, height: th + 8, padding: 4, backgroundColor: '#ffffff', border: '1px solid #e2e8f0', borderRadius: 8, flexShrink: 0 }, [
          { type: 'img', props: { src: dataUri((window.thumb ?? window.of).png), width: tw, height: th, style: { width: tw, height: th, opacity: 0.55 } } },
          el('div', { position: 'absolute', left: 4 + mark.left - 3, top: 4 + mark.top - 3, width: mark.width + 6, height: mark.height + 6, border: `4px solid ${INDIGO}`, borderRadius: 4 }),
        ]),
      ]),
    ]),
  ];
}

/**
 * A caption's title without its label: 'Figure 2: Annual rates by exposure (1995–2014) For both
 * panels, …' gives 'Annual rates by exposure (1995–2014)'. Journals often set the title in bold
 * with no full stop before the description, so a closing bracket before a capitalised word ends it too.
 */
export function captionTitle(caption: string): string {
  const text = caption.replace(/\s+/g, ' ').trim().replace(/^(?:fig(?:ure)?\.?|table)\s*(?:[A-Z]?\d+[a-z]?|[IVXL]+)\s*[.:|—–-]?\s*/i, '');
  const end = /(?:[.!?]|\))\s+(?=\p{Lu}\p{Ll})/u.exec(text);
  if (end && end.index >= 30) return text.slice(0, end.index + 1).replace(/\.$/, '');
  return text.replace(/\.$/, '');
}

const FIGURE_PAD = 14;
const FIGURE_GAP = 56;
/** The text column beside a tall figure. */
const FIGURE_SIDE_TEXT = 540;
/** Width and height a figure's frame (halo and padding) adds around its image. */
const FIGURE_FRAME = 2 * FIGURE_PAD + 16 + 2;

/** One line of heading and one of label leave the stacked figure about 600 px of the 710 px content height. */
const STACKED_HEIGHT = CONTENT_HEIGHT - 56 - 12 - 44 - FIGURE_FRAME;

/**
 * How a figure is laid out: under its heading at full width, or, when that would draw it more than
 * 12 % smaller (a tall figure, a column-wide chart), at full height beside a text column.
 */
export function figureLayout(image: { width: number; height: number }): { side: boolean; scale: number } {
  const stacked = Math.min((CONTENT_WIDTH - FIGURE_FRAME) / image.width, STACKED_HEIGHT / image.height, 2.2);
  const side = Math.min((CONTENT_WIDTH - FIGURE_SIDE_TEXT - FIGURE_GAP - FIGURE_FRAME) / image.width, (CONTENT_HEIGHT - FIGURE_FRAME) / image.height, 2.2);
  return side > stacked * 1.12 ? { side: true, scale: side } : { side: false, scale: stacked };
}

/** Crop pixels per PDF point: the reader renders pages at 2× (figures.ts `FIGURE_SCALE`). */
const CROP_PX_PER_PT = 2;
/**
 * On-screen pixels per PDF point below which a table's text is too small to read: tables are set in
 * 7–9 pt, and 8-pt text drawn at 1.5 px a point is 12 px high on the 1920×1080 slide — about the
 * smallest that survives the encode and a laptop-sized player. A page-high table shown whole gets
 * about 0.9 (8-pt text at 7 px).
 */
export const LEGIBLE_PX_PER_PT = 1.5;
/** A cut table is drawn pixel for pixel (2 px a point, 8-pt text at 16 px): no resampling blur. */
const CUT_SCALE = 1;
/** Height of the fade at a cut table's bottom edge, in slide pixels. */
const CUT_FADE = 120;

/** How a figure or table crop is shown: its layout and scale, and for a table cut, the crop rows kept. */
export interface FigurePlan {
  side: boolean;
  scale: number;
  /** Crop rows shown from the top, and how many of them fade out: a table too tall to read whole. */
  cut?: { height: number; fade: number };
}

/**
 * A table whose text would be drawn smaller than LEGIBLE_PX_PER_PT shows its top part instead —
 * the caption (tables carry it on top), the header and the first rows that fit — pixel for pixel,
 * fading out at the bottom edge. It stands beside the heading and caption title when it fits there
 * at that scale, under the heading otherwise. A chart or figure stays whole: half a chart loses its
 * meaning (axes, legend, the overall row of a forest plot).
 */
export function figurePlan(image: { width: number; height: number }, kind: string | undefined): FigurePlan {
  const whole = figureLayout(image);
  if (kind !== 'table' || whole.scale * CROP_PX_PER_PT >= LEGIBLE_PX_PER_PT) return whole;
  const sideScale = Math.min(CUT_SCALE, (CONTENT_WIDTH - FIGURE_SIDE_TEXT - FIGURE_GAP - FIGURE_FRAME) / image.width);
  const stackedScale = Math.min(CUT_SCALE, (CONTENT_WIDTH - FIGURE_FRAME) / image.width);
  const side = sideScale >= stackedScale;
  const scale = side ? sideScale : stackedScale;
  // Too wide to be legible even at the full content width: cutting its height would not help.
  if (scale * CROP_PX_PER_PT < LEGIBLE_PX_PER_PT) return whole;
  const room = side ? CONTENT_HEIGHT - FIGURE_FRAME : STACKED_HEIGHT;
  const height = Math.min(image.height, Math.floor(room / scale));
  if (height >= image.height) return whole;
  return { side, scale, cut: { height, fade: Math.min(Math.round(CUT_FADE / scale), Math.floor(height / 4)) } };
}

/**
 * Fades `fade` rows at one edge of straight RGBA rows towards transparent, eased (smoothstep): the
 * row next to the fade still reads, the rows at the edge are gone. A table's cut top part fades at
 * its bottom, a figure's window at its top, where the crop goes on.
 */
function fadeEdge(pixels: Uint8Array, width: number, height: number, fade: number, edge: 'top' | 'bottom'): void {
  for (let k = 0; k < fade; k++) {
    const t = (k + 0.5) / fade;
    const eased = t * t * (3 - 2 * t);
    const [row, keep] = edge === 'top' ? [k, eased] : [height - fade + k, 1 - eased];
    for (let i = row * width * 4 + 3; i < (row + 1) * width * 4; i += 4) pixels[i] = Math.round(pixels[i]! * keep);
  }
}

/**
 * The crop a figure or table slide shows: the crop itself, or a table's top part (figurePlan) as a
 * new PNG whose bottom rows fade to transparent. The kept rows are decoded here (the reader's crops
 * are 8-bit RGBA; other PNGs are decoded by resvg), faded, and written as a PNG with alpha, which
 * the video's overlay and the slide's own drawing respect. In resvg, with a gradient mask, the cut
 * cost about as much CPU as rasterising the slide itself; here it is a few times less.
 */
export async function legibleImage(image: SlideImage, kind: string | undefined): Promise<SlideImage> {
  const plan = figurePlan(image, kind);
  if (!plan.cut) return image;
  const { width } = image;
  const { height, fade } = plan.cut;
  const pixels = decodePngRows(image.png, height) ?? (await resvgRows(image, height));
  fadeEdge(pixels, width, height, fade, 'bottom');
  return { png: encodePng(width, height, pixels), width, height, place: { side: plan.side, scale: plan.scale } };
}

/** The film's second still of a figure too small to read whole: which part of the crop, and how it is laid out. */
export interface ZoomPlan {
  /** The window, in crop pixels. */
  window: { x: number; y: number; width: number; height: number };
  side: boolean;
  scale: number;
}

/** Height of the fade at a window's top edge (slide pixels), where the figure goes on above it. */
const WINDOW_FADE = 40;

/**
 * A figure (or a table too wide to cut) drawn whole at under LEGIBLE_PX_PER_PT gets a second still
 * in the film: a window of it at a legible scale, where the figure stood. Charts stay whole first
 * (half a chart loses its axes and legend); the window is their lower part, where a forest plot's
 * overall rows, a chart's x axis and its last panel sit. It is as wide as the crop when that fits at
 * a legible scale (pixel for pixel at most), beside the text column when it fits there, under the
 * heading otherwise. Null when the figure reads whole, or is a table already cut to its top part.
 */
export function zoomPlan(image: { width: number; height: number }, kind: string | undefined): ZoomPlan | null {
  if (kind !== 'figure' && kind !== 'table') return null;
  const whole = figurePlan(image, kind);
  if (whole.cut || whole.scale * CROP_PX_PER_PT >= LEGIBLE_PX_PER_PT) return null;
  const least = LEGIBLE_PX_PER_PT / CROP_PX_PER_PT;
  const sideWidth = CONTENT_WIDTH - FIGURE_SIDE_TEXT - FIGURE_GAP - FIGURE_FRAME;
  const side = image.width * least <= sideWidth;
  const roomWidth = side ? sideWidth : CONTENT_WIDTH - FIGURE_FRAME;
  const roomHeight = side ? CONTENT_HEIGHT - FIGURE_FRAME : STACKED_HEIGHT;
  const scale = Math.max(least, Math.min(CUT_SCALE, roomWidth / image.width));
  const width = Math.min(image.width, Math.floor(roomWidth / scale));
  const height = Math.min(image.height, Math.floor(roomHeight / scale));
  // A window holding nearly all of the figure adds nothing the whole figure did not show.
  if (width * height >= 0.9 * image.width * image.height) return null;
  return { window: { x: 0, y: image.height - height, width, height }, side, scale };
}

/** A figure's legible window (zoomPlan) as its own PNG, its top edge fading where the figure goes on; null when it has none. */
export async function zoomedImage(image: SlideImage, kind: string | undefined): Promise<SlideImage | null> {
  const plan = zoomPlan(image, kind);
  if (!plan) return null;
  const { x, y, width, height } = plan.window;
  // All rows down to the window's bottom: the window's own, and (side by side) the thumbnail's.
  const rows = decodePngRows(image.png, image.height) ?? (await resvgRows(image, image.height));
  const pixels = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) pixels.set(rows.subarray(((y + row) * image.width + x) * 4, ((y + row) * image.width + x + width) * 4), row * width * 4);
  fadeEdge(pixels, width, height, y > 0 ? Math.min(Math.round(WINDOW_FADE / plan.scale), Math.floor(height / 8)) : 0, 'top');
  const scale = locatorScale(Math.round(width * plan.scale), image);
  const [tw, th] = [Math.round(image.width * scale), Math.round(image.height * scale)];
  const thumb = plan.side && tw > 0 && th > 0 ? { thumb: { png: shrink(rows, image, tw, th), width: tw, height: th } } : {};
  return { png: encodePng(width, height, pixels), width, height, place: { side: plan.side, scale: plan.scale }, window: { of: image, ...plan.window, ...thumb } };
}

/** The top `rows` of any PNG resvg reads, as straight RGBA. */
async function resvgRows(image: SlideImage, rows: number): Promise<Uint8Array> {
  const { width } = image;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="0 0 ${width} ${rows}"><image width="${width}" height="${image.height}" href="${dataUri(image.png)}"/></svg>`;
  const { pixels } = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  unpremultiply(pixels);
  return pixels;
}

/**
 * The top `rows` of an 8-bit, non-interlaced RGB or RGBA PNG as straight RGBA; null for any other
 * kind of PNG. Only the rows kept are unfiltered.
 */
export function decodePngRows(png: Uint8Array, rows: number): Uint8Array | null {
  const size = pngDimensions(png);
  if (!size || rows > size.height) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const [depth, color, interlace] = [png[24], png[25], png[28]];
  if (depth !== 8 || (color !== 2 && color !== 6) || interlace !== 0) return null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= png.byteLength; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(png[at + 4]!, png[at + 5]!, png[at + 6]!, png[at + 7]!);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  let data: Buffer;
  try {
    data = inflateSync(Buffer.concat(idat));
  } catch {
    return null;
  }
  const bpp = color === 6 ? 4 : 3;
  const stride = size.width * bpp;
  if (data.byteLength < (stride + 1) * rows) return null;
  const out = new Uint8Array(size.width * 4 * rows);
  let prev = new Uint8Array(stride);
  let line = new Uint8Array(stride);
  for (let y = 0; y < rows; y++) {
    const filter = data[y * (stride + 1)];
    const raw = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp]! : 0;
      const b = prev[i]!;
      let p: number;
      if (filter === 0) p = 0;
      else if (filter === 1) p = a;
      else if (filter === 2) p = b;
      else if (filter === 3) p = (a + b) >> 1;
      else if (filter === 4) {
        const c = i >= bpp ? prev[i - bpp]! : 0;
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else return null;
      line[i] = (raw[i]! + p) & 255;
    }
    const base = y * size.width * 4;
    if (bpp === 4) out.set(line, base);
    else for (let x = 0; x < size.width; x++) out.set([line[x * 3]!, line[x * 3 + 1]!, line[x * 3 + 2]!, 255], base + x * 4);
    [prev, line] = [line, prev];
  }
  return out;
}

/** resvg's pixels carry premultiplied alpha; a PNG straight alpha. A crop is opaque, so this is mostly a scan. */
function unpremultiply(pixels: Uint8Array): void {
  for (let i = 3; i < pixels.length; i += 4) {
    const a = pixels[i]!;
    if (a === 255 || a === 0) continue;
    for (let c = i - 3; c < i; c++) pixels[c] = Math.min(255, Math.round((pixels[c]! * 255) / a));
  }
}

function pngChunk(type: string, data: Uint8Array): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))));
  return [head, Buffer.from(data.buffer, data.byteOffset, data.byteLength), crc];
}

/** Straight RGBA as a PNG: rows unfiltered, deflated fast (a table's white rows pack well anyway). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...pngChunk('IHDR', ihdr), ...pngChunk('IDAT', deflateSync(raw, { level: 1 })), ...pngChunk('IEND', new Uint8Array(0))]);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** The options a slide is drawn with: a figure or table visual's crop as it is shown (legibleImage). */
async function shownOptions(scene: Scene, opts: VisualOptions): Promise<VisualOptions> {
  const kind = scene.visual_elements?.[opts.visual ?? 0]?.type;
  if (!opts.image || (kind !== 'figure' && kind !== 'table')) return opts;
  if (opts.zoom) {
    const window = await zoomedImage(opts.image, kind);
    if (window) return { ...opts, image: window };
  }
  const image = await legibleImage(opts.image, kind);
  return image === opts.image ? opts : { ...opts, image };
}

function numberSlide(heading: string, visual: VisualElement, look: Palette): SatoriChild[] {
  const value = truncate(visual.value ?? '', 24);
  const size = fitSize(value.length, [[6, 220], [10, 170], [16, 124]], 96);
  return [
    headingText(heading, 48),
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', flexGrow: 1, marginTop: 24, padding: 48, gap: 28, ...look.card }, [
      el('div', { fontSize: size, fontWeight: 700, color: INDIGO, letterSpacing: -4, lineHeight: 1 }, value),
      clampedText(truncate(visual.caption, 180), { fontSize: 44, lineHeight: 1.3, color: INK, textAlign: 'center', maxWidth: 1400, maxHeight: 180 }, 3),
    ]),
  ];
}

function quoteSlide(heading: string, visual: VisualElement, look: Palette): SatoriChild[] {
  const quote = truncate(visual.caption, 260);
  const size = fitSize(quote.length, [[110, 58], [180, 50]], 42);
  return [
    headingText(heading, 44),
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, marginTop: 24, padding: '48px 72px', gap: 24, ...look.card }, [
      el('div', { fontSize: 140, fontWeight: 700, color: INDIGO, lineHeight: 0.6, height: 70 }, '“'),
      clampedText(quote, { fontSize: size, lineHeight: 1.35, color: INK, maxHeight: Math.ceil(size * 1.35 * 5) + 4 }, 5),
      el('div', { fontSize: 30, color: MUTED }, visual.page ? `— the paper, p. ${visual.page}` : '— the paper'),
    ]),
  ];
}

function bulletsSlide(heading: string, items: string[], look: Palette): SatoriChild[] {
  if (items.length === 1) {
    // One claim is the slide's point: set large, whole, under an accent rule rather than as a lone bullet.
    // Smaller and on more lines when long: at 54 px four lines held about 200 characters, and a
    // 220-character claim lost its end ('…from high-income countries, and w…'). The storyboard
    // keeps a lone claim to 330 characters (storyboard.ts CLAIM_ROOM), which 40 px sets on six lines.
    const claim = truncate(items[0]!, 330);
    const size = fitSize(claim.length, [[150, 54], [190, 48], [240, 44]], 40);
    const lines = size === 54 ? 4 : size === 40 ? 6 : 5;
    return [
      headingText(heading, 56),
      el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, marginTop: 28, padding: '48px 72px', gap: 32, ...look.card }, [
        accentRule(),
        clampedText(claim, { fontSize: size, fontWeight: 600, lineHeight: 1.28, color: INK, maxHeight: Math.ceil(size * 1.28 * lines) + 4 }, lines),
      ]),
    ];
  }
  // As many lines as the card holds for that many bullets: two get three lines each, more get two.
  const bullets = items.slice(0, 4).map((b) => truncate(b, items.length <= 2 ? 190 : items.length === 3 ? 140 : 110));
  const size = bullets.length <= 2 ? 46 : 40;
  const lines = bullets.length <= 2 ? 3 : 2;
  return [
    headingText(heading, 56),
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, marginTop: 28, padding: '40px 64px', gap: 34, ...look.card }, [
      ...bullets.map((bullet) =>
        el('div', { display: 'flex', alignItems: 'flex-start', gap: 28 }, [
          el('div', { width: 18, height: 18, marginTop: size * 0.45, borderRadius: 9, backgroundColor: INDIGO, flexShrink: 0 }),
          clampedText(bullet, { fontSize: size, lineHeight: 1.3, color: INK, maxHeight: Math.ceil(size * 1.3 * lines) + 4 }, lines),
        ]),
      ),
    ]),
  ];
}

/** A scene without a known visual (older or model-written storyboards): its heading and one line. */
function textSlide(scene: Scene, heading: string): SatoriChild[] {
  const body = [scene.narration, scene.script_line, scene.visual_description].find((t) => t && t.trim() && t.trim() !== heading.trim()) ?? '';
  return [
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: 36 }, [
      accentRule(),
      clampedText(truncate(heading, 140), { fontSize: 72, fontWeight: 700, lineHeight: 1.12, color: INK, letterSpacing: -1.5, maxHeight: 245 }, 3),
      body ? clampedText(truncate(body, 320), { fontSize: 40, lineHeight: 1.45, color: MUTED, maxHeight: 290 }, 5) : null,
    ]),
  ];
}

export interface VisualOptions extends SlideOptions {
  /** Which of the scene's visual elements to draw. @default 0 */
  visual?: number;
  paper?: SlidePaper;
  /** The crop of a figure or table visual. */
  image?: SlideImage;
  /** Show the figure's legible window (zoomPlan) instead of the whole figure: the film's second still of it. */
  zoom?: boolean;
}

/** The body of one slide: the scene's chosen visual (decision 0055), inside the content safe area. */
/**
 * What a still is drawn from (visualContent, topBar), apart from a figure's image: the video's
 * cache key (render-cache.ts). Narration is in it only for a text slide, which shows a line of it,
 * so editing what is said over a figure, a number or a quote reuses the picture.
 */
export function slideKeyParts(scene: Scene, opts: VisualOptions): unknown {
  const visual = scene.visual_elements?.[opts.visual ?? 0];
  const drawn = ['title', 'closing', 'figure', 'table', 'number', 'quote'].includes(visual?.type ?? '') || (visual?.type === 'bullets' && (visual.items?.length ?? 0) > 0);
  return {
    heading: slideHeading(scene), seed: sceneSeed(scene, opts), visual: visual ?? null,
    // How the crop is shown (a table's top part, its scale and fade): the crop's bytes are keyed apart.
    shown: opts.image && (visual?.type === 'figure' || visual?.type === 'table') ? (opts.zoom ? { zoom: zoomPlan(opts.image, visual.type) } : figurePlan(opts.image, visual.type)) : null,
    text: drawn ? null : [scene.narration, scene.script_line, scene.visual_description],
    title: opts.title, index: opts.index, total: opts.total, style: opts.style, paper: opts.paper ?? null,
  };
}

function visualContent(scene: Scene, opts: VisualOptions): SatoriChild[] {
  const look = palette(opts.style, sceneSeed(scene, opts));
  const visual = scene.visual_elements?.[opts.visual ?? 0];
  const heading = slideHeading(scene);
  switch (visual?.type) {
    case 'title':
      return titleCard(opts.paper ?? { title: visual.caption || opts.title }, look);
    case 'closing':
      return closingCard(visual, opts.paper, look);
    case 'figure':
    case 'table':
      return figureSlide(heading, visual, opts.image, look);
    case 'number':
      return visual.value ? numberSlide(heading, visual, look) : quoteSlide(heading, visual, look);
    case 'quote':
      return quoteSlide(heading, visual, look);
    case 'bullets':
      return (visual.items?.length ?? 0) > 0 ? bulletsSlide(visual.caption || heading, visual.items!, look) : textSlide(scene, heading);
    default:
      return textSlide(scene, heading);
  }
}

/** The slide's content on a transparent canvas; `backdropUri` puts the backdrop underneath. */
function frame(content: SatoriChild[], top: SatoriElement | null, backdropUri?: string): SatoriElement {
  return el('div', { display: 'flex', position: 'relative', width: SLIDE_WIDTH, height: SLIDE_HEIGHT, fontFamily: 'Inter', overflow: 'hidden' }, [
    backdropUri
      ? { type: 'img', props: { src: backdropUri, width: SLIDE_WIDTH, height: SLIDE_HEIGHT, style: { position: 'absolute', left: 0, top: 0 } } }
      : null,
    top,
    el('div', { display: 'flex', flexDirection: 'column', position: 'absolute', left: CONTENT_LEFT, top: CONTENT_TOP, width: CONTENT_WIDTH, height: CONTENT_HEIGHT }, content),
  ]);
}

const dataUri = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

const sceneSeed = (scene: Scene, opts: SlideOptions) => (scene.scene_number ?? opts.index) % 4;

function slideTree(scene: Scene, opts: VisualOptions, backdropUri?: string): SatoriElement {
  return frame(visualContent(scene, opts), topBar(opts.title, opts.index, opts.total), backdropUri);
}

/*
 * Soft gradient shapes dominate rasterisation, yet they only vary with style and a small seed, so
 * each backdrop is rasterised once per process. The video composites the text layer onto it in
 * ffmpeg (once per slide); a full slide embeds it as an image.
 */
const backdropCache = new Map<string, Promise<Uint8Array>>();

export interface Backdrop {
  /** Same key, same picture: the video writes each backdrop once. */
  key: string;
  png: Uint8Array;
}

function backdropFor(style: StoryboardStyle, seed: number): Promise<Backdrop> {
  const key = `${style}-${seed}`;
  let cached = backdropCache.get(key);
  if (!cached) {
    const look = palette(style, seed);
    const element = el('div', { display: 'flex', position: 'relative', width: SLIDE_WIDTH, height: SLIDE_HEIGHT, ...backgroundStyle(look.background) }, look.shapes);
    cached = rasterize(element).then((image) => image.asPng());
    cached.catch(() => backdropCache.delete(key));
    backdropCache.set(key, cached);
  }
  return cached.then((png) => ({ key, png }));
}

function backgroundStyle(background: string): Record<string, string> {
  return background.startsWith('linear') ? { backgroundImage: background } : { backgroundColor: background };
}

const RECT = String.raw`<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"`;

/**
 * satori wraps every element in a mask and a clip for `overflow: hidden`, down to the slide's own
 * frame: a white rectangle over the whole canvas. resvg draws each mask as a layer the size of the
 * canvas, so they were about half of a slide's rasterising. A mask or clip that covers the whole
 * canvas changes nothing, and a mask that is one white rectangle changes nothing on an element
 * already clipped to that same rectangle: those references go, and the picture stays the same
 * (the tests compare pixels).
 */
export function withoutRedundantMasks(svg: string): string {
  const size = /^<svg width="(\d+)" height="(\d+)"/.exec(svg);
  if (!size) return svg;
  const whole = (x: string, y: string, w: string, h: string) => Number(x) <= 0 && Number(y) <= 0 && Number(x) + Number(w) >= Number(size[1]) && Number(y) + Number(h) >= Number(size[2]);
  const identity = new Set<string>();
  for (const m of svg.matchAll(new RegExp(String.raw`<mask id="([^"]+)">${RECT} fill="#fff"/></mask>`, 'g'))) if (whole(m[2]!, m[3]!, m[4]!, m[5]!)) identity.add(m[1]!);
  for (const m of svg.matchAll(new RegExp(String.raw`<clipPath id="([^"]+)">${RECT}/></clipPath>`, 'g'))) if (whole(m[2]!, m[3]!, m[4]!, m[5]!)) identity.add(m[1]!);
  let out = svg.replace(/ (mask|clip-path)="url\(#([^)]+)\)"/g, (ref, _attr: string, id: string) => (identity.has(id) ? '' : ref));
  // Masks and clips that are one rectangle, by id, to match a mask against its element's clip.
  const rects = (pattern: string) => new Map([...out.matchAll(new RegExp(pattern, 'g'))].map((m) => [m[1]!, `${m[2]},${m[3]},${m[4]},${m[5]}`]));
  const maskRects = rects(String.raw`<mask id="([^"]+)">${RECT} fill="#fff"/></mask>`);
  const clipRects = rects(String.raw`<clipPath id="([^"]+)">${RECT}/></clipPath>`);
  out = out.replace(/<(g|path|image|rect)( [^>]*?)>/g, (tag, name: string, attrs: string) => {
    const mask = / mask="url\(#([^)]+)\)"/.exec(attrs);
    const clip = / clip-path="url\(#([^)]+)\)"/.exec(attrs);
    if (!mask || !clip || maskRects.get(mask[1]!) === undefined || maskRects.get(mask[1]!) !== clipRects.get(clip[1]!)) return tag;
    return `<${name}${attrs.replace(mask[0], '')}>`;
  });
  return out;
}

/** Lays out a satori element tree as SVG at the slide size, as satori writes it. */
async function layout(element: SatoriElement): Promise<string> {
  const fonts = await loadFonts();
  // satori's typings expect a ReactNode; the object form is what JSX compiles to.
  const node = element as unknown as Parameters<typeof satori>[0];
  const size = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT, fonts };
  try {
    return await satori(node, { ...size, loadAdditionalAsset: loadFallbackFonts });
  } catch (error) {
    // satori's font parser rejects some OpenType features; a slide with boxes for a few glyphs
    // beats a failed video, so the render is retried with the always-safe Inter alone.
    if (!(error instanceof Error) || !/not yet supported|font|glyph/i.test(error.message)) throw error;
    return satori(node, size);
  }
}

/** A slide's content layer as satori lays it out, before withoutRedundantMasks (for its tests). */
export async function slideSvg(scene: Scene, opts: VisualOptions): Promise<string> {
  return layout(slideTree(scene, await shownOptions(scene, opts)));
}

/** Lays out a satori element tree and rasterises it at the slide size. */
async function rasterize(element: SatoriElement): Promise<RenderedImage> {
  return rasterizeSvg(await layout(element));
}

async function rasterizeSvg(laidOut: string): Promise<RenderedImage> {
  const svg = withoutRedundantMasks(laidOut);
  // Rasterising is most of a slide's cost; on libuv's thread pool it leaves the main thread to lay
  // out the next slide and to hand speech replies over, so two slides and the narration progress
  // side by side.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return {
    width: image.width,
    height: image.height,
    pixels: image.pixels,
    asPng: () => {
      const png = image.asPng();
      return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    },
  };
}

/**
 * Takes the figure crop out of a laid-out slide: its place on the slide, and the SVG without it. The
 * video draws the crop itself, so it can reveal it (video.ts). Null when the crop is not found
 * whole and unclipped there (the slide then keeps it).
 */
export function liftFigure(svg: string, png: Uint8Array): { svg: string; box: { x: number; y: number; width: number; height: number } } | null {
  const data = Buffer.from(png).toString('base64');
  const found = /<image x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" href="data:image\/png;base64,([^"]*)"([^>]*)\/>/.exec(svg);
  if (!found || found[5] !== data) return null;
  const [x, y, width, height] = [found[1], found[2], found[3], found[4]].map(Number) as [number, number, number, number];
  // A clip narrower than the image (rounded corners, a box too small) would be lost in ffmpeg.
  const clip = / clip-path="url\(#([^)]+)\)"/.exec(found[6]!);
  if (clip) {
    const rect = new RegExp(String.raw`<clipPath id="${clip[1]}"[^>]*><rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/></clipPath>`).exec(svg);
    if (!rect || Number(rect[1]) > x || Number(rect[2]) > y || Number(rect[1]) + Number(rect[3]) < x + width || Number(rect[2]) + Number(rect[4]) < y + height) return null;
  }
  return { svg: svg.slice(0, found.index) + svg.slice(found.index + found[0].length), box: { x, y, width, height } };
}

interface RenderedImage {
  width: number;
  height: number;
  /** RGBA with premultiplied alpha, as resvg keeps it. */
  pixels: Uint8Array;
  asPng(): Uint8Array;
}

export interface SlideLayers {
  backdrop: Backdrop;
  /** The content: RGBA with premultiplied alpha, as resvg keeps it, which writePam hands to ffmpeg. */
  overlay: { width: number; height: number; pixels: Uint8Array };
  /**
   * A figure or table slide's crop, left out of the overlay, and where it goes (slide pixels): the
   * video reveals it over the slide once the slide has faded in.
   */
  figure?: { png: Uint8Array; x: number; y: number; width: number; height: number };
}

/**
 * Writes raw RGBA as an uncompressed PAM image (netpbm P7), which ffmpeg decodes without any
 * compression work (PNG compression would cost more than rendering the text). Header and pixels
 * go out in one vectored write: no copy of the 8 MB picture is made.
 */
export async function writePam(path: string, image: { width: number; height: number; pixels: Uint8Array }): Promise<void> {
  const header = Buffer.from(`P7\nWIDTH ${image.width}\nHEIGHT ${image.height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`, 'latin1');
  const file = await open(path, 'w');
  try {
    await file.writev([header, image.pixels]);
  } finally {
    await file.close();
  }
}

/**
 * The layers of a slide for compositing in ffmpeg: a shared backdrop, the visual's content and, on a
 * figure or table slide, the crop itself.
 */
export async function renderSlideLayers(scene: Scene, given: VisualOptions): Promise<SlideLayers> {
  const content = async (): Promise<Omit<SlideLayers, 'backdrop'>> => {
    const opts = await shownOptions(scene, given);
    const svg = await layout(slideTree(scene, opts));
    const kind = scene.visual_elements?.[opts.visual ?? 0]?.type;
    // A figure's window is not revealed: the film cross-fades to it from the whole figure.
    const lifted = opts.image && !opts.image.window && (kind === 'figure' || kind === 'table') ? liftFigure(svg, opts.image.png) : null;
    const overlay = await rasterizeSvg(lifted?.svg ?? svg);
    return {
      overlay: { width: overlay.width, height: overlay.height, pixels: overlay.pixels },
      ...(lifted && opts.image ? { figure: { png: opts.image.png, ...lifted.box } } : {}),
    };
  };
  const [backdrop, layers] = await Promise.all([backdropFor(given.style, sceneSeed(scene, given)), content()]);
  return { backdrop, ...layers };
}

/**
 * Loads fonts and compiles the layout and raster engines; the first slide of a fresh process is
 * otherwise several times slower than the rest.
 */
export async function warmUpRenderer(): Promise<void> {
  await renderPoster('Paperlight');
  // The default style's backdrops (one per scene seed) are drawn once per process; drawn here, the
  // first film does not pay for them (about 200 ms each).
  await Promise.all([0, 1, 2, 3].map((seed) => backdropFor('abstract', seed)));
}

/** One 1920×1080 PNG slide: a scene's visual (the first unless `opts.visual` says otherwise). */
export async function renderSlide(scene: Scene, opts: VisualOptions): Promise<Uint8Array> {
  const [backdrop, shown] = await Promise.all([backdropFor(opts.style, sceneSeed(scene, opts)), shownOptions(scene, opts)]);
  return (await rasterize(slideTree(scene, shown, dataUri(backdrop.png)))).asPng();
}

/** The title card on its own (the poster of a video without a storyboard title scene). */
export async function renderPoster(title: string, paper?: SlidePaper): Promise<Uint8Array> {
  const backdrop = await backdropFor('abstract', 0);
  const look = palette('abstract', 0);
  return (await rasterize(frame(titleCard(paper ?? { title }, look), null, dataUri(backdrop.png)))).asPng();
}

/** Width and height of a PNG, from its IHDR chunk; null when the bytes are not a PNG. */
export function pngDimensions(png: Uint8Array): { width: number; height: number } | null {
  if (png.byteLength < 24 || png[0] !== 0x89 || png[1] !== 0x50 || png[2] !== 0x4e || png[3] !== 0x47) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
