/** Small inputs several stages' tests share: the JATS article, a publisher's figure file, a one-page abstract. */
import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { textPdf } from '@paperlight/remix-core/testing';

/** The BMC article (CC BY) whose JATS XML is a fixture and whose PDF is a shared paper. */
export const JATS_NAME = 'humanities-ethnoecology-szekely-village-laws';
export const jatsXml = new Uint8Array(readFileSync(new URL(`./fixtures/jats/${JATS_NAME}.xml`, import.meta.url)));

/** A figure file as a publisher ships it: a JPEG of `width` × `height`. */
export function figureJpeg(width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2060a0';
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/jpeg');
}

/** A one-page abstract: enough text for the reader, far too little for a minute of narration (60 words). */
export function thinAbstractPdf(): Uint8Array {
  return textPdf([
    [
      'A One-Page Abstract on Bird Counts',
      'Abstract',
      'Counting birds by eye is slow and misses shy species in dense forest habitats worldwide.',
      'We placed forty microphones across a tropical forest reserve for six weeks in the dry season.',
      'The acoustic counter found more species than trained observers at almost every site we studied.',
      'Acoustic counting could make bird surveys cheaper, faster and more complete in the tropics.',
    ],
  ]);
}
