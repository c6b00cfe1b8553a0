/** The content of each kind of slide as satori element trees: a figure or its zoomed detail here, the others from text-slides.ts. */
import type { Scene, VisualElement } from '../types';
import {
  captionTitle,
  FIGURE_GAP,
  FIGURE_PAD,
  figureLayout,
  figurePlan,
  legibleImage,
  locatorScale,
  windowName,
  zoomedImage,
  zoomPlan,
} from './figure-plan';
import {
  clampedText,
  el,
  INDIGO,
  INK,
  MUTED,
  type Palette,
  palette,
  type SatoriChild,
  type SatoriElement,
  type SlideImage,
  type SlideOptions,
  type SlidePaper,
  sceneSeed,
  truncate,
} from './look';
import { dataUri } from './png';
import { bulletsSlide, closingCard, headingText, numberSlide, quoteSlide, slideHeading, textSlide, titleCard } from './text-slides';

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
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          padding: 56,
          marginTop: 24,
          gap: 20,
          ...look.card,
        },
        [
          clampedText(truncate(visual.caption, 400), { fontSize: 40, lineHeight: 1.4, color: INK, maxHeight: 400 }, 7),
          label ? el('div', { fontSize: 28, color: MUTED }, label) : null,
        ],
      ),
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
    label
      ? el(
          'div',
          { display: 'flex', justifyContent: 'center', fontSize: 28, fontWeight: 700, color: MUTED, marginTop: 8, flexShrink: 0 },
          label,
        )
      : null,
  ];
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
      el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center', marginTop: 12 }, [
        frameOf(box.width, box.height),
      ]),
      el(
        'div',
        { display: 'flex', justifyContent: 'center', fontSize: 28, fontWeight: 700, color: MUTED, marginTop: 8, flexShrink: 0 },
        [label, where].filter(Boolean).join(' · '),
      ),
    ];
  }
  const thumb = locatorScale(box.width, window.of);
  const [tw, th] = [Math.round(window.of.width * thumb), Math.round(window.of.height * thumb)];
  const mark = {
    left: Math.round(window.x * thumb),
    top: Math.round(window.y * thumb),
    width: Math.round(window.width * thumb),
    height: Math.round(window.height * thumb),
  };
  return [
    el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', gap: FIGURE_GAP }, [
      frameOf(box.width, box.height),
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, gap: 24, justifyContent: 'center' }, [
        headingText(heading, 44, 3),
        label ? el('div', { display: 'flex', fontSize: 32, fontWeight: 700, color: INDIGO, flexShrink: 0 }, label) : null,
        el('div', { display: 'flex', fontSize: 28, color: MUTED, flexShrink: 0 }, where),
        el(
          'div',
          {
            display: 'flex',
            position: 'relative',
            width: tw + 8,
            height: th + 8,
            padding: 4,
            backgroundColor: '#ffffff',
            border: '1px solid #e2e8f0',
            borderRadius: 8,
            flexShrink: 0,
          },
          [
            {
              type: 'img',
              props: {
                src: dataUri((window.thumb ?? window.of).png),
                width: tw,
                height: th,
                style: { width: tw, height: th, opacity: 0.55 },
              },
            },
            el('div', {
              position: 'absolute',
              left: 4 + mark.left - 3,
              top: 4 + mark.top - 3,
              width: mark.width + 6,
              height: mark.height + 6,
              border: `4px solid ${INDIGO}`,
              borderRadius: 4,
            }),
          ],
        ),
      ]),
    ]),
  ];
}

/** The options a slide is drawn with: a figure or table visual's crop as it is shown (legibleImage). */
export async function shownOptions(scene: Scene, opts: VisualOptions): Promise<VisualOptions> {
  const visual = scene.visual_elements?.[opts.visual ?? 0];
  const kind = visual?.type;
  if (!opts.image || (kind !== 'figure' && kind !== 'table')) return opts;
  if (opts.zoom) {
    const window = await zoomedImage(opts.image, kind);
    if (window) return { ...opts, image: window };
  }
  const image = await legibleImage(opts.image, kind, visual?.focus);
  return image === opts.image ? opts : { ...opts, image };
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
  const drawn =
    ['title', 'closing', 'figure', 'table', 'number', 'quote'].includes(visual?.type ?? '') ||
    (visual?.type === 'bullets' && (visual.items?.length ?? 0) > 0);
  return {
    heading: slideHeading(scene),
    seed: sceneSeed(scene, opts),
    visual: visual ?? null,
    // How the crop is shown (a table's top part, its scale and fade): the crop's bytes are keyed apart.
    shown:
      opts.image && (visual?.type === 'figure' || visual?.type === 'table')
        ? opts.zoom
          ? { zoom: zoomPlan(opts.image, visual.type) }
          : figurePlan(opts.image, visual.type)
        : null,
    text: drawn ? null : [scene.narration, scene.script_line, scene.visual_description],
    title: opts.title,
    index: opts.index,
    total: opts.total,
    style: opts.style,
    paper: opts.paper ?? null,
  };
}

export function visualContent(scene: Scene, opts: VisualOptions): SatoriChild[] {
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
      return (visual.items?.length ?? 0) > 0
        ? bulletsSlide(visual.caption || heading, visual.items!, look)
        : textSlide(scene, heading, false);
    default:
      return textSlide(scene, heading);
  }
}
