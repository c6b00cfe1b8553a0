import { createFakeClock } from '@paperlight/ui-kit';
import { describe, expect, it, vi } from 'vitest';
import { AUTO_SAVE_DEBOUNCE_MS, createAutoSaver, isAutoSaveEnabled, nextAutoSaveFlag } from './autosave';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(save = vi.fn(async (_value: string) => {}), savedKey?: string) {
  const clock = createFakeClock(0);
  const onError = vi.fn();
  const onSaved = vi.fn();
  const saver = createAutoSaver<string>({ clock, keyOf: (value) => value, save, savedKey, onError, onSaved });
  return { clock, saver, save, onError, onSaved };
}

describe('isAutoSaveEnabled', () => {
  it('is on unless the flag is explicitly false', () => {
    expect(isAutoSaveEnabled(undefined)).toBe(true);
    expect(isAutoSaveEnabled(null)).toBe(true);
    expect(isAutoSaveEnabled(true)).toBe(true);
    expect(isAutoSaveEnabled(false)).toBe(false);
  });
});

describe('nextAutoSaveFlag', () => {
  it('flips only on ok with statusCode 200', () => {
    expect(nextAutoSaveFlag(true, false, { ok: true, statusCode: 200 })).toBe(false);
    expect(nextAutoSaveFlag(true, false, { ok: true, statusCode: 201 })).toBe(true);
    expect(nextAutoSaveFlag(true, false, { ok: false, statusCode: 200 })).toBe(true);
    expect(nextAutoSaveFlag(false, true, { ok: true })).toBe(false);
  });
});

describe('createAutoSaver', () => {
  it('waits 1000 ms after the last change', async () => {
    const { clock, saver, save } = setup();
    expect(AUTO_SAVE_DEBOUNCE_MS).toBe(1000);
    saver.schedule('a');
    clock.advance(600);
    saver.schedule('b');
    clock.advance(999);
    expect(save).not.toHaveBeenCalled();
    clock.advance(1);
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('b');
  });

  it('skips a snapshot equal to the last successful save', async () => {
    const { clock, saver, save } = setup();
    saver.schedule('a');
    clock.advance(1000);
    await flush();
    saver.schedule('a');
    expect(saver.pending()).toBe(false);
    clock.advance(1000);
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('skips the project as loaded', () => {
    const { clock, saver, save } = setup(undefined, 'loaded');
    saver.schedule('loaded');
    clock.advance(5000);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the changes after a failed save and retries on the next change', async () => {
    const save = vi.fn(async (value: string) => {
      if (value === 'a') throw new Error('offline');
    });
    const { clock, saver, onError, onSaved } = setup(save);
    saver.schedule('a');
    clock.advance(1000);
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    saver.schedule('a');
    expect(saver.pending()).toBe(true);
    save.mockImplementation(async () => {});
    saver.schedule('a+b');
    clock.advance(1000);
    await flush();
    expect(save).toHaveBeenLastCalledWith('a+b');
    expect(onSaved).toHaveBeenCalledWith('a+b');
  });

  it('saves now even when unchanged, cancelling a pending save', async () => {
    const { clock, saver, save } = setup(undefined, 'x');
    saver.schedule('y');
    await expect(saver.saveNow('x')).resolves.toBe(true);
    clock.advance(2000);
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('x');
  });

  it('reports a failed immediate save', async () => {
    const { saver } = setup(vi.fn(async () => Promise.reject(new Error('500'))));
    await expect(saver.saveNow('x')).resolves.toBe(false);
  });

  it('treats a key marked saved elsewhere as saved', () => {
    const { clock, saver, save } = setup();
    saver.markSaved('z');
    saver.schedule('z');
    clock.advance(1000);
    expect(save).not.toHaveBeenCalled();
    saver.schedule('q');
    saver.cancel();
    clock.advance(1000);
    expect(save).not.toHaveBeenCalled();
  });
});
