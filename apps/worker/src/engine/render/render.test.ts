import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFallbackFonts } from './fonts';
import { SLIDE_HEIGHT, SLIDE_WIDTH, truncate } from './look';
import { writePam } from './png';
import { renderPoster, renderSlide, renderSlideLayers, slideSvg, withoutRedundantMasks } from './render';
import { opts, pngSize, scene } from '../test/slides';

describe('renderSlide', () => {
  it.each(['abstract', 'realistic', 'cartoon', 'sketch'] as const)('renders a 1920×1080 PNG in the %s style', async (style) => {
    expect(pngSize(await renderSlide(scene(), { ...opts, style }))).toEqual({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
  });

  describe('given accented and non-Latin text', () => {
    it('renders German, Spanish, Czech, Greek and Russian without throwing', async () => {
      const png = await renderSlide(
        scene({
          annotations: {
            text_overlays: ['Größenänderung über Straßen – ¿Qué pasó con la visión?'],
            visual_cues: [],
            audio_cues: [],
            transition_notes: '',
          },
          script_line: 'Příliš žluťoučký kůň úpěl ďábelské ódy. Ελληνικά κείμενα. Русский текст.',
          visual_elements: [{ type: 'icon', caption: 'Ñandú, façade, smørrebrød' }],
        }),
        opts,
      );
      expect(pngSize(png).width).toBe(SLIDE_WIDTH);
    });

    it('renders CJK and Arabic text (missing glyphs must not throw)', async () => {
      const png = await renderSlide(
        scene({
          script_line: '这是一个简短的句子。これは短い文です。هذه جملة',
          annotations: { text_overlays: ['零售'], visual_cues: [], audio_cues: [], transition_notes: '' },
        }),
        opts,
      );
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
    const png = await renderSlide(
      scene({ visual_elements: [], annotations: { text_overlays: [], visual_cues: [], audio_cues: [], transition_notes: '' } }),
      opts,
    );
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
    expect(pngSize(await renderPoster('Retail Object Classification — Größe matters'))).toEqual({
      width: SLIDE_WIDTH,
      height: SLIDE_HEIGHT,
    });
  });
});

/** The RGBA pixels of a slide's content layer (premultiplied, as resvg keeps them). */
const titleScene = (title: string) => scene({ visual_elements: [{ type: 'title', caption: title }] });

describe('the title card', () => {
  const paper = (title: string) => ({
    title,
    authors: ['Arman Cohan', 'Sergey Feldman', 'Iz Beltagy', 'Doug Downey', 'Daniel S. Weld'],
    citation: { venue: 'ACL 2020', year: '2020', doi: '10.18653/v1/2020.acl-main.207' },
  });
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
      for (let y = 870; y < SLIDE_HEIGHT; y++)
        for (let x = 0; x < SLIDE_WIDTH; x++) drawn += pixels[(y * SLIDE_WIDTH + x) * 4 + 3]! > 0 ? 1 : 0;
      expect(drawn).toBe(0);
    }
  });
});

describe('a figure slide', () => {
  it('draws the figure crop large, from the storyboard element and its image', async () => {
    const { Resvg } = await import('@resvg/resvg-js');
    const red = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#ff0000"/></svg>',
    )
      .render()
      .asPng();
    const figure = scene({
      visual_elements: [
        { type: 'figure', caption: 'Figure 3: Accuracy by model size.', figure: 'figure-3', page: 5, image: 'figure-3.png' },
      ],
    });
    const layers = await renderSlideLayers(figure, { ...opts, image: { png: new Uint8Array(red), width: 600, height: 400 } });
    // The crop is its own layer, for the video to reveal; the content layer keeps its frame.
    expect(layers.figure?.png).toEqual(new Uint8Array(red));
    const pixels = layers.overlay.pixels;
    let redPixels = 0;
    for (let i = 0; i < pixels.length; i += 4)
      if (pixels[i]! > 240 && pixels[i + 1]! < 20 && pixels[i + 2]! < 20 && pixels[i + 3] === 255) redPixels += 1;
    expect(redPixels).toBe(0);
    // Scaled to fit the content area: far larger than the 600×400 crop, well under the whole slide.
    const { width, height } = layers.figure!;
    expect(width * height).toBeGreaterThan(600 * 400 * 1.8);
    expect(width * height).toBeLessThan(SLIDE_WIDTH * 700);
    expect(width / height).toBeCloseTo(1.5, 2);
    // Where the box says, the whole slide (the poster's and the storyboard's picture) draws the crop.
    const png = Buffer.from(await renderSlide(figure, { ...opts, image: { png: new Uint8Array(red), width: 600, height: 400 } })).toString(
      'base64',
    );
    const slide = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"><image href="data:image/png;base64,${png}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}"/></svg>`,
    ).render().pixels;
    const { x, y } = layers.figure!;
    for (const [px, py] of [
      [x + 4, y + 4],
      [x + width - 5, y + height - 5],
      [x + width / 2, y + height / 2],
    ]) {
      const at = (Math.round(py!) * SLIDE_WIDTH + Math.round(px!)) * 4;
      expect([slide[at]! > 240, slide[at + 1]! < 20, slide[at + 2]! < 20]).toEqual([true, true, true]);
    }
  });

  it('draws a tall figure at the full content height, beside its heading', async () => {
    const { Resvg } = await import('@resvg/resvg-js');
    const red = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="#ff0000"/></svg>',
    )
      .render()
      .asPng();
    const figure = scene({
      visual_elements: [
        {
          type: 'figure',
          caption: 'Figure 2: Rates by year (1995–2014) Both panels show residuals.',
          figure: 'figure-2',
          page: 6,
          image: 'figure-2.png',
        },
      ],
    });
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
  [
    'bullets',
    {
      type: 'bullets',
      caption: 'What they did',
      items: ['Train on citations', 'No task-specific fine-tuning', 'A new benchmark, SciDocs'],
    },
  ],
  [
    'closing',
    { type: 'closing', caption: 'Cohan et al. (2020). SPECTER. ACL 2020. doi:10.18653/v1/2020.acl-main.207. Licence: CC BY 4.0.' },
  ],
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
    const longest =
      'The authors included only systematic reviews, meta-analyses, interventional studies, and observational studies that had morbidity and mortality outcomes, were published in English, from high-income countries, and were done in populations experiencing homelessness, imprisonment, sex work, or substance use disorder';
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
    [
      'bullets',
      {
        type: 'bullets',
        caption: 'What they did',
        items: ['Train on citations', 'No task-specific fine-tuning', 'A new benchmark, SciDocs'],
      },
    ],
    ['figure', { type: 'figure', caption: 'Figure 3: Accuracy by model size.', page: 5, image: 'figure-3.png' }],
  ])('leaves a %s slide the same to within one level, without the masks resvg draws canvas-sized', async (_, visual) => {
    const { Resvg } = await import('@resvg/resvg-js');
    const chart = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#fff"/><path d="M20 380 L200 120 L400 260 L580 30" stroke="#c00" stroke-width="8" fill="none"/></svg>',
    )
      .render()
      .asPng();
    const svg = await slideSvg(scene({ visual_elements: [visual] }), {
      ...opts,
      image: { png: new Uint8Array(chart), width: 600, height: 400 },
    });
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
    const svg =
      '<svg width="100" height="100" viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg"><mask id="whole"><rect x="0" y="0" width="100" height="100" fill="#fff"/></mask><mask id="half"><rect x="0" y="0" width="50" height="100" fill="#fff"/></mask><clipPath id="all"><rect x="0" y="0" width="100" height="100"/></clipPath><rect x="0" y="0" width="100" height="100" fill="#000" clip-path="url(#all)" mask="url(#half)"/><rect x="0" y="0" width="10" height="10" fill="#000" mask="url(#whole)"/></svg>';
    const lean = withoutRedundantMasks(svg);
    expect(lean).toContain('mask="url(#half)"');
    expect(lean).not.toContain('mask="url(#whole)"');
    expect(lean).not.toContain('clip-path="url(#all)"');
  });
});
