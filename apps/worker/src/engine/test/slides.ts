/** A sample scene and slide options for the renderer's tests, and a PNG's size checked from its header. */
import { expect } from 'vitest';
import type { Scene, StoryboardStyle } from '../types';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // The first chunk of every PNG is IHDR: length(4) type(4) width(4) height(4).
  expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function scene(overrides: Partial<Scene> = {}): Scene {
  return {
    scene_number: 1,
    visual_description: 'A kiosk with a camera above the shelf',
    script_line: 'Unmanned kiosks must recognise every product a shopper picks up.',
    background_details: 'Soft store lighting',
    narration: 'Unmanned kiosks must recognise every product a shopper picks up.',
    sound_cues: 'Soft music',
    duration: 8,
    directions_for_videographer: 'Slow pan',
    visual_elements: [
      { type: 'diagram', caption: 'Camera above the shelf' },
      { type: 'chart', caption: 'Accuracy rises from 81 % to 96 %' },
    ],
    annotations: { text_overlays: ['Why kiosks struggle'], visual_cues: [], audio_cues: [], transition_notes: 'fade' },
    ...overrides,
  };
}

export const opts = { title: 'Retail Object Classification for Unmanned Kiosks', index: 1, total: 2, style: 'abstract' as StoryboardStyle };
