import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AltTextSampleResponseSchema } from '@paperlight/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SAMPLES_DIR } from './harness';

const SAMPLE_IDS = ['medicine', 'anatomy', 'physical-science'];
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(SAMPLE_IDS)('the alt-text sample %s', (sampleId) => {
  const data = JSON.parse(readFileSync(join(SAMPLES_DIR, 'alt-text', `${sampleId}.json`), 'utf8')) as {
    reportUrl: string;
    images: Array<{ url: string; imageSequenceNumber: number; altText: { academic: { short: string; long: string } } }>;
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

  it('has a short alt text of at most 25 words and a longer description for every figure', () => {
    for (const { altText } of data.images) {
      expect(wordCount(altText.academic.short)).toBeLessThanOrEqual(25);
      expect(wordCount(altText.academic.long)).toBeGreaterThan(wordCount(altText.academic.short) * 2);
    }
  });
});
