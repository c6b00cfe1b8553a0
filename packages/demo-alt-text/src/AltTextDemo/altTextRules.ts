/** Words in an alt text: runs of non-space characters ("95% CI" is two words, "±2.1" one). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** '1 word', '24 words'. */
export function formatWordCount(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'}`;
}

/**
 * An image type or complexity as shown to the visitor: the classifier answers values beginning
 * with 'Error' (in any case) when it could not decide, and those are hidden, as are empty ones.
 * @example visibleTag('Line Graph') // 'Line Graph'
 * @example visibleTag('Error: image type could not be determined') // null
 */
export function visibleTag(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || /^error/i.test(trimmed)) return null;
  return trimmed;
}

/** The message an HTTP failure of the sample request is thrown with (SPEC §7). */
export const fetchErrorMessage = (status: number) => `HTTP ${status}: Failed to fetch results`;

/** How long the 'Copied' notice stays (SPEC §9). */
export const COPIED_NOTICE_MS = 2000;

/** The figure image's `srcset` candidates: the image and its renditions, by width. */
interface Candidate {
  url: string;
  width: number;
}

/**
 * An image's `srcset`: its renditions and itself with their widths, narrowest first; `undefined`
 * when there is nothing to choose from (no renditions, or the image's own width unknown).
 * @example figureSrcSet({ url: '/f.png', width: 1000, renditions: [{ url: '/f-640w.png', width: 640 }] }) // '/f-640w.png 640w, /f.png 1000w'
 */
export function figureSrcSet(image: { url: string; width?: number; renditions?: readonly Candidate[] }): string | undefined {
  if (!image.width || !image.renditions?.length) return undefined;
  // A URL with a space or comma would break the list's syntax.
  const usable = (candidate: Candidate) => !/[\s,]/.test(candidate.url) && Number.isInteger(candidate.width) && candidate.width > 0;
  const byWidth = new Map<number, string>();
  for (const candidate of [...image.renditions, { url: image.url, width: image.width }])
    if (usable(candidate)) byWidth.set(candidate.width, candidate.url);
  if (byWidth.size < 2) return undefined;
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * How wide the figure is drawn, for the browser to pick from `figureSrcSet`: the carousel's column
 * from 1024 px (7 of 12 parts of 1200 px, less padding), else the screen less the paddings.
 */
export const FIGURE_SIZES = '(min-width: 1024px) 624px, (min-width: 768px) calc(100vw - 90px), calc(100vw - 58px)';

/** How wide a thumbnail's image is drawn (96 px less its padding and border). */
export const THUMBNAIL_SIZES = '88px';
