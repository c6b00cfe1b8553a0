import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { Scene, StoryboardStyle } from './types';

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

function brand(label: string): SatoriElement {
  return el('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
    el('div', { width: 44, height: 44, borderRadius: 12, backgroundImage: `linear-gradient(135deg, ${INDIGO}, #8b5cf6)` }),
    el('div', { fontSize: 30, fontWeight: 700, color: INK, letterSpacing: -0.5 }, 'Paperlight'),
    el('div', { fontSize: 26, color: MUTED, marginLeft: 12 }, label),
  ]);
}

function footer(title: string, index: number, total: number): SatoriElement {
  const progress = total > 0 ? Math.min(1, Math.max(0, index / total)) : 0;
  return el('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
    el('div', { display: 'flex', width: '100%', height: 8, borderRadius: 4, backgroundColor: '#e0e7ff' }, [
      el('div', { width: `${Math.round(progress * 100)}%`, height: 8, borderRadius: 4, backgroundColor: INDIGO }),
    ]),
    el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center' }, [
      clampedText(truncate(title, 110), { fontSize: 28, color: MUTED, maxWidth: 1500, whiteSpace: 'nowrap', textOverflow: 'ellipsis' }, 1),
      el('div', { fontSize: 28, fontWeight: 700, color: INDIGO }, `${index} / ${total}`),
    ]),
  ]);
}

function slideHeading(scene: Scene): string {
  const overlay = scene.annotations?.text_overlays?.find((t) => t.trim());
  return overlay ?? scene.script_line ?? scene.visual_description ?? '';
}

function slideBody(scene: Scene, heading: string): string {
  const candidates = [scene.script_line, scene.narration, scene.visual_description];
  return candidates.find((t) => t && t.trim() && t.trim() !== heading.trim()) ?? '';
}

function slideBullets(scene: Scene): string[] {
  const fromVisuals = (scene.visual_elements ?? []).map((v) => v.caption).filter((c) => c && c.trim());
  const extraOverlays = (scene.annotations?.text_overlays ?? []).slice(1).filter((t) => t.trim());
  const seen = new Set<string>();
  return [...fromVisuals, ...extraOverlays].filter((text) => {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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

/** The slide's content on a transparent canvas; `backdropUri` puts the backdrop underneath. */
function frame(children: SatoriChild[], backdropUri?: string): SatoriElement {
  return el('div', { display: 'flex', position: 'relative', width: SLIDE_WIDTH, height: SLIDE_HEIGHT, fontFamily: 'Inter', overflow: 'hidden' }, [
    backdropUri
      ? { type: 'img', props: { src: backdropUri, width: SLIDE_WIDTH, height: SLIDE_HEIGHT, style: { position: 'absolute', left: 0, top: 0 } } }
      : null,
    el(
      'div',
      { display: 'flex', flexDirection: 'column', position: 'absolute', left: 120, top: 80, width: SLIDE_WIDTH - 240, height: SLIDE_HEIGHT - 160 },
      children,
    ),
  ]);
}

const dataUri = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

const sceneSeed = (scene: Scene, opts: SlideOptions) => (scene.scene_number ?? opts.index) % 4;

export function slideContent(scene: Scene, opts: SlideOptions): SatoriChild[] {
  const look = palette(opts.style, sceneSeed(scene, opts));
  const heading = truncate(slideHeading(scene), 140);
  const body = truncate(slideBody(scene, heading), 320);
  const bullets = slideBullets(scene)
    .slice(0, 4)
    .map((b) => truncate(b, 90));

  const bulletCard =
    bullets.length > 0
      ? el('div', { display: 'flex', flexDirection: 'column', width: 620, padding: 48, gap: 26, ...look.card }, [
          el('div', { fontSize: 24, fontWeight: 700, color: INDIGO, letterSpacing: 2, textTransform: 'uppercase' }, 'Key visuals'),
          ...bullets.map((bullet) =>
            el('div', { display: 'flex', alignItems: 'flex-start', gap: 20 }, [
              el('div', { width: 14, height: 14, marginTop: 14, borderRadius: 7, backgroundColor: INDIGO, flexShrink: 0 }),
              clampedText(bullet, { fontSize: 30, lineHeight: 1.35, color: INK, maxHeight: 82 }, 2),
            ]),
          ),
        ])
      : null;

  return [
    brand(`Scene ${opts.index}`),
    el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', gap: 80 }, [
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, gap: 36 }, [
        el('div', { width: 96, height: 10, borderRadius: 5, backgroundColor: INDIGO }),
        clampedText(heading, { fontSize: 72, fontWeight: 700, lineHeight: 1.12, color: INK, letterSpacing: -1.5, maxHeight: 245 }, 3),
        body ? clampedText(body, { fontSize: 36, lineHeight: 1.45, color: MUTED, maxHeight: 262 }, 5) : null,
      ]),
      bulletCard,
    ]),
    footer(opts.title, opts.index, opts.total),
  ];
}

function posterContent(title: string): SatoriChild[] {
  return [
    brand('Paper Remix'),
    el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 40, maxWidth: 1400 }, [
      el('div', { width: 120, height: 12, borderRadius: 6, backgroundColor: INDIGO }),
      clampedText(truncate(title, 160), { fontSize: 88, fontWeight: 700, lineHeight: 1.1, color: INK, letterSpacing: -2, maxHeight: 390 }, 4),
      el('div', { fontSize: 36, color: MUTED }, 'A narrated summary of the paper'),
    ]),
  ];
}

/** Lays out a satori element tree and rasterises it at the slide size. */
async function rasterize(element: SatoriElement): Promise<RenderedImage> {
  const fonts = await loadFonts();
  // satori's typings expect a ReactNode; the object form is what JSX compiles to.
  const node = element as unknown as Parameters<typeof satori>[0];
  const size = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT, fonts };
  let svg: string;
  try {
    svg = await satori(node, { ...size, loadAdditionalAsset: loadFallbackFonts });
  } catch (error) {
    // satori's font parser rejects some OpenType features; a slide with boxes for a few glyphs
    // beats a failed video, so the render is retried with the always-safe Inter alone.
    if (!(error instanceof Error) || !/not yet supported|font|glyph/i.test(error.message)) throw error;
    svg = await satori(node, size);
  }
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
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

interface RenderedImage {
  width: number;
  height: number;
  /** RGBA with premultiplied alpha, as resvg keeps it. */
  pixels: Uint8Array;
  asPng(): Uint8Array;
}

export interface SlideLayers {
  backdrop: Backdrop;
  /**
   * The content as an uncompressed PAM image (RGBA, premultiplied alpha): PNG compression would
   * cost more than rendering the text, and ffmpeg reads PAM directly.
   */
  overlayPam: Uint8Array;
}

/** Wraps raw RGBA in a PAM header (netpbm P7), a format ffmpeg decodes without any compression work. */
export function encodePam(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const header = Buffer.from(`P7\nWIDTH ${width}\nHEIGHT ${height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`, 'latin1');
  const pam = new Uint8Array(header.byteLength + rgba.byteLength);
  pam.set(header, 0);
  pam.set(rgba, header.byteLength);
  return pam;
}

/** The two layers of a slide for compositing in ffmpeg: a shared backdrop and the scene's content. */
export async function renderSlideLayers(scene: Scene, opts: SlideOptions): Promise<SlideLayers> {
  const [backdrop, overlay] = await Promise.all([backdropFor(opts.style, sceneSeed(scene, opts)), rasterize(frame(slideContent(scene, opts)))]);
  return { backdrop, overlayPam: encodePam(overlay.width, overlay.height, overlay.pixels) };
}

/**
 * Loads fonts and compiles the layout and raster engines; the first slide of a fresh process is
 * otherwise several times slower than the rest.
 */
export async function warmUpRenderer(): Promise<void> {
  await renderPoster('Paperlight');
}

/** One 1920×1080 PNG slide for a storyboard scene. */
export async function renderSlide(scene: Scene, opts: SlideOptions): Promise<Uint8Array> {
  const backdrop = await backdropFor(opts.style, sceneSeed(scene, opts));
  return (await rasterize(frame(slideContent(scene, opts), dataUri(backdrop.png)))).asPng();
}

/** The video's poster: the paper title on the Paperlight abstract background. */
export async function renderPoster(title: string): Promise<Uint8Array> {
  const backdrop = await backdropFor('abstract', 0);
  return (await rasterize(frame(posterContent(title), dataUri(backdrop.png)))).asPng();
}
