/** The film's visual plan: each scene's stills with their content keys, the ones worth rendering early, and when each is on screen. */
import { readFile } from 'node:fs/promises';
import { zoomPlan } from '../render/figure-plan';
import { SLIDE_HEIGHT, SLIDE_WIDTH, type SlideImage } from '../render/look';
import { pngDimensions } from '../render/png';
import { renderSlideLayers } from '../render/render';
import { slideKeyParts } from '../render/slides';
import { cacheKey, type RenderCache } from './render-cache';
import type { Scene } from '../types';
import { chunkKey, chunkSpecs } from './chunks';
import { type PreparedVisual, type RenderVideoInput, VIDEO_FPS } from './film';

/** A scene's visuals in narration order; a scene without any still gets one text slide. */
function sceneVisuals(scene: Scene): { index: number; at: number }[] {
  const elements = scene.visual_elements ?? [];
  if (elements.length === 0) return [{ index: 0, at: 0 }];
  const out: { index: number; at: number }[] = [];
  elements.forEach((v, index) => {
    const at = index === 0 ? 0 : Math.min(0.95, Math.max(0, Number(v.at ?? NaN)));
    // Elements without a position are alternatives the storyboard offers, not later pictures.
    if (index > 0 && !Number.isFinite(at)) return;
    if (out.length > 0 && at <= out.at(-1)!.at) return;
    out.push({ index, at });
  });
  return out;
}

async function slideImage(key: string | undefined, read: RenderVideoInput['readImage']): Promise<SlideImage | undefined> {
  if (!key) return undefined;
  const png = read ? await read(key) : await readFile(key).catch(() => null);
  if (!png) return undefined;
  const size = pngDimensions(png);
  return size ? { png, ...size } : undefined;
}

/**
 * Where in a figure's time on screen the film moves from the whole figure to its legible window
 * (zoomPlan): the whole figure first, long enough to take in its layout, then the window, held
 * while the narration goes on.
 */
export const ZOOM_AT = 0.4;

/** A scene's stills, each with its content key and a way to render it. */
export async function planSceneVisuals(scene: Scene, i: number, input: RenderVideoInput): Promise<PreparedVisual[]> {
  const style = input.style ?? 'abstract';
  const total = input.storyboard.scenes.length;
  const out: PreparedVisual[] = [];
  const order = sceneVisuals(scene);
  for (const [n, { index, at }] of order.entries()) {
    const element = scene.visual_elements?.[index];
    const kind = element?.type;
    const image = element && (kind === 'figure' || kind === 'table') ? await slideImage(element.image, input.readImage) : undefined;
    const opts = {
      title: input.title,
      index: i + 1,
      total,
      style,
      visual: index,
      ...(input.paper ? { paper: input.paper } : {}),
      ...(image ? { image } : {}),
    };
    out.push({
      key: cacheKey('still', SLIDE_WIDTH, SLIDE_HEIGHT, slideKeyParts(scene, opts), image?.png ?? null),
      at,
      render: () => renderSlideLayers(scene, opts),
      reveal: image !== undefined,
    });
    // A figure too small to read whole: after a while, the film cross-fades to a legible window of it.
    if (image && zoomPlan(image, kind)) {
      const end = order[n + 1]?.at ?? 1;
      const zoomed = { ...opts, zoom: true };
      out.push({
        key: cacheKey('still', SLIDE_WIDTH, SLIDE_HEIGHT, slideKeyParts(scene, zoomed), image.png),
        at: at + (end - at) * ZOOM_AT,
        render: () => renderSlideLayers(scene, zoomed),
        reveal: false,
      });
    }
  }
  return out;
}

/**
 * The stills worth rendering while the narration is spoken: those of chunks the cache lacks,
 * assuming every still is held its usual length (all of them without a cache). The encode renders
 * any other it turns out to need.
 */
export async function stillsToRender(visuals: readonly PreparedVisual[], cache: RenderCache | undefined): Promise<number[]> {
  if (!cache) return visuals.map((_, k) => k);
  const specs = chunkSpecs(visuals);
  const present = await Promise.all(specs.map((spec) => cache.has(chunkKey(visuals, spec))));
  const ks = specs.flatMap((spec, j) => (present[j] ? [] : [spec.prev, spec.cur])).filter((k): k is number => k !== null);
  if (!(await cache.has(cacheKey('poster', visuals[0]!.key)))) ks.push(0);
  return ks;
}

/** Where each still starts and how many frames it lasts, from the scenes' narration lengths. */
export function visualTimeline(scenes: { durationSec: number; visuals: { at: number }[] }[]): {
  totalFrames: number;
  frames: number[];
  sceneStarts: number[];
} {
  const starts: number[] = [];
  const sceneStarts: number[] = [];
  let t = 0;
  for (const scene of scenes) {
    sceneStarts.push(t);
    for (const visual of scene.visuals) starts.push(Math.round((t + visual.at * scene.durationSec) * VIDEO_FPS));
    t += scene.durationSec;
  }
  const totalFrames = Math.round(t * VIDEO_FPS);
  const frames = starts.map((start, i) => Math.max(1, (starts[i + 1] ?? totalFrames) - start));
  return { totalFrames, frames, sceneStarts };
}
