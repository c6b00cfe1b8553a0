import { createTestDatabase } from '@paperlight/db/testing';
import { describe, expect, it, vi } from 'vitest';
import { encoderThreadsFromEnv } from './engine/stage-context';
import type { SpeechProvider } from './engine/types';
import { createWorkerRuntime } from './runtime';

/** A speech engine that records its warm-up. */
const speechEngine = () => ({
  synthesize: vi.fn<SpeechProvider['synthesize']>(),
  warmUp: vi.fn(() => Promise.resolve()),
});

describe('createWorkerRuntime', () => {
  it('loads the speech engine at once when asked (a worker process, decision 0210), and not otherwise (tests)', async () => {
    const db = await createTestDatabase('sqlite');
    try {
      for (const warmUp of [true, false]) {
        const speech = speechEngine();
        const worker = createWorkerRuntime({ database: db.database, dataDir: db.dataDir, filesSecret: 'x'.repeat(32), speech, warmUp });
        expect(speech.warmUp).toHaveBeenCalledTimes(warmUp ? 1 : 0);
        expect(speech.synthesize).not.toHaveBeenCalled();
        await worker.close();
      }
    } finally {
      await db.cleanup();
    }
  });

  it('says so in the log when the warm-up fails, and goes on', async () => {
    const db = await createTestDatabase('sqlite');
    const log = vi.fn();
    try {
      const speech = { ...speechEngine(), warmUp: vi.fn(() => Promise.reject(new Error('no voice data'))) };
      const worker = createWorkerRuntime({
        database: db.database,
        dataDir: db.dataDir,
        filesSecret: 'x'.repeat(32),
        speech,
        warmUp: true,
        log,
      });
      await vi.waitFor(() => expect(log).toHaveBeenCalledWith('speech warm-up failed', { err: 'Error: no voice data' }));
      await worker.close();
    } finally {
      await db.cleanup();
    }
  });
});

describe('encoderThreadsFromEnv', () => {
  it('reads REMIX_ENCODER_THREADS as whole threads, and leaves the count to ffmpeg when unset or not one', () => {
    expect(encoderThreadsFromEnv({ REMIX_ENCODER_THREADS: '1' })).toBe(1);
    expect(encoderThreadsFromEnv({ REMIX_ENCODER_THREADS: '3.7' })).toBe(3);
    for (const value of [undefined, '', '0', '0.5', '-2', 'two'])
      expect(encoderThreadsFromEnv({ REMIX_ENCODER_THREADS: value })).toBeUndefined();
  });
});
