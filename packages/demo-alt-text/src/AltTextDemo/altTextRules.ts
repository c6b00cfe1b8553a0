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
