/**
 * The Presentation node's deck (issue 35) as boxes on slides, measured once and written twice: as an
 * editable PowerPoint file (pptx.ts) and drawn for the PDF handout and the thumbnail (draw.ts). A
 * title slide, one slide per storyboard scene with its visual as slide content (the paper's figure as
 * an image with its caption and page, a key number as large text, a quote, claims as points), the
 * narration as speaker notes, and a closing slide with the citation and the licence credit.
 */
import { defaultNodeConfiguration, type PresentationConfig } from '@paperlight/api-client/paper-remix';
import { citationText, venueLine } from '@paperlight/remix-core/details';
import type { ExtractedPaper, Scene, StoryboardOutput, VisualElement } from '../types';
import { splitSentences } from '../read/text';
import { wrap, type Weight } from './measure';

export type DeckSize = PresentationConfig['slide_size'];
export type DeckTheme = PresentationConfig['theme'];

export interface DeckConfig {
  size: DeckSize;
  notes: boolean;
  theme: DeckTheme;
}

/** The Presentation node's settings, as the contract reads them (decision 0186), as the deck's. */
export function deckConfigOf(settings: PresentationConfig): DeckConfig {
  return { size: settings.slide_size, notes: settings.speaker_notes === 'yes', theme: settings.theme };
}

/** The contract's defaults: 16:9, with speaker notes, the Paperlight theme. */
export const DEFAULT_DECK_CONFIG: DeckConfig = deckConfigOf(defaultNodeConfiguration('presentation'));

export type Tone = 'ink' | 'muted' | 'accent';

/** Each theme's colours (hex RGB): the product's ink and indigo, or black on white. */
export const TONES: Record<DeckTheme, Record<Tone, string>> = {
  paperlight: { ink: '1B1F3B', muted: '4A5068', accent: '4338CA' },
  plain: { ink: '000000', muted: '333333', accent: '000000' },
};

/** Text in a box: paragraphs (points when `bullet`), already fitted: `size` is what every line was measured at. */
export interface TextBox {
  kind: 'text';
  x: number;
  y: number;
  w: number;
  h: number;
  paragraphs: { text: string; lines: string[] }[];
  size: number;
  weight: Weight;
  tone: Tone;
  align: 'left' | 'center';
  bullet: boolean;
  /** Line height as a share of the size; paragraphs are `gap` × size apart. */
  lineHeight: number;
  gap: number;
  /** Set when even the smallest size could not hold the text and its end was left out. */
  shortened?: boolean;
}

export interface ImageBox {
  kind: 'image';
  x: number;
  y: number;
  w: number;
  h: number;
  png: Uint8Array;
  alt: string;
}

/** The theme's accent bar. */
export interface RuleBox {
  kind: 'rule';
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Box = TextBox | ImageBox | RuleBox;

export type SlideKind = 'title' | 'figure' | 'table' | 'number' | 'quote' | 'bullets' | 'text' | 'closing';

export interface PlannedSlide {
  kind: SlideKind;
  heading: string;
  page?: number;
  boxes: Box[];
  /** Speaker notes (the scene's narration); empty when the deck has none. */
  notes: string;
}

export interface DeckPlan {
  title: string;
  config: DeckConfig;
  /** Slide size in points (72 a inch). */
  width: number;
  height: number;
  slides: PlannedSlide[];
}

/** A figure crop to place: PNG bytes and pixel size. */
export interface DeckImage {
  png: Uint8Array;
  width: number;
  height: number;
}

const MARGIN = 44;
const LINE = 1.25;
const BULLET_INDENT = 0.9;

/**
 * The largest size from `max` down to `min` at which the paragraphs fit the box; at `min` a text that
 * still does not fit loses its last points, then its last words, and says so (`shortened`).
 */
export function fitText(
  texts: string[],
  area: { x: number; y: number; w: number; h: number },
  style: { max: number; min: number; weight?: Weight; tone?: Tone; align?: 'left' | 'center'; bullet?: boolean; gap?: number },
): TextBox {
  const weight = style.weight ?? 400;
  const gap = style.gap ?? 0.45;
  const clean = texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const layout = (size: number, list: string[]) => {
    const width = area.w - (style.bullet ? size * BULLET_INDENT : 0);
    const paragraphs = list.map((text) => ({ text, lines: wrap(text, width, size, weight) }));
    const lines = paragraphs.reduce((sum, p) => sum + p.lines.length, 0);
    return { paragraphs, height: lines * size * LINE + Math.max(0, paragraphs.length - 1) * size * gap };
  };
  const box = (size: number, paragraphs: TextBox['paragraphs'], shortened = false): TextBox => ({
    kind: 'text',
    ...area,
    paragraphs,
    size,
    weight,
    tone: style.tone ?? 'ink',
    align: style.align ?? 'left',
    bullet: style.bullet ?? false,
    lineHeight: LINE,
    gap,
    ...(shortened ? { shortened } : {}),
  });
  for (let size = style.max; size >= style.min; size -= size > 24 ? 2 : 1) {
    const fitted = layout(size, clean);
    if (fitted.height <= area.h) return box(size, fitted.paragraphs);
  }
  // The smallest size: drop whole points first, then words from the end of the last one (the most
  // words that fit, found by halving).
  const list = [...clean];
  while (list.length > 1 && layout(style.min, list).height > area.h) list.pop();
  const words = (list.pop() ?? '').split(' ');
  const withWords = (count: number) => [
    ...list,
    `${words
      .slice(0, count)
      .join(' ')
      .replace(/[\s,;:.\-–—]+$/u, '')}…`,
  ];
  let [low, high] = [0, words.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (layout(style.min, withWords(middle)).height <= area.h) low = middle;
    else high = middle - 1;
  }
  return box(style.min, layout(style.min, low > 0 ? withWords(low) : list).paragraphs, true);
}

/** A box's text height as fitted (for placing what comes under it). */
export function textHeight(box: TextBox): number {
  const lines = box.paragraphs.reduce((sum, p) => sum + p.lines.length, 0);
  return lines * box.size * box.lineHeight + Math.max(0, box.paragraphs.length - 1) * box.size * box.gap;
}

/** The image scaled to fit the area, centred in it. */
function placeImage(image: DeckImage, area: { x: number; y: number; w: number; h: number }, alt: string): ImageBox {
  const scale = Math.min(area.w / image.width, area.h / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  return { kind: 'image', x: area.x + (area.w - w) / 2, y: area.y, w, h, png: image.png, alt };
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The scene's title: its first text overlay (not a page mark), else its script line's heading. */
function sceneHeading(scene: Scene, paperTitle: string): string {
  const overlay = scene.annotations?.text_overlays?.find((t) => t.trim() && !/^p\.\s*\d+$/.test(t.trim()) && !/ · p\. \d+$/.test(t.trim()));
  const heading = oneLine(overlay ?? scene.script_line.replace(/^(?:(?:Opening|Closing|Slide \d+)(?: \+ )?)+:\s*/, ''));
  if (!heading || heading === oneLine(paperTitle)) return 'Overview';
  if (/^closing$/i.test(heading)) return 'In closing';
  return heading;
}

const label = (visual: VisualElement) => /^(fig(?:ure)?\.?|table)\s*([A-Z]?\d+[a-z]?|[IVXL]+)\b/i.exec(visual.caption.trim());

interface Frame {
  width: number;
  height: number;
  theme: DeckTheme;
}

/** The kicker (small capitals over the heading), the heading, and the theme's accent bar. */
function header(frame: Frame, kicker: string, heading: string): { boxes: Box[]; top: number } {
  const w = frame.width - 2 * MARGIN;
  const boxes: Box[] = [];
  if (frame.theme === 'paperlight') boxes.push({ kind: 'rule', x: MARGIN, y: 28, w: 56, h: 5 });
  if (kicker) boxes.push(fitText([kicker.toUpperCase()], { x: MARGIN, y: 42, w, h: 18 }, { max: 12, min: 9, weight: 700, tone: 'accent' }));
  const title = fitText([heading], { x: MARGIN, y: 64, w, h: 76 }, { max: 30, min: 18, weight: 700 });
  boxes.push(title);
  return { boxes, top: 64 + Math.max(textHeight(title), 30) + 22 };
}

function footer(frame: Frame, index: number, total: number): TextBox {
  return fitText(
    [`${index} / ${total}`],
    { x: frame.width - MARGIN - 80, y: frame.height - 30, w: 80, h: 16 },
    { max: 10, min: 10, tone: 'muted', align: 'left' },
  );
}

function titleSlide(frame: Frame, paper: ExtractedPaper): Box[] {
  const w = frame.width - 2 * MARGIN;
  const c = paper.citation ?? {};
  const venue = [venueLine(c), c.year && !(c.venue ?? '').includes(c.year) ? c.year : ''].filter(Boolean).join(' · ');
  const doi = c.doi?.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '').trim();
  const boxes: Box[] = frame.theme === 'paperlight' ? [{ kind: 'rule', x: MARGIN, y: 60, w: 72, h: 6 }] : [];
  boxes.push(
    fitText(['Paper Remix · slides'.toUpperCase()], { x: MARGIN, y: 80, w, h: 20 }, { max: 13, min: 10, weight: 700, tone: 'accent' }),
  );
  const title = fitText([paper.title], { x: MARGIN, y: 110, w, h: frame.height * 0.4 }, { max: 40, min: 18, weight: 700 });
  boxes.push(title);
  let y = 110 + textHeight(title) + 24;
  // Every author, as the paper lists them: the type shrinks for a long list.
  const authors = paper.authors.filter((a) => a.trim());
  const rest = frame.height - 44 - y;
  if (authors.length > 0) {
    const box = fitText([authors.join(', ')], { x: MARGIN, y, w, h: Math.max(24, rest - 70) }, { max: 20, min: 8 });
    boxes.push(box);
    y += textHeight(box) + 18;
  }
  if (venue) {
    const box = fitText([venue], { x: MARGIN, y, w, h: 40 }, { max: 16, min: 9, tone: 'muted' });
    boxes.push(box);
    y += textHeight(box) + 6;
  }
  if (doi) boxes.push(fitText([`doi:${doi}`], { x: MARGIN, y, w, h: 20 }, { max: 14, min: 8, tone: 'muted' }));
  return boxes;
}

function closingSlide(frame: Frame, paper: ExtractedPaper): Box[] {
  const w = frame.width - 2 * MARGIN;
  const licence = paper.citation?.license;
  const { boxes, top } = header(frame, 'Source', 'Read the paper');
  const citation = fitText([citationText(paper)], { x: MARGIN, y: top, w, h: frame.height * 0.38 }, { max: 22, min: 10 });
  boxes.push(citation);
  const credit = licence
    ? `Figures and quotes are the authors’, shown under the paper’s licence (${licence}).`
    : 'Figures and quotes are the authors’, shown under the paper’s licence.';
  const y = top + textHeight(citation) + 20;
  boxes.push(
    fitText(
      [credit, 'Slides made by Paperlight Paper Remix from the paper; each slide names its page.'],
      { x: MARGIN, y, w, h: frame.height - 48 - y },
      { max: 14, min: 8, tone: 'muted' },
    ),
  );
  return boxes;
}

/** A scene's slide: its main visual as content, any second visual (a number, a quote) beside it. */
function sceneSlide(frame: Frame, scene: Scene, paper: ExtractedPaper, images: Map<string, DeckImage>): Omit<PlannedSlide, 'notes'> {
  const heading = sceneHeading(scene, paper.title);
  const visuals = (scene.visual_elements ?? []).filter((v) => v.type !== 'title' && v.type !== 'closing');
  const shown = visuals.find((v) => (v.type === 'figure' || v.type === 'table') && v.image && images.has(v.image)) ?? visuals[0];
  const aside = visuals.find((v) => v !== shown && (v.type === 'number' || v.type === 'quote'));
  const page = shown?.page ?? scene.sources?.pages?.[0];
  const kind: SlideKind = !shown
    ? 'text'
    : shown.type === 'figure' || shown.type === 'table'
      ? shown.image && images.has(shown.image)
        ? (shown.type as 'figure' | 'table')
        : 'text'
      : shown.type === 'number' || shown.type === 'quote' || shown.type === 'bullets'
        ? shown.type
        : 'text';
  const named = shown ? label(shown) : null;
  const kicker = [named ? `${/^fig/i.test(named[1]!) ? 'Figure' : 'Table'} ${named[2]}` : '', page ? `page ${page}` : '']
    .filter(Boolean)
    .join(' · ');
  const { boxes, top } = header(frame, kicker, heading);
  const area = { x: MARGIN, y: top, w: frame.width - 2 * MARGIN, h: frame.height - 40 - top };

  if (kind === 'figure' || kind === 'table') {
    const image = images.get(shown!.image!)!;
    const wide = frame.width / frame.height > 1.5;
    // Widescreen: the figure left, its caption (and a number or quote) at reading size beside it;
    // 4:3: the figure above its caption.
    if (wide) {
      const imageW = area.w * 0.6;
      boxes.push(placeImage(image, { x: area.x, y: area.y, w: imageW, h: area.h }, shown!.caption));
      const side = { x: area.x + imageW + 24, y: area.y, w: area.w - imageW - 24, h: area.h };
      boxes.push(...asideAndCaption(side, aside, shown!.caption));
    } else {
      const imageH = area.h * 0.66;
      boxes.push(placeImage(image, { x: area.x, y: area.y, w: area.w, h: imageH }, shown!.caption));
      boxes.push(...asideAndCaption({ x: area.x, y: area.y + imageH + 12, w: area.w, h: area.h - imageH - 12 }, aside, shown!.caption));
    }
  } else if (kind === 'number') {
    const value = fitText(
      [shown!.value ?? ''],
      { x: area.x, y: area.y + 10, w: area.w, h: area.h * 0.45 },
      { max: 96, min: 36, weight: 700, tone: 'accent', align: 'center' },
    );
    boxes.push(value);
    const y = area.y + 10 + textHeight(value) + 16;
    boxes.push(
      fitText(
        [shown!.caption],
        { x: area.x + area.w * 0.1, y, w: area.w * 0.8, h: area.y + area.h - y },
        { max: 24, min: 11, align: 'center', tone: 'muted' },
      ),
    );
  } else if (kind === 'quote') {
    boxes.push(fitText([`“${shown!.caption.replace(/^[“"]|[”"]$/g, '')}”`], area, { max: 30, min: 12 }));
  } else if (kind === 'bullets') {
    const items = (shown!.items ?? []).filter((i) => i.trim());
    boxes.push(fitText(items.length > 0 ? items : [shown!.caption], area, { max: 24, min: 11, bullet: items.length > 1 }));
  } else if (shown && (shown.type === 'figure' || shown.type === 'table')) {
    // The crop is missing: its caption stays, as the film does.
    boxes.push(fitText([shown.caption], area, { max: 22, min: 10 }));
  } else {
    const sentences = splitSentences(scene.narration).slice(0, 4);
    boxes.push(fitText(sentences.length > 0 ? sentences : [heading], area, { max: 24, min: 11, bullet: sentences.length > 1 }));
  }
  return { kind, heading, ...(page ? { page } : {}), boxes };
}

/** Beside (or under) a figure: a key number or a quote if the scene has one, then the figure's own caption. */
function asideAndCaption(area: { x: number; y: number; w: number; h: number }, aside: VisualElement | undefined, caption: string): Box[] {
  const boxes: Box[] = [];
  let y = area.y;
  if (aside?.type === 'number' && aside.value) {
    const value = fitText([aside.value], { x: area.x, y, w: area.w, h: area.h * 0.3 }, { max: 44, min: 20, weight: 700, tone: 'accent' });
    const what = fitText([aside.caption], { x: area.x, y: y + textHeight(value) + 6, w: area.w, h: area.h * 0.25 }, { max: 16, min: 9 });
    boxes.push(value, what);
    y += textHeight(value) + 6 + textHeight(what) + 18;
  } else if (aside?.type === 'quote') {
    const quote = fitText([`“${aside.caption}”`], { x: area.x, y, w: area.w, h: area.h * 0.5 }, { max: 18, min: 9 });
    boxes.push(quote);
    y += textHeight(quote) + 18;
  }
  boxes.push(fitText([caption], { x: area.x, y, w: area.w, h: area.y + area.h - y }, { max: 15, min: 8, tone: 'muted' }));
  return boxes;
}

/** The deck of a storyboard: scenes + 2 slides, every box measured to hold its text. */
export function planDeck(
  storyboard: StoryboardOutput,
  paper: ExtractedPaper,
  config: DeckConfig,
  images: Map<string, DeckImage>,
): DeckPlan {
  const frame: Frame = { width: config.size === '4:3' ? 720 : 960, height: 540, theme: config.theme };
  const total = storyboard.scenes.length + 2;
  const slides: PlannedSlide[] = [{ kind: 'title', heading: paper.title, boxes: titleSlide(frame, paper), notes: '' }];
  for (const scene of storyboard.scenes) {
    const slide = sceneSlide(frame, scene, paper, images);
    slides.push({
      ...slide,
      boxes: [...slide.boxes, footer(frame, slides.length + 1, total)],
      notes: config.notes ? oneLine(scene.narration) : '',
    });
  }
  slides.push({
    kind: 'closing',
    heading: 'Read the paper',
    boxes: [...closingSlide(frame, paper), footer(frame, total, total)],
    notes: '',
  });
  return { title: paper.title, config, width: frame.width, height: frame.height, slides };
}

/** Boxes whose text was shortened to fit (none, unless a caption or a list is very long). */
export const shortenedBoxes = (plan: DeckPlan) =>
  plan.slides.flatMap((s) => s.boxes.filter((b): b is TextBox => b.kind === 'text' && b.shortened === true));
