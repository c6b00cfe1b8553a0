import * as v from 'valibot';

/**
 * Characters that reorder the text around them without showing themselves: the bidirectional
 * embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and marks (U+200E, U+200F,
 * U+061C). In a name they make 'Ann‮gnp.exe‬' read as 'Annexe.png' (issue 33).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/**
 * A user-supplied name or text as it may be shown: each bidirectional control is written out as
 * its code point, visibly, so nothing is hidden and nothing is reordered.
 * @example displayText('Ann\u202Egnp.exe\u202C') // 'Ann[U+202E]gnp.exe[U+202C]'
 */
export function displayText(value: string): string {
  return value.replace(BIDI_CONTROLS, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
}

/** A string field read from the api and shown as {@link displayText}. */
export const DisplayTextSchema = v.pipe(v.string(), v.transform(displayText));
