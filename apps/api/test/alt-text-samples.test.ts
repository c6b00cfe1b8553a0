import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AltTextSampleResponseSchema } from '@paperlight/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SAMPLES_DIR } from './harness';

const SAMPLE_IDS = ['medicine', 'anatomy', 'physical-science'];
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A PNG's size from its IHDR chunk, a JPEG's from its start-of-frame marker. */
function imageSize(file: Buffer): { width: number; height: number } {
  if (file.subarray(0, 4).toString('hex') === '89504e47') return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
  let offset = 2;
  while (offset < file.length) {
    const marker = file[offset + 1]!;
    const length = file.readUInt16BE(offset + 2);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: file.readUInt16BE(offset + 7), height: file.readUInt16BE(offset + 5) };
    }
    offset += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

describe.each(SAMPLE_IDS)('the alt-text sample %s', (sampleId) => {
  const data = JSON.parse(readFileSync(join(SAMPLES_DIR, 'alt-text', `${sampleId}.json`), 'utf8')) as {
    reportUrl: string;
    images: Array<{
      url: string;
      width: number;
      height: number;
      renditions: Array<{ url: string; width: number; height: number }>;
      imageSequenceNumber: number;
      altText: { academic: { short: string; long: string } };
    }>;
  };
  const assetPath = (url: string) => join(SAMPLES_DIR, 'alt-text', url.replace(/^\/samples\/alt-text\//, ''));

  it('has the response shape the demo validates (SPEC §3)', () => {
    expect(() => v.parse(AltTextSampleResponseSchema, { statusCode: 200, data })).not.toThrow();
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.images.map((image) => image.imageSequenceNumber)).toEqual(data.images.map((_, index) => index + 1));
  });

  it('points at real, small images and a real DOCX report', () => {
    for (const image of data.images) {
      expect(image.url).toMatch(/^\/samples\/alt-text\/assets\/.+\.(png|jpg)$/);
      const file = assetPath(image.url);
      expect(existsSync(file), image.url).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(150 * 1024);
      const magic = readFileSync(file).subarray(0, 4).toString('hex');
      // PNG signature, or a JPEG's start-of-image marker.
      expect(magic).toMatch(image.url.endsWith('.png') ? /^89504e47$/ : /^ffd8ff/);
    }
    const report = readFileSync(assetPath(data.reportUrl));
    // A DOCX is a zip holding word/document.xml.
    expect(report.subarray(0, 2).toString()).toBe('PK');
    expect(report.includes(Buffer.from('word/document.xml'))).toBe(true);
  });

  it('gives every figure its real size and 320 and 640 px renditions of it, in the same format and shape (decision 0089)', () => {
    for (const image of data.images) {
      expect(imageSize(readFileSync(assetPath(image.url))), image.url).toEqual({ width: image.width, height: image.height });
      expect(image.renditions.map((rendition) => rendition.width)).toEqual([320, 640]);
      for (const rendition of image.renditions) {
        expect(rendition.url).toBe(image.url.replace(/\.(png|jpg)$/, `-${rendition.width}w.$1`));
        const file = readFileSync(assetPath(rendition.url));
        expect(imageSize(file), rendition.url).toEqual({ width: rendition.width, height: rendition.height });
        expect(Math.abs(rendition.height - (image.height * rendition.width) / image.width)).toBeLessThanOrEqual(1);
        // Smaller than the figure, or the phone gains nothing.
        expect(file.length).toBeLessThan(statSync(assetPath(image.url)).size);
      }
    }
  });

  it('has a short alt text of at most 25 words and a longer description for every figure', () => {
    for (const { altText } of data.images) {
      expect(wordCount(altText.academic.short)).toBeLessThanOrEqual(25);
      expect(wordCount(altText.academic.long)).toBeGreaterThan(wordCount(altText.academic.short) * 2);
    }
  });
});
