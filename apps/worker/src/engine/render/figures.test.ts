import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { captionTitle, figureLayout, figurePlan, focusPlan, LEGIBLE_PX_PER_PT, legibleImage, zoomedImage, zoomPlan } from './figure-plan';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './look';
import { decodePngRows, pngDimensions } from './png';
import { renderSlide, renderSlideLayers } from './render';
import { figureLabel, slideKeyParts } from './slides';
import { opts, scene } from '../test/slides';

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
    expect(
      captionTitle(
        'Figure 2: Annual relative induced abortion rates in countries with high or low exposure (1995–2014) For both panels, residuals were obtained.',
      ),
    ).toBe('Annual relative induced abortion rates in countries with high or low exposure (1995–2014)');
    expect(captionTitle('Fig. 3. Cell membrane stability of five genotypes after heat stress. Bars show the mean.')).toBe(
      'Cell membrane stability of five genotypes after heat stress',
    );
    expect(captionTitle('Table 1 Results')).toBe('Results');
  });
});

describe('a table too tall to read whole (issue 14)', () => {
  /** A page-high table as the reader crops it (2 px a point): white, a red caption band on top, grey rules every 32 px. */
  const tableCrop = async (width: number, height: number) => {
    const { Resvg } = await import('@resvg/resvg-js');
    const rules = Array.from(
      { length: Math.floor(height / 32) },
      (_, i) => `<rect x="20" y="${60 + i * 32}" width="${width - 40}" height="4" fill="#333"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/><rect x="20" y="10" width="${width - 40}" height="30" fill="#f00"/>${rules}</svg>`;
    return { png: new Uint8Array(new Resvg(svg).render().asPng()), width, height };
  };
  /** Straight-alpha RGBA of a PNG, decoded by resvg at its own size. */
  const decode = async (png: Uint8Array) => {
    const { Resvg } = await import('@resvg/resvg-js');
    const { width, height } = pngDimensions(png)!;
    const premultiplied = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/></svg>`,
    ).render().pixels;
    return {
      width,
      height,
      alpha: (x: number, y: number) => premultiplied[(y * width + x) * 4 + 3]!,
      red: (x: number, y: number) => premultiplied[(y * width + x) * 4]!,
    };
  };
  /** One pixel's straight RGB, from the reader's own decoder. */
  const decodeRgb = async (png: Uint8Array, x: number, y: number) => {
    const { width } = pngDimensions(png)!;
    const rows = decodePngRows(png, y + 1)!;
    const i = (y * width + x) * 4;
    return { red: rows[i]!, green: rows[i + 1]!, blue: rows[i + 2]! };
  };
  const tableScene = (type: 'table' | 'figure') =>
    scene({
      visual_elements: [
        { type, caption: 'Table 7 Responses limiting the use of ecosystem services', figure: 'table-7', page: 15, image: 'table-7.png' },
      ],
    });

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
    for (const [x, y] of [
      [100, 20],
      [500, 62],
      [5, 5],
      [900, 500],
    ] as const) {
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

  it('shows the rows the narration talks about under the header when they lie below its top part, highlighted (issue 30)', async () => {
    const crop = await tableCrop(977, 1275);
    const source = await decode(crop.png);
    // Header ends at row 60; the rows in focus are near the table's end, far below the 664 rows the cut keeps.
    const focus = { header: 60, top: 1100, bottom: 1140 };
    const shown = await legibleImage(crop, 'table', focus);
    // The same reading size and no taller than the plain cut.
    expect(shown.place).toEqual({ side: true, scale: 1 });
    expect(shown.height).toBeLessThanOrEqual(664);
    const out = await decode(shown.png);
    // The header as it was.
    for (const [x, y] of [
      [100, 20],
      [500, 5],
      [900, 50],
    ] as const)
      expect(out.red(x, y)).toBe(source.red(x, y));
    // Then a transparent seam: rows are left out.
    expect(out.alpha(500, 60 + 10)).toBe(0);
    // The band ends with the rows in focus in it, marked yellow (red kept, blue taken down); they sit whole in the band.
    const bandTop = 60 + 20;
    const plan = focusPlan(crop, 664, 120, 1, focus);
    expect(plan.band!.top).toBeLessThanOrEqual(focus.top);
    expect(plan.band!.bottom).toBeGreaterThanOrEqual(focus.bottom);
    const inFocus = bandTop + (focus.top - plan.band!.top) + 20;
    expect(out.alpha(500, inFocus)).toBe(255);
    const { blue, green } = await decodeRgb(shown.png, 500, inFocus);
    expect(out.red(500, inFocus)).toBeGreaterThan(240);
    expect(blue).toBeLessThan(160);
    expect(green).toBeGreaterThan(200);
    // A row outside the focus keeps its white.
    expect((await decodeRgb(shown.png, 500, bandTop + 30)).blue).toBeGreaterThan(240);
  });

  it('marks rows in focus within the top part in place, and a whole table with its rows in focus', async () => {
    const tall = await tableCrop(977, 1275);
    const cut = await legibleImage(tall, 'table', { header: 60, top: 200, bottom: 230 });
    expect(cut.height).toBe(664);
    expect((await decodeRgb(cut.png, 500, 215)).blue).toBeLessThan(160);
    expect((await decodeRgb(cut.png, 500, 300)).blue).toBeGreaterThan(240);
    const short = await tableCrop(481, 487);
    const whole = await legibleImage(short, 'table', { header: 60, top: 300, bottom: 330 });
    expect({ width: whole.width, height: whole.height, place: whole.place }).toEqual({ width: 481, height: 487, place: undefined });
    expect((await decodeRgb(whole.png, 240, 315)).blue).toBeLessThan(160);
    // A figure is never marked.
    expect(await legibleImage(short, 'figure', { header: 60, top: 300, bottom: 330 })).toBe(short);
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
        const paeth =
          Math.abs(b - c) <= Math.abs(a - c) && Math.abs(b - c) <= Math.abs(a + b - 2 * c)
            ? a
            : Math.abs(a - c) <= Math.abs(a + b - 2 * c)
              ? b
              : c;
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
    return new Uint8Array(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', ihdr),
        chunk('IDAT', deflateSync(Buffer.from(rows))),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
  };

  it('reads the rows it keeps from RGB and RGBA PNGs under every row filter, and any other PNG through resvg', async () => {
    const value = (x: number, y: number, c: number) => (x * 7 + y * 13 + c * 101 + ((x * y) % 17)) & 255;
    for (const channels of [3, 4] as const) {
      const rows = decodePngRows(filteredPng(40, 30, channels, value), 20)!;
      expect(rows.length).toBe(40 * 20 * 4);
      for (const [x, y] of [
        [0, 0],
        [39, 0],
        [5, 7],
        [39, 19],
        [20, 13],
      ] as const) {
        expect([...rows.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4)]).toEqual(
          [0, 1, 2].map((c) => value(x, y, c)).concat(channels === 4 ? value(x, y, 3) : 255),
        );
      }
    }
    // A grey PNG is not read here, and the cut still comes out right.
    const grey = filteredPng(977, 1275, 1, (x, y) => (y < 40 ? 0 : 255));
    expect(decodePngRows(grey, 664)).toBeNull();
    const shown = await legibleImage({ png: grey, width: 977, height: 1275 }, 'table');
    const out = await decode(shown.png);
    expect([out.width, out.height, out.red(100, 20), out.alpha(100, 20), out.red(100, 300), out.alpha(100, 663)]).toEqual([
      977,
      664,
      0,
      255,
      255,
      expect.any(Number),
    ]);
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
    const slide = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"><image href="data:image/png;base64,${png}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"/></svg>`,
    ).render().pixels;
    const at = (px: number, py: number) => [
      ...slide.subarray((Math.round(py) * SLIDE_WIDTH + Math.round(px)) * 4, (Math.round(py) * SLIDE_WIDTH + Math.round(px)) * 4 + 3),
    ];
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
  const chartScene = scene({
    visual_elements: [
      { type: 'figure', caption: 'Figure 3: Forest plots of mortality', figure: 'figure-3', page: 7, image: 'figure-3.png' },
    ],
    annotations: { text_overlays: ['Mortality in excluded groups'], visual_cues: [], audio_cues: [], transition_notes: 'fade' },
  });

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
    expect(window).toMatchObject({
      width: 900,
      height: 664,
      place: { side: true, scale: 1 },
      window: { of: crop, x: 0, y: 736, width: 900, height: 664 },
    });
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
    for (const [x, y] of [
      [300, 500],
      [900, 500],
      [300, 800],
    ] as const)
      expect(px(zoomed.overlay.pixels, x, y)).toEqual([0, 0, 255]);
    const whole = await renderSlideLayers(chartScene, { ...opts, image: crop });
    expect(whole.figure).toMatchObject({ width: 427, height: 664 });
    expect(whole.figure!.png).toBe(crop.png);
    // The storyboard's picture is the whole chart.
    const picture = await renderSlide(chartScene, { ...opts, image: crop });
    const { Resvg } = await import('@resvg/resvg-js');
    const slide = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"><image href="data:image/png;base64,${Buffer.from(picture).toString('base64')}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"/></svg>`,
    ).render().pixels;
    expect(px(slide, whole.figure!.x + 200, whole.figure!.y + 100)).toEqual([255, 0, 0]);
    expect(px(slide, whole.figure!.x + 200, whole.figure!.y + 600)).toEqual([0, 0, 255]);
    // Zoomed or not, each still has its own key.
    expect(slideKeyParts(chartScene, { ...opts, image: crop, zoom: true })).not.toEqual(
      slideKeyParts(chartScene, { ...opts, image: crop }),
    );
  });
});

describe('figures shown large (issue 30)', () => {
  it.each([
    [300, 200],
    [480, 320],
    [1020, 600],
    [1200, 600],
    [900, 1400],
    [440, 877],
    [2400, 400],
    [160, 900],
  ])('draws a %i×%i crop at 60 %% of the frame’s width or height or more', (width, height) => {
    const { scale } = figureLayout({ width, height });
    expect(width * scale >= 1920 * 0.6 - 0.5 || height * scale >= 1080 * 0.6 - 0.5).toBe(true);
    // …and inside the content area.
    expect(width * scale).toBeLessThanOrEqual(1680);
    expect(height * scale).toBeLessThanOrEqual(710);
  });
});
