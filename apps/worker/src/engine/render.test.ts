import { describe, expect, it } from 'vitest';
import { loadFallbackFonts, renderPoster, renderSlide, renderSlideLayers, SLIDE_HEIGHT, SLIDE_WIDTH, truncate } from './render';
import type { Scene, StoryboardStyle } from './types';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // The first chunk of every PNG is IHDR: length(4) type(4) width(4) height(4).
  expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function scene(overrides: Partial<Scene> = {}): Scene {
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

const opts = { title: 'Retail Object Classification for Unmanned Kiosks', index: 1, total: 2, style: 'abstract' as StoryboardStyle };

describe('renderSlide', () => {
  it.each(['abstract', 'realistic', 'cartoon', 'sketch'] as const)('renders a 1920×1080 PNG in the %s style', async (style) => {
    expect(pngSize(await renderSlide(scene(), { ...opts, style }))).toEqual({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
  });

  describe('given accented and non-Latin text', () => {
    it('renders German, Spanish, Czech, Greek and Russian without throwing', async () => {
      const png = await renderSlide(
        scene({
          annotations: { text_overlays: ['Größenänderung über Straßen – ¿Qué pasó con la visión?'], visual_cues: [], audio_cues: [], transition_notes: '' },
          script_line: 'Příliš žluťoučký kůň úpěl ďábelské ódy. Ελληνικά κείμενα. Русский текст.',
          visual_elements: [{ type: 'icon', caption: 'Ñandú, façade, smørrebrød' }],
        }),
        opts,
      );
      expect(pngSize(png).width).toBe(SLIDE_WIDTH);
    });

    it('renders CJK and Arabic text (missing glyphs must not throw)', async () => {
      const png = await renderSlide(scene({ script_line: '这是一个简短的句子。これは短い文です。هذه جملة', annotations: { text_overlays: ['零售'], visual_cues: [], audio_cues: [], transition_notes: '' } }), opts);
      expect(pngSize(png).height).toBe(SLIDE_HEIGHT);
    });
  });

  describe('given very long text', () => {
    it('still renders a slide of the same size', async () => {
      const long = 'convolutional '.repeat(400);
      const png = await renderSlide(
        scene({
          script_line: long,
          narration: long,
          annotations: { text_overlays: [long], visual_cues: [], audio_cues: [], transition_notes: '' },
          visual_elements: Array.from({ length: 12 }, (_, i) => ({ type: 'diagram', caption: `${i} ${long}` })),
        }),
        { ...opts, title: long },
      );
      expect(pngSize(png)).toEqual({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
    });

    it('truncates at a word boundary with an ellipsis', () => {
      expect(truncate('alpha beta gamma delta', 14)).toBe('alpha beta…');
      expect(truncate('short', 14)).toBe('short');
      expect(truncate('這是一個非常長的中文句子沒有空格', 8).length).toBeLessThanOrEqual(8);
    });
  });

  it('renders a scene with empty optional fields', async () => {
    const png = await renderSlide(scene({ visual_elements: [], annotations: { text_overlays: [], visual_cues: [], audio_cues: [], transition_notes: '' } }), opts);
    expect(pngSize(png).width).toBe(SLIDE_WIDTH);
  });
});

describe('renderSlideLayers', () => {
  it('gives a shared PNG backdrop and a raw RGBA content layer for ffmpeg', async () => {
    const first = await renderSlideLayers(scene({ scene_number: 1 }), opts);
    const again = await renderSlideLayers(scene({ scene_number: 5 }), { ...opts, index: 2 });
    expect(pngSize(first.backdrop.png)).toEqual({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
    // Scenes 1 and 5 share a backdrop seed, so the video writes that backdrop once.
    expect(again.backdrop.key).toBe(first.backdrop.key);
    const header = Buffer.from(first.overlayPam.subarray(0, 80)).toString('latin1');
    expect(header).toMatch(/^P7\nWIDTH 1920\nHEIGHT 1080\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n/);
    const headerLength = header.indexOf('ENDHDR\n') + 7;
    expect(first.overlayPam.byteLength - headerLength).toBe(SLIDE_WIDTH * SLIDE_HEIGHT * 4);
    // A corner outside every element stays transparent so the backdrop shows through.
    expect(first.overlayPam[headerLength + 3]).toBe(0);
  });
});

describe('loadFallbackFonts', () => {
  it.each([
    ['zh-CN', '零售物体分类', 'Noto Sans SC'],
    ['ja-JP|zh-CN', 'これは短い文です', 'Noto Sans JP'],
    ['ko-KR', '짧은 문장', 'Noto Sans KR'],
    ['ar-AR', 'جملة قصيرة', 'IBM Plex Sans Arabic'],
  ])('loads only the %s subsets a segment needs, in both weights', async (code, segment, family) => {
    const fonts = await loadFallbackFonts(code, segment);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.length).toBeLessThan(30);
    expect(fonts.every((font) => font.name.startsWith(family))).toBe(true);
    expect(new Set(fonts.map((font) => font.weight))).toEqual(new Set([400, 700]));
  });

  it('loads nothing for emoji', async () => {
    expect(await loadFallbackFonts('emoji', '🙂')).toEqual([]);
  });
});

describe('renderPoster', () => {
  it('renders a 1920×1080 PNG with the title', async () => {
    expect(pngSize(await renderPoster('Retail Object Classification — Größe matters'))).toEqual({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
  });
});
