import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { captionTitle, decodePngRows, figureLabel, figureLayout, figurePlan, legibleImage, LEGIBLE_PX_PER_PT, loadFallbackFonts, pngDimensions, renderPoster, renderSlide, renderSlideLayers, SLIDE_HEIGHT, SLIDE_WIDTH, slideKeyParts, slideSvg, truncate, withoutRedundantMasks, writePam, zoomedImage, zoomPlan } from './render';
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
    const path = join(mkdtempSync(join(tmpdir(), 'paperlight-pam-')), 'overlay.pam');
    await writePam(path, first.overlay);
    const pam = new Uint8Array(readFileSync(path));
    const header = Buffer.from(pam.subarray(0, 80)).toString('latin1');
    expect(header).toMatch(/^P7\nWIDTH 1920\nHEIGHT 1080\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n/);
    const headerLength = header.indexOf('ENDHDR\n') + 7;
    expect(pam.byteLength - headerLength).toBe(SLIDE_WIDTH * SLIDE_HEIGHT * 4);
    expect(Buffer.from(pam.subarray(headerLength)).equals(Buffer.from(first.overlay.pixels))).toBe(true);
    // A corner outside every element stays transparent so the backdrop shows through.
    expect(first.overlay.pixels[3]).toBe(0);
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

/** The RGBA pixels of a slide's content layer (premultiplied, as resvg keeps them). */
const titleScene = (title: string) => scene({ visual_elements: [{ type: 'title', caption: title }] });

describe('the title card', () => {
  const paper = (title: string) => ({ title, authors: ['Arman Cohan', 'Sergey Feldman', 'Iz Beltagy', 'Doug Downey', 'Daniel S. Weld'], citation: { venue: 'ACL 2020', year: '2020', doi: '10.18653/v1/2020.acl-main.207' } });
  const long =
    'Landscape ethnoecological knowledge base and management of ecosystem services in a Székely-Hungarian pre-capitalistic village system (Transylvania, Romania), with a comparative reading of its village laws and their ending';

  it('shows the whole of a very long title: its last word is drawn', async () => {
    const a = await renderSlideLayers(titleScene(long), { ...opts, paper: paper(long) });
    const b = await renderSlideLayers(titleScene(long), { ...opts, paper: paper(long.replace(/ending$/, 'finish')) });
    // Were the title clamped with an ellipsis, changing its last word would change nothing.
    expect(Buffer.from(a.overlay.pixels).equals(Buffer.from(b.overlay.pixels))).toBe(false);
  });

  it('keeps every card inside the content area, clear of the subtitles band', async () => {
    for (const title of [long, 'SPECTER']) {
      const pixels = (await renderSlideLayers(titleScene(title), { ...opts, paper: paper(title) })).overlay.pixels;
      // Rows from y = 870 down stay transparent: the player's subtitles go there.
      let drawn = 0;
      for (let y = 870; y < SLIDE_HEIGHT; y++) for (let x = 0; x < SLIDE_WIDTH; x++) drawn += pixels[(y * SLIDE_WIDTH + x) * 4 + 3]! > 0 ? 1 : 0;
      expect(drawn).toBe(0);
    }
  });
});

describe('a figure slide', () => {
  it('draws the figure crop large, from the storyboard element and its image', async () => {
    const { Resvg } = await import('@resvg/resvg-js');
    const red = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#ff0000"/></svg>').render().asPng();
    const figure = scene({ visual_elements: [{ type: 'figure', caption: 'Figure 3: Accuracy by model size.', figure: 'figure-3', page: 5, image: 'figure-3.png' }] });
    const layers = await renderSlideLayers(figure, { ...opts, image: { png: new Uint8Array(red), width: 600, height: 400 } });
    // The crop is its own layer, for the video to reveal; the content layer keeps its frame.
    expect(layers.figure?.png).toEqual(new Uint8Array(red));
    const pixels = layers.overlay.pixels;
    let redPixels = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! > 240 && pixels[i + 1]! < 20 && pixels[i + 2]! < 20 && pixels[i + 3] === 255) redPixels += 1;
    expect(redPixels).toBe(0);
    // Scaled to fit the content area: far larger than the 600×400 crop, well under the whole slide.
    const { width, height } = layers.figure!;
    expect(width * height).toBeGreaterThan(600 * 400 * 1.8);
    expect(width * height).toBeLessThan(SLIDE_WIDTH * 700);
    expect(width / height).toBeCloseTo(1.5, 2);
    // Where the box says, the whole slide (the poster's and the storyboard's picture) draws the crop.
    const png = Buffer.from(await renderSlide(figure, { ...opts, image: { png: new Uint8Array(red), width: 600, height: 400 } })).toString('base64');
    const slide = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"><image href="data:image/png;base64,${png}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"/></svg>`).render().pixels;
    const { x, y } = layers.figure!;
    for (const [px, py] of [[x + 4, y + 4], [x + width - 5, y + height - 5], [x + width / 2, y + height / 2]]) {
      const at = (Math.round(py!) * SLIDE_WIDTH + Math.round(px!)) * 4;
      expect([slide[at]! > 240, slide[at + 1]! < 20, slide[at + 2]! < 20]).toEqual([true, true, true]);
    }
  });

  it('draws a tall figure at the full content height, beside its heading', async () => {
    const { Resvg } = await import('@resvg/resvg-js');
    const red = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="#ff0000"/></svg>').render().asPng();
    const figure = scene({ visual_elements: [{ type: 'figure', caption: 'Figure 2: Rates by year (1995–2014) Both panels show residuals.', figure: 'figure-2', page: 6, image: 'figure-2.png' }] });
    const layers = await renderSlideLayers(figure, { ...opts, image: { png: new Uint8Array(red), width: 300, height: 600 } });
    const { x, y, width, height } = layers.figure!;
    // Nearly the whole content band (y 150–860), on the left half of the slide.
    expect(height).toBeGreaterThan(640);
    expect(y).toBeGreaterThanOrEqual(150);
    expect(y + height).toBeLessThanOrEqual(860);
    expect(x + width).toBeLessThan(SLIDE_WIDTH / 2);
  });

  it('falls back to the printed caption when the crop is missing', async () => {
    const figure = scene({ visual_elements: [{ type: 'figure', caption: 'Figure 3: Accuracy by model size.', page: 5 }] });
    expect(pngSize(await renderSlide(figure, opts))).toEqual({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
  });
});

describe.each([
  ['number', { type: 'number', value: '12.5%', caption: 'Higher accuracy than the best baseline' }],
  ['quote', { type: 'quote', caption: 'Citations are a natural signal of document relatedness.', page: 2 }],
  ['bullets', { type: 'bullets', caption: 'What they did', items: ['Train on citations', 'No task-specific fine-tuning', 'A new benchmark, SciDocs'] }],
  ['closing', { type: 'closing', caption: 'Cohan et al. (2020). SPECTER. ACL 2020. doi:10.18653/v1/2020.acl-main.207. Licence: CC BY 4.0.' }],
])('a %s slide', (_, visual) => {
  it('renders at the slide size', async () => {
    expect(pngSize(await renderSlide(scene({ visual_elements: [visual] }), opts))).toEqual({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
  });
});

describe('a slide of one claim', () => {
  // 229 characters, the length of the Lancet review's finding that four lines at 54 px cut off.
  const claim =
    'Across the included studies, people experiencing homelessness, sex workers, prisoners and people with substance use disorders had all-cause mortality eight to ten times that of the general population in high-income countries';
  const claimScene = (text: string) => scene({ visual_elements: [{ type: 'bullets', caption: 'What they found', items: [text] }] });

  it('shows the whole of a long claim: its last word is drawn', async () => {
    expect(claim.length).toBeGreaterThan(220);
    const a = await renderSlideLayers(claimScene(claim), opts);
    const b = await renderSlideLayers(claimScene(claim.replace(/countries$/, 'nations')), opts);
    // Were the claim clamped with an ellipsis, changing its last word would change nothing.
    expect(Buffer.from(a.overlay.pixels).equals(Buffer.from(b.overlay.pixels))).toBe(false);
  });

  it('shows the whole of a claim as long as the storyboard keeps one (330 characters), on six lines', async () => {
    // Lancet's 'What the authors did' sentence, 319 characters: it was cut to '…from high-income…'.
    const longest = 'The authors included only systematic reviews, meta-analyses, interventional studies, and observational studies that had morbidity and mortality outcomes, were published in English, from high-income countries, and were done in populations experiencing homelessness, imprisonment, sex work, or substance use disorder';
    expect(longest.length).toBeGreaterThan(300);
    const a = await renderSlideLayers(claimScene(longest), opts);
    const b = await renderSlideLayers(claimScene(longest.replace(/disorder$/, 'disorders')), opts);
    expect(Buffer.from(a.overlay.pixels).equals(Buffer.from(b.overlay.pixels))).toBe(false);
  });
});

describe('withoutRedundantMasks', () => {
  const rasterise = async (svg: string) => {
    const { Resvg } = await import('@resvg/resvg-js');
    return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels;
  };

  it.each([
    ['title', { type: 'title', caption: 'SPECTER: Document-level Representation Learning using Citation-informed Transformers' }],
    ['quote', { type: 'quote', caption: 'Citations are a natural signal of document relatedness.', page: 2 }],
    ['bullets', { type: 'bullets', caption: 'What they did', items: ['Train on citations', 'No task-specific fine-tuning', 'A new benchmark, SciDocs'] }],
    ['figure', { type: 'figure', caption: 'Figure 3: Accuracy by model size.', page: 5, image: 'figure-3.png' }],
  ])('leaves a %s slide the same to within one level, without the masks resvg draws canvas-sized', async (_, visual) => {
    const { Resvg } = await import('@resvg/resvg-js');
    const chart = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#fff"/><path d="M20 380 L200 120 L400 260 L580 30" stroke="#c00" stroke-width="8" fill="none"/></svg>').render().asPng();
    const svg = await slideSvg(scene({ visual_elements: [visual] }), { ...opts, image: { png: new Uint8Array(chart), width: 600, height: 400 } });
    const lean = withoutRedundantMasks(svg);
    expect(svg.match(/ mask="/g)?.length ?? 0).toBeGreaterThan(5);
    expect(lean.match(/ mask="/g)?.length ?? 0).toBe(0);
    const [before, after] = await Promise.all([rasterise(svg), rasterise(lean)]);
    expect(after.length).toBe(before.length);
    let worst = 0;
    for (let i = 0; i < before.length; i++) worst = Math.max(worst, Math.abs(before[i]! - after[i]!));
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('keeps a mask that does more than its element’s clip', () => {
    const svg = '<svg width="100" height="100" viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg"><mask id="whole"><rect x="0" y="0" width="100" height="100" fill="#fff"/></mask><mask id="half"><rect x="0" y="0" width="50" height="100" fill="#fff"/></mask><clipPath id="all"><rect x="0" y="0" width="100" height="100"/></clipPath><rect x="0" y="0" width="100" height="100" fill="#000" clip-path="url(#all)" mask="url(#half)"/><rect x="0" y="0" width="10" height="10" fill="#000" mask="url(#whole)"/></svg>';
    const lean = withoutRedundantMasks(svg);
    expect(lean).toContain('mask="url(#half)"');
    expect(lean).not.toContain('mask="url(#whole)"');
    expect(lean).not.toContain('clip-path="url(#all)"');
  });
});

describe('figureLabel', () => {
  it.each([
    ['Figure 2: Trends in abortion rates.', 'Figure 2'],
    ['Fig. 3. Cell membrane stability', 'Figure 3'],
    ['FIGURE 4 Map of the village', 'Figure 4'],
    ['Table 1: Sample characteristics', 'Table 1'],
    ['TABLE IV Results', 'Table IV'],
    ['Supplementary note', undefined],
  ])('labels %j as %j', (caption, label) => {
    expect(figureLabel(caption)).toBe(label);
  });
});

describe('figure slides', () => {
  it('stands a tall figure beside its text, larger than under its heading', () => {
    const tall = figureLayout({ width: 440, height: 877 });
    expect(tall.side).toBe(true);
    // The full content height less the frame: about 660 px instead of about 550.
    expect(877 * tall.scale).toBeGreaterThan(640);
    const wide = figureLayout({ width: 1049, height: 490 });
    expect(wide.side).toBe(false);
    expect(1049 * wide.scale).toBeGreaterThan(1100);
  });

  it('sets beside it the caption’s title, without its label or description', () => {
    expect(captionTitle('Figure 2: Annual relative induced abortion rates in countries with high or low exposure (1995–2014) For both panels, residuals were obtained.')).toBe(
      'Annual relative induced abortion rates in countries with high or low exposure (1995–2014)',
    );
    expect(captionTitle('Fig. 3. Cell membrane stability of five genotypes after heat stress. Bars show the mean.')).toBe('Cell membrane stability of five genotypes after heat stress');
    expect(captionTitle('Table 1 Results')).toBe('Results');
  });
});

describe('a table too tall to read whole (issue 14)', () => {
  /** A page-high table as the reader crops it (2 px a point): white, a red caption band on top, grey rules every 32 px. */
  const tableCrop = async (width: number, height: number) => {
    const { Resvg } = await import('@resvg/resvg-js');
    const rules = Array.from({ length: Math.floor(height / 32) }, (_, i) => `<rect x="20" y="${60 + i * 32}" width="${width - 40}" height="4" fill="#333"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/><rect x="20" y="10" width="${width - 40}" height="30" fill="#f00"/>${rules}</svg>`;
    return { png: new Uint8Array(new Resvg(svg).render().asPng()), width, height };
  };
  /** Straight-alpha RGBA of a PNG, decoded by resvg at its own size. */
  const decode = async (png: Uint8Array) => {
    const { Resvg } = await import('@resvg/resvg-js');
    const { width, height } = pngDimensions(png)!;
    const premultiplied = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/></svg>`).render().pixels;
    return { width, height, alpha: (x: number, y: number) => premultiplied[(y * width + x) * 4 + 3]!, red: (x: number, y: number) => premultiplied[(y * width + x) * 4]! };
  };
  const tableScene = (type: 'table' | 'figure') => scene({ visual_elements: [{ type, caption: 'Table 7 Responses limiting the use of ecosystem services', figure: 'table-7', page: 15, image: 'table-7.png' }] });

  it('would draw page-high table text below the legible size, and is cut to its top part pixel for pixel', () => {
    // Székely's Table 7: 977 × 1275 crop pixels, 8-pt text. Whole, it is drawn at under 1 px a point (8-pt text about 7 px high).
    const whole = figureLayout({ width: 977, height: 1275 });
    expect(whole.scale * 2).toBeLessThan(LEGIBLE_PX_PER_PT);
    const plan = figurePlan({ width: 977, height: 1275 }, 'table');
    expect(plan).toMatchObject({ side: true, scale: 1, cut: { height: 664 } });
    expect(plan.scale * 2 * 8).toBeGreaterThanOrEqual(12);
    // Too wide to stand beside the text at that scale: under the heading, the full width.
    expect(figurePlan({ width: 1400, height: 1800 }, 'table')).toMatchObject({ side: false, scale: 1, cut: { height: 552 } });
  });

  it('keeps a short table, and a tall chart, whole', () => {
    // Székely's Table 2 (481 × 487) is drawn at 2.5 px a point whole.
    expect(figurePlan({ width: 481, height: 487 }, 'table').cut).toBeUndefined();
    expect(figurePlan({ width: 977, height: 1275 }, 'figure')).toEqual(figureLayout({ width: 977, height: 1275 }));
  });

  it('gives a PNG of the rows that fit, opaque on top and fading to transparent at its bottom edge', async () => {
    const crop = await tableCrop(977, 1275);
    const shown = await legibleImage(crop, 'table');
    expect(pngDimensions(shown.png)).toEqual({ width: 977, height: 664 });
    expect(shown).toMatchObject({ width: 977, height: 664, place: { side: true, scale: 1 } });
    const out = await decode(shown.png);
    const source = await decode(crop.png);
    // The top part is the crop as it was: the caption band, every pixel opaque.
    for (const [x, y] of [[100, 20], [500, 62], [5, 5], [900, 500]] as const) {
      expect(out.alpha(x, y)).toBe(255);
      expect(out.red(x, y)).toBe(source.red(x, y));
    }
    // Then the last 120 rows fade out, evenly down to nothing.
    const column = Array.from({ length: 140 }, (_, i) => out.alpha(10, 664 - 140 + i));
    expect(column.slice(0, 20).every((a) => a === 255)).toBe(true);
    for (let i = 1; i < column.length; i++) expect(column[i]!).toBeLessThanOrEqual(column[i - 1]!);
    expect(column.at(-1)!).toBeLessThan(3);
    expect(out.alpha(10, 664 - 60)).toBeGreaterThan(100);
    expect(out.alpha(10, 664 - 60)).toBeLessThan(160);
  });

  /** A PNG of `channels` 1 (grey), 3 (RGB) or 4 (RGBA), each row under another of the five filters. */
  const filteredPng = (width: number, height: number, channels: 1 | 3 | 4, value: (x: number, y: number, c: number) => number) => {
    const stride = width * channels;
    const rows: number[] = [];
    const row = (y: number) => Array.from({ length: stride }, (_, i) => (y < 0 ? 0 : value(Math.floor(i / channels), y, i % channels)));
    for (let y = 0; y < height; y++) {
      const [cur, up] = [row(y), row(y - 1)];
      const filter = y % 5;
      rows.push(filter);
      for (let i = 0; i < stride; i++) {
        const a = i >= channels ? cur[i - channels]! : 0;
        const b = up[i]!;
        const c = i >= channels ? up[i - channels]! : 0;
        const paeth = Math.abs(b - c) <= Math.abs(a - c) && Math.abs(b - c) <= Math.abs(a + b - 2 * c) ? a : Math.abs(a - c) <= Math.abs(a + b - 2 * c) ? b : c;
        rows.push((cur[i]! - [0, a, b, (a + b) >> 1, paeth][filter]! + 256) & 255);
      }
    }
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
      return Buffer.concat([head, data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8;
    ihdr[9] = { 1: 0, 3: 2, 4: 6 }[channels];
    return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]));
  };

  it('reads the rows it keeps from RGB and RGBA PNGs under every row filter, and any other PNG through resvg', async () => {
    const value = (x: number, y: number, c: number) => (x * 7 + y * 13 + c * 101 + ((x * y) % 17)) & 255;
    for (const channels of [3, 4] as const) {
      const rows = decodePngRows(filteredPng(40, 30, channels, value), 20)!;
      expect(rows.length).toBe(40 * 20 * 4);
      for (const [x, y] of [[0, 0], [39, 0], [5, 7], [39, 19], [20, 13]] as const) {
        expect([...rows.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4)]).toEqual([0, 1, 2].map((c) => value(x, y, c)).concat(channels === 4 ? value(x, y, 3) : 255));
      }
    }
    // A grey PNG is not read here, and the cut still comes out right.
    const grey = filteredPng(977, 1275, 1, (x, y) => (y < 40 ? 0 : 255));
    expect(decodePngRows(grey, 664)).toBeNull();
    const shown = await legibleImage({ png: grey, width: 977, height: 1275 }, 'table');
    const out = await decode(shown.png);
    expect([out.width, out.height, out.red(100, 20), out.alpha(100, 20), out.red(100, 300), out.alpha(100, 663)]).toEqual([977, 664, 0, 255, 255, expect.any(Number)]);
    expect(out.alpha(100, 663)).toBeLessThan(3);
  });

  it('leaves a short table’s crop as it is', async () => {
    const crop = await tableCrop(481, 487);
    expect(await legibleImage(crop, 'table')).toBe(crop);
  });

  it('shows the top part on the film’s layer and on the slide’s picture, at the same place', async () => {
    const crop = await tableCrop(977, 1275);
    const layers = await renderSlideLayers(tableScene('table'), { ...opts, image: crop });
    expect(pngDimensions(layers.figure!.png)).toEqual({ width: 977, height: 664 });
    const { x, y, width, height } = layers.figure!;
    expect([width, height]).toEqual([977, 664]);
    expect(y).toBeGreaterThanOrEqual(150);
    expect(y + height).toBeLessThanOrEqual(860);
    // The poster and the storyboard draw the crop in place: its caption band where the layer has it,
    // and at the bottom edge the white card, not the table's rules.
    const png = Buffer.from(await renderSlide(tableScene('table'), { ...opts, image: crop })).toString('base64');
    const { Resvg } = await import('@resvg/resvg-js');
    const slide = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"><image href="data:image/png;base64,${png}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"/></svg>`).render().pixels;
    const at = (px: number, py: number) => [...slide.subarray((Math.round(py) * SLIDE_WIDTH + Math.round(px)) * 4, (Math.round(py) * SLIDE_WIDTH + Math.round(px)) * 4 + 3)];
    expect(at(x + 300, y + 25)).toEqual([255, 0, 0]);
    // Rows of rules near the bottom edge (every 32 px from 60): the last one fully faded is white.
    const ruleNearBottom = 60 + Math.floor((height - 2 - 60) / 32) * 32;
    const fadedRule = ruleNearBottom + 3 < height ? ruleNearBottom + 1 : ruleNearBottom - 31;
    expect(at(x + 300, y + fadedRule).every((v) => v > 200)).toBe(true);
    expect(at(x + 300, y + 60 + 1).every((v) => v < 80)).toBe(true);
  });

  it('keys the still by how the crop is shown', () => {
    const image = { png: new Uint8Array([1, 2, 3]), width: 977, height: 1275 };
    const table = slideKeyParts(tableScene('table'), { ...opts, image }) as { shown: unknown };
    const chart = slideKeyParts(tableScene('figure'), { ...opts, image }) as { shown: unknown };
    expect(table.shown).toMatchObject({ cut: { height: 664, fade: 120 } });
    expect(chart.shown).toEqual(figureLayout(image));
  });
});

describe('a chart too small to read whole (issue 14)', () => {
  /** A tall chart as the reader crops it: red above, its lower 664 rows blue. */
  const chartCrop = async (width: number, height: number, lower = 664) => {
    const { Resvg } = await import('@resvg/resvg-js');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#f00"/><rect y="${height - lower}" width="${width}" height="${lower}" fill="#00f"/></svg>`;
    return { png: new Uint8Array(new Resvg(svg).render().asPng()), width, height };
  };
  const chartScene = scene({ visual_elements: [{ type: 'figure', caption: 'Figure 3: Forest plots of mortality', figure: 'figure-3', page: 7, image: 'figure-3.png' }], annotations: { text_overlays: ['Mortality in excluded groups'], visual_cues: [], audio_cues: [], transition_notes: 'fade' } });

  it('gets a window of its lower part at a legible scale, by a rule of size, not of paper', () => {
    // A forest plot's shape: whole, it is drawn at 0.95 px a point.
    const whole = figurePlan({ width: 900, height: 1400 }, 'figure');
    expect(whole.scale * 2).toBeLessThan(LEGIBLE_PX_PER_PT);
    const plan = zoomPlan({ width: 900, height: 1400 }, 'figure')!;
    expect(plan).toEqual({ window: { x: 0, y: 736, width: 900, height: 664 }, side: true, scale: 1 });
    expect(plan.scale * 2).toBeGreaterThanOrEqual(LEGIBLE_PX_PER_PT);
    // Too wide to stand beside the text at a legible scale: under the heading, the full width.
    const wide = zoomPlan({ width: 1800, height: 1500 }, 'figure')!;
    expect(wide.side).toBe(false);
    expect(wide.scale * 2).toBeGreaterThanOrEqual(LEGIBLE_PX_PER_PT);
    expect(wide.window.y + wide.window.height).toBe(1500);
    expect(wide.window.width * wide.scale).toBeLessThanOrEqual(1680);
    // Wider than the slide at a legible scale: its lower left part.
    const wider = zoomPlan({ width: 3000, height: 800 }, 'figure')!;
    expect(wider).toMatchObject({ side: false, scale: 0.75, window: { x: 0, width: 2178 } });
  });

  it('leaves a chart that reads whole, and a table shown by its top part, as they are', () => {
    expect(zoomPlan({ width: 480, height: 320 }, 'figure')).toBeNull();
    expect(zoomPlan({ width: 977, height: 1275 }, 'table')).toBeNull();
    expect(zoomPlan({ width: 481, height: 487 }, 'table')).toBeNull();
    expect(zoomPlan({ width: 900, height: 1400 }, 'number')).toBeNull();
  });

  it('cuts the window out of the crop, its top edge fading where the chart goes on above', async () => {
    const crop = await chartCrop(900, 1400);
    const window = (await zoomedImage(crop, 'figure'))!;
    expect(window).toMatchObject({ width: 900, height: 664, place: { side: true, scale: 1 }, window: { of: crop, x: 0, y: 736, width: 900, height: 664 } });
    // The whole chart small, for beside the window: red above, blue below, in the same proportions.
    const thumb = window.window!.thumb!;
    expect(thumb.height).toBeLessThanOrEqual(320);
    expect(Math.abs(thumb.width / thumb.height - 900 / 1400)).toBeLessThan(0.02);
    const small = decodePngRows(thumb.png, thumb.height)!;
    const tpx = (x: number, y: number) => [...small.subarray((y * thumb.width + x) * 4, (y * thumb.width + x) * 4 + 4)];
    expect(tpx(5, 5)).toEqual([255, 0, 0, 255]);
    expect(tpx(5, thumb.height - 5)).toEqual([0, 0, 255, 255]);
    const rows = decodePngRows(window.png, 664)!;
    const at = (x: number, y: number) => [...rows.subarray((y * 900 + x) * 4, (y * 900 + x) * 4 + 4)];
    expect(at(450, 300)).toEqual([0, 0, 255, 255]);
    expect(at(10, 663)).toEqual([0, 0, 255, 255]);
    expect(at(450, 0)[3]).toBeLessThan(5);
    expect(at(450, 39)[3]).toBeGreaterThan(250);
    expect(await zoomedImage(await chartCrop(480, 320, 100), 'figure')).toBeNull();
  });

  it('draws the window where the chart stood, with the whole chart small beside it; the storyboard’s picture stays whole', async () => {
    const crop = await chartCrop(900, 1400);
    const zoomed = await renderSlideLayers(chartScene, { ...opts, image: crop, zoom: true });
    // Not revealed: the film cross-fades to it from the whole chart, so it is in the slide's layer.
    expect(zoomed.figure).toBeUndefined();
    const px = (pixels: Uint8Array, x: number, y: number) => [...pixels.subarray((y * SLIDE_WIDTH + x) * 4, (y * SLIDE_WIDTH + x) * 4 + 3)];
    // The window, 900 px wide from the chart's left edge, blue.
    for (const [x, y] of [[300, 500], [900, 500], [300, 800]] as const) expect(px(zoomed.overlay.pixels, x, y)).toEqual([0, 0, 255]);
    const whole = await renderSlideLayers(chartScene, { ...opts, image: crop });
    expect(whole.figure).toMatchObject({ width: 427, height: 664 });
    expect(whole.figure!.png).toBe(crop.png);
    // The storyboard's picture is the whole chart.
    const picture = await renderSlide(chartScene, { ...opts, image: crop });
    const { Resvg } = await import('@resvg/resvg-js');
    const slide = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"><image href="data:image/png;base64,${Buffer.from(picture).toString('base64')}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"/></svg>`).render().pixels;
    expect(px(slide, whole.figure!.x + 200, whole.figure!.y + 100)).toEqual([255, 0, 0]);
    expect(px(slide, whole.figure!.x + 200, whole.figure!.y + 600)).toEqual([0, 0, 255]);
    // Zoomed or not, each still has its own key.
    expect(slideKeyParts(chartScene, { ...opts, image: crop, zoom: true })).not.toEqual(slideKeyParts(chartScene, { ...opts, image: crop }));
  });
});
