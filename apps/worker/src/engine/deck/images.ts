import { legibleImage } from '../render/figure-plan';
import type { StoryboardOutput } from '../types';
import type { DeckImage } from './plan';

/**
 * The figure crops a storyboard shows, with their pixel sizes; a missing or unreadable one is left out
 * (its caption stays). A table is cut as the film cuts it (legibleImage): a tall one shows its top
 * part, or its header above the rows the narration talks about, at a size that can be read.
 */
export async function deckImages(
  storyboard: StoryboardOutput,
  read: (key: string) => Promise<Uint8Array | null>,
): Promise<Map<string, DeckImage>> {
  const images = new Map<string, DeckImage>();
  for (const visual of storyboard.scenes.flatMap((scene) => scene.visual_elements ?? [])) {
    if (!visual.image || images.has(visual.image)) continue;
    const png = await read(visual.image).catch(() => null);
    // A PNG's IHDR chunk: the signature, then the width and height at bytes 16 and 20.
    if (!png || png.length < 24 || png[1] !== 0x50 || png[2] !== 0x4e || png[3] !== 0x47) continue;
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    const image = { png, width: view.getUint32(16), height: view.getUint32(20) };
    images.set(visual.image, visual.type === 'table' ? await legibleImage(image, 'table', visual.focus) : image);
  }
  return images;
}
