import { describe, expect, it } from 'vitest';
import {
  canJumpBack,
  canJumpForward,
  formatTime,
  JUMP_SECONDS,
  jumpTarget,
  nextSectionIndex,
  PLAYBACK_SPEEDS,
  spokenTime,
  statusText,
} from './playerRules';

describe('speeds', () => {
  it('offers exactly 2, 1.5, 1.25, 1, 0.5 and 0.25', () => {
    expect(PLAYBACK_SPEEDS).toEqual([2, 1.5, 1.25, 1, 0.5, 0.25]);
    expect(JUMP_SECONDS).toBe(10);
  });
});

describe('given fewer than 10 seconds have played', () => {
  it.each([0, 3, 9.99])('back is disabled at %s s', (t) => expect(canJumpBack(t)).toBe(false));
  it.each([10, 10.01, 42])('back is enabled at %s s', (t) => expect(canJumpBack(t)).toBe(true));
  it('back is disabled for an unknown time', () => expect(canJumpBack(Number.NaN)).toBe(false));
});

describe('given fewer than 10 seconds remain', () => {
  it('forward is disabled', () => {
    expect(canJumpForward(30.5, 40)).toBe(false);
    expect(canJumpForward(39, 40)).toBe(false);
    expect(canJumpForward(0, 9)).toBe(false);
  });
  it('forward is enabled with 10 s or more left', () => {
    expect(canJumpForward(30, 40)).toBe(true);
    expect(canJumpForward(0, 40)).toBe(true);
  });
  it('forward is disabled while the length is unknown (metadata not loaded, live stream)', () => {
    expect(canJumpForward(0, Number.NaN)).toBe(false);
    expect(canJumpForward(0, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('jumpTarget', () => {
  it('moves 10 s and stays inside the track', () => {
    expect(jumpTarget(25, 60, 1)).toBe(35);
    expect(jumpTarget(25, 60, -1)).toBe(15);
    expect(jumpTarget(55, 60, 1)).toBe(60);
    expect(jumpTarget(4, 60, -1)).toBe(0);
  });
});

describe('section advance', () => {
  it('plays the next section of a full paper', () => {
    expect(nextSectionIndex('fullPaper', 0, 5)).toBe(1);
    expect(nextSectionIndex('fullPaper', 3, 5)).toBe(4);
  });
  it('stops after the last section', () => expect(nextSectionIndex('fullPaper', 4, 5)).toBeNull());
  it('never advances from a summary section', () => expect(nextSectionIndex('summary', 0, 5)).toBeNull());
});

describe('time formats', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
  it('speaks times', () => {
    expect(spokenTime(65)).toBe('1 minute 5 seconds');
    expect(spokenTime(1)).toBe('1 second');
  });
  it('names each status', () => {
    expect(statusText('playing', 'Methods')).toBe('Playing Methods');
    expect(statusText('ended', 'Methods')).toBe('Finished: Methods');
  });
});
