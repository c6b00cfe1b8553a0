/** The marker a guest-limited answer carries where the complete content is cut off. */
export const CONTENT_TRUNCATED_MARKER = '[CONTENT_TRUNCATED_FOR_GUEST]';

export interface GuestContent {
  /** Text before the marker (the whole text when there is no marker), with the marker removed. */
  visible: string;
  /** Filler text after the marker, shown blurred; `null` when the text is not locked. */
  filler: string | null;
}

/**
 * Splits a guest-limited text at the first marker. Any further markers are removed from the filler.
 * @example splitGuestContent('Intro [CONTENT_TRUNCATED_FOR_GUEST] rest') // { visible: 'Intro', filler: 'rest' }
 */
export function splitGuestContent(text: string): GuestContent {
  const at = text.indexOf(CONTENT_TRUNCATED_MARKER);
  if (at === -1) return { visible: text, filler: null };
  const visible = text.slice(0, at).trimEnd();
  const filler = text
    .slice(at + CONTENT_TRUNCATED_MARKER.length)
    .split(CONTENT_TRUNCATED_MARKER)
    .join('')
    .trim();
  return { visible, filler };
}
