import { describe, expect, it } from 'vitest';
import { formatEstimate, formatRemaining } from './live';

describe('formatEstimate', () => {
  it('says a step under a second is under a second, never "about 1 s"', () => {
    expect(formatEstimate(0.01)).toBe('under 1 s');
    expect(formatEstimate(0.99)).toBe('under 1 s');
    expect(formatEstimate(Number.NaN)).toBe('under 1 s');
  });

  it('keeps two significant figures, so the figure shown is the estimate judged', () => {
    expect(formatEstimate(1)).toBe('about 1 s');
    expect(formatEstimate(2.46)).toBe('about 2.5 s');
    expect(formatEstimate(2.6)).toBe('about 2.6 s');
    expect(formatEstimate(7.4)).toBe('about 7.4 s');
    expect(formatEstimate(27.4)).toBe('about 27 s');
    expect(formatEstimate(40)).toBe('about 40 s');
  });

  it('gives minutes and seconds from a minute on, whole minutes from ten', () => {
    expect(formatEstimate(59.6)).toBe('about 1 min');
    expect(formatEstimate(90)).toBe('about 1 min 30 s');
    expect(formatEstimate(125)).toBe('about 2 min 10 s');
    expect(formatEstimate(720)).toBe('about 12 min');
  });

  it('is never more than 5 % off the estimate from one second on', () => {
    const shownSeconds = (text: string) => {
      const match = /^about (?:([\d.]+) s|(\d+) min(?: (\d+) s)?)$/.exec(text)!;
      return match[1] ? Number(match[1]) : Number(match[2]) * 60 + Number(match[3] ?? 0);
    };
    for (let seconds = 1; seconds < 3600; seconds *= 1.013) {
      expect(Math.abs(shownSeconds(formatEstimate(seconds)) / seconds - 1)).toBeLessThan(0.05);
    }
  });
});

describe('formatRemaining', () => {
  it('counts down in seconds, then minutes, and says when it is almost done', () => {
    expect(formatRemaining(null)).toBeNull();
    expect(formatRemaining(2)).toBe('Almost done');
    expect(formatRemaining(11.2)).toBe('12 s left');
    expect(formatRemaining(61)).toBe('2 min left');
  });
});
