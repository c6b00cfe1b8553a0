import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, wcagGrade } from './contrast';

describe('contrast of the design tokens', () => {
  it('reads the colours a theme and a browser write', () => {
    expect(parseColor('#4f46e5')).toEqual([79, 70, 229]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(17, 24, 39)')).toEqual([17, 24, 39]);
    expect(parseColor('rgba(17, 24, 39, 0.55)')).toBeNull();
  });
  it('computes the WCAG ratio and grade', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#4f46e5')!).toBeCloseTo(6.29, 1);
    expect(wcagGrade(6.29)).toBe('AA');
    expect(wcagGrade(3.2)).toBe('AA large');
    expect(wcagGrade(2)).toBe('fails');
    expect(contrastRatio('rgba(0,0,0,0.5)', '#fff')).toBeNull();
  });
});
