/** A slide's frame and look: its size and safe areas, the palette of each storyboard style, satori's element helpers. */
import type { Scene, StoryboardStyle } from '../types';

export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 1080;

export const INDIGO = '#4f46e5';
export const INK = '#0f172a';
export const MUTED = '#475569';

export interface SlideOptions {
  /** The paper title, shown in the footer. */
  title: string;
  /** 1-based position of the scene. */
  index: number;
  total: number;
  style: StoryboardStyle;
}
/** Satori's element shape, written as plain objects because the API has no JSX build step. */
export interface SatoriElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: SatoriChild | SatoriChild[]; src?: string; width?: number; height?: number };
}
export type SatoriChild = SatoriElement | string | null;

export function el(type: string, style: Record<string, string | number>, children?: SatoriChild | SatoriChild[]): SatoriElement {
  return { type, props: { style, children } };
}
/**
 * Cuts text at a word boundary and adds an ellipsis. Layout also clamps lines, but satori lays out
 * every character it is given, so bounding the input keeps render time flat for huge narrations.
 */
export function truncate(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const space = cut.lastIndexOf(' ');
  // Scripts without spaces (CJK) or one very long word are cut mid-run instead.
  const base = space > maxChars * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

export function clampedText(text: string, style: Record<string, string | number>, lines: number): SatoriElement {
  return el('div', { display: 'block', overflow: 'hidden', lineClamp: lines, ...style }, text);
}

export interface Palette {
  background: string;
  shapes: SatoriElement[];
  card: Record<string, string | number>;
}

function blob(left: number, top: number, size: number, color: string): SatoriElement {
  return el('div', {
    position: 'absolute',
    left,
    top,
    width: size,
    height: size,
    borderRadius: size / 2,
    backgroundImage: `radial-gradient(circle at center, ${color} 0%, rgba(255,255,255,0) 70%)`,
  });
}

/** One look per storyboard style; all share the indigo accent so a video reads as Paperlight. */
export function palette(style: StoryboardStyle, seed: number): Palette {
  // Shapes shift with the scene number so consecutive slides do not look identical.
  const shift = seed * 60;
  const softCard = { backgroundColor: 'rgba(255,255,255,0.82)', border: '1px solid #e0e7ff', borderRadius: 32 };
  switch (style) {
    case 'abstract':
      return {
        background: 'linear-gradient(135deg, #ffffff 0%, #eef2ff 55%, #f5f3ff 100%)',
        shapes: [
          blob(1180 + shift, -260, 980, 'rgba(79,70,229,0.30)'),
          blob(-320, 520 - shift, 820, 'rgba(139,92,246,0.22)'),
          blob(1500 - shift, 640, 560, 'rgba(14,165,233,0.20)'),
          el('div', {
            position: 'absolute',
            left: 1340 - shift,
            top: 120 + shift / 2,
            width: 420,
            height: 420,
            borderRadius: 80,
            transform: 'rotate(24deg)',
            backgroundImage: 'linear-gradient(135deg, rgba(79,70,229,0.16), rgba(99,102,241,0.02))',
          }),
        ],
        card: softCard,
      };
    case 'cartoon':
      return {
        background: '#fffbeb',
        shapes: [
          el('div', {
            position: 'absolute',
            left: 1560 - shift,
            top: -120,
            width: 520,
            height: 520,
            borderRadius: 260,
            backgroundColor: '#c7d2fe',
          }),
          el('div', {
            position: 'absolute',
            left: -140,
            top: 820 - shift / 2,
            width: 420,
            height: 420,
            borderRadius: 210,
            backgroundColor: '#fde68a',
          }),
          el('div', { position: 'absolute', left: 1720, top: 860, width: 160, height: 160, borderRadius: 80, backgroundColor: '#fca5a5' }),
        ],
        card: { backgroundColor: '#ffffff', border: `6px solid ${INK}`, borderRadius: 40 },
      };
    case 'sketch':
      return {
        background: '#fafaf9',
        shapes: [
          el('div', {
            position: 'absolute',
            left: 1500 - shift,
            top: 90,
            width: 360,
            height: 360,
            borderRadius: 180,
            border: `4px dashed ${INDIGO}`,
            opacity: 0.35,
          }),
          el('div', { position: 'absolute', left: 60, top: 1000, width: 1800, height: 0, borderTop: '3px dashed #a8a29e' }),
        ],
        card: { backgroundColor: '#ffffff', border: '3px dashed #78716c', borderRadius: 12 },
      };
    case 'realistic':
    default:
      return {
        background: 'linear-gradient(180deg, #ffffff 0%, #f1f5f9 100%)',
        shapes: [el('div', { position: 'absolute', left: 0, top: 0, width: 16, height: SLIDE_HEIGHT, backgroundColor: INDIGO })],
        card: { backgroundColor: '#ffffff', border: '1px solid #e2e8f0', borderRadius: 24 },
      };
  }
}
/** The paper's bibliographic facts, for the title and closing cards. */
export interface SlidePaper {
  title: string;
  authors?: string[];
  citation?: { venue?: string; year?: string; doi?: string; license?: string; volume?: string; issue?: string; pages?: string };
}

/** A figure or table crop to place on its slide: PNG bytes and pixel size. */
export interface SlideImage {
  png: Uint8Array;
  width: number;
  height: number;
  /** Set on a table's top part (`legibleImage`): how it is laid out, instead of `figureLayout`. */
  place?: { side: boolean; scale: number };
  /** Set on a figure's legible window (`zoomedImage`): the whole crop, and where the window is in it. */
  window?: { of: SlideImage; x: number; y: number; width: number; height: number; thumb?: SlideImage };
}

/*
 * Safe areas (1920×1080): a top bar for the brand, the position and the progress; content between
 * y = 150 and y = 860; the bottom 220 px stay clear for the player's subtitles (decision 0056).
 */
export const CONTENT_TOP = 150;
export const CONTENT_BOTTOM = 860;
export const CONTENT_LEFT = 120;
export const CONTENT_WIDTH = SLIDE_WIDTH - 2 * CONTENT_LEFT;
export const CONTENT_HEIGHT = CONTENT_BOTTOM - CONTENT_TOP;

export const sceneSeed = (scene: Scene, opts: SlideOptions) => (scene.scene_number ?? opts.index) % 4;
