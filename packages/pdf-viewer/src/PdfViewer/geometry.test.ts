import { describe, expect, it } from 'vitest';
import { boundingRect, fitWidthScale, passageScale, pdfRectToViewport, viewportTransform } from './geometry';

describe('viewportTransform', () => {
  it('flips y so the top of the page box is at 0', () => {
    expect(viewportTransform([0, 0, 612, 792], 1.5)).toEqual([1.5, 0, 0, -1.5, -0, 1188]);
  });

  it('accounts for a page box that does not start at the origin', () => {
    expect(viewportTransform([10, 20, 622, 812], 2)).toEqual([2, 0, 0, -2, -20, 1624]);
  });
});

describe('pdfRectToViewport', () => {
  it('maps a rectangle near the top of a page to the top of the rendered page', () => {
    const rect = { x: 72, y: 700, width: 200, height: 12 };
    expect(pdfRectToViewport(rect, viewportTransform([0, 0, 612, 792], 1))).toEqual({ left: 72, top: 80, width: 200, height: 12 });
  });

  it('scales with the viewport', () => {
    const rect = { x: 100, y: 100, width: 50, height: 10 };
    expect(pdfRectToViewport(rect, viewportTransform([0, 0, 595.276, 799.37], 2))).toEqual({
      left: 200,
      top: expect.closeTo(1378.74, 2) as number,
      width: 100,
      height: 20,
    });
  });

  it('follows a rotated page (pdf.js transform for /Rotate 90)', () => {
    // pdf.js at scale 1, rotation 90, page box [0, 0, 612, 792]: x' = y, y' = x.
    const rotated = [0, 1, 1, 0, 0, 0] as const;
    expect(pdfRectToViewport({ x: 10, y: 20, width: 30, height: 5 }, rotated)).toEqual({ left: 20, top: 10, width: 5, height: 30 });
  });
});

describe('fitWidthScale', () => {
  it('fits the page width into the container', () => {
    expect(fitWidthScale(918, 612)).toBe(1.5);
  });

  it('stays between its bounds', () => {
    expect(fitWidthScale(100, 612)).toBe(0.4);
    expect(fitWidthScale(5000, 612)).toBe(2);
  });

  it('falls back to 1 without a width', () => {
    expect(fitWidthScale(0, 612)).toBe(1);
  });
});

describe('passageScale', () => {
  it('keeps the fit-width scale where the page is readable', () => {
    expect(passageScale(918, 612, 230)).toBe(1.5);
    expect(passageScale(600, 612, 230)).toBeCloseTo(600 / 612, 5);
  });

  it('zooms a phone in to the passage’s column, up to 1.5', () => {
    // 358 px for a 612 pt page is 0.58; a 230 pt column fills it at 358 / 254.
    expect(passageScale(358, 612, 230)).toBeCloseTo(358 / 254, 5);
    expect(passageScale(358, 612, 100)).toBe(1.5);
    // A passage as wide as the page zooms no further than fit-width.
    expect(passageScale(358, 612, 612)).toBeCloseTo(358 / 612, 5);
    expect(passageScale(358, 612, 0)).toBeCloseTo(358 / 612, 5);
  });
});

describe('boundingRect', () => {
  it('spans all the lines of a quote', () => {
    expect(
      boundingRect([
        { left: 100, top: 50, width: 200, height: 10 },
        { left: 40, top: 62, width: 120, height: 10 },
      ]),
    ).toEqual({ left: 40, top: 50, width: 260, height: 22 });
    expect(boundingRect([])).toBeNull();
  });
});
