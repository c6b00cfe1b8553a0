import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { Scene, StoryboardStyle } from '../types';
import { loadFallbackFonts, loadFonts } from './fonts';
import {
  CONTENT_HEIGHT,
  CONTENT_LEFT,
  CONTENT_TOP,
  CONTENT_WIDTH,
  el,
  palette,
  sceneSeed,
  type SatoriChild,
  type SatoriElement,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  type SlidePaper,
} from './look';
import { dataUri } from './png';
import { shownOptions, visualContent, type VisualOptions } from './slides';
import { titleCard, topBar } from './text-slides';

/** The slide's content on a transparent canvas; `backdropUri` puts the backdrop underneath. */
function frame(content: SatoriChild[], top: SatoriElement | null, backdropUri?: string): SatoriElement {
  return el(
    'div',
    { display: 'flex', position: 'relative', width: SLIDE_WIDTH, height: SLIDE_HEIGHT, fontFamily: 'Inter', overflow: 'hidden' },
    [
      backdropUri
        ? {
            type: 'img',
            props: { src: backdropUri, width: SLIDE_WIDTH, height: SLIDE_HEIGHT, style: { position: 'absolute', left: 0, top: 0 } },
          }
        : null,
      top,
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          position: 'absolute',
          left: CONTENT_LEFT,
          top: CONTENT_TOP,
          width: CONTENT_WIDTH,
          height: CONTENT_HEIGHT,
        },
        content,
      ),
    ],
  );
}

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
    const element = el(
      'div',
      { display: 'flex', position: 'relative', width: SLIDE_WIDTH, height: SLIDE_HEIGHT, ...backgroundStyle(look.background) },
      look.shapes,
    );
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
  const whole = (x: string, y: string, w: string, h: string) =>
    Number(x) <= 0 && Number(y) <= 0 && Number(x) + Number(w) >= Number(size[1]) && Number(y) + Number(h) >= Number(size[2]);
  const identity = new Set<string>();
  for (const m of svg.matchAll(new RegExp(String.raw`<mask id="([^"]+)">${RECT} fill="#fff"/></mask>`, 'g')))
    if (whole(m[2]!, m[3]!, m[4]!, m[5]!)) identity.add(m[1]!);
  for (const m of svg.matchAll(new RegExp(String.raw`<clipPath id="([^"]+)">${RECT}/></clipPath>`, 'g')))
    if (whole(m[2]!, m[3]!, m[4]!, m[5]!)) identity.add(m[1]!);
  let out = svg.replace(/ (mask|clip-path)="url\(#([^)]+)\)"/g, (ref, _attr: string, id: string) => (identity.has(id) ? '' : ref));
  // Masks and clips that are one rectangle, by id, to match a mask against its element's clip.
  const rects = (pattern: string) =>
    new Map([...out.matchAll(new RegExp(pattern, 'g'))].map((m) => [m[1]!, `${m[2]},${m[3]},${m[4]},${m[5]}`]));
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
 * video draws the crop itself, so it can reveal it (encode/chunks.ts). Null when the crop is not found
 * whole and unclipped there (the slide then keeps it).
 */
export function liftFigure(
  svg: string,
  png: Uint8Array,
): { svg: string; box: { x: number; y: number; width: number; height: number } } | null {
  const data = Buffer.from(png).toString('base64');
  const found =
    /<image x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" href="data:image\/png;base64,([^"]*)"([^>]*)\/>/.exec(svg);
  if (!found || found[5] !== data) return null;
  const [x, y, width, height] = [found[1], found[2], found[3], found[4]].map(Number) as [number, number, number, number];
  // A clip narrower than the image (rounded corners, a box too small) would be lost in ffmpeg.
  const clip = / clip-path="url\(#([^)]+)\)"/.exec(found[6]!);
  if (clip) {
    const rect = new RegExp(
      String.raw`<clipPath id="${clip[1]}"[^>]*><rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/></clipPath>`,
    ).exec(svg);
    if (
      !rect ||
      Number(rect[1]) > x ||
      Number(rect[2]) > y ||
      Number(rect[1]) + Number(rect[3]) < x + width ||
      Number(rect[2]) + Number(rect[4]) < y + height
    )
      return null;
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
