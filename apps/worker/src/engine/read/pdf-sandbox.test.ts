import { bombPdf, endlessPdf, readPaper, SMALLEST_PAPER } from '@paperlight/remix-core/testing';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PaperError } from './pdf-open';
import { killTree, readPaperSandboxed, TOO_COMPLEX_MESSAGE } from './pdf-sandbox';
import { inflatedBytes } from './pdf-scan';
import { SLEEP_CHILD, sleepPid } from '../test/sleep-child';

/** A process's state and session, from /proc/<pid>/stat; null once it is gone. */
function statOf(pid: number): { state: string; session: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { state: fields[0]!, session: Number(fields[3]) };
  } catch {
    return null;
  }
}
const ended = (pid: number) => statOf(pid) === null || statOf(pid)!.state === 'Z';
const childrenOfThisProcess = () =>
  readdirSync('/proc/self/task').flatMap((tid) =>
    readFileSync(`/proc/self/task/${tid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
  );
const hasProc = statOf(process.pid) !== null;

const tooComplex = { name: 'PaperError', code: 'too_complex', message: TOO_COMPLEX_MESSAGE };

describe('readPaperSandboxed', () => {
  it('reads a real paper in a child process', async () => {
    const paper = await readPaperSandboxed(readPaper(SMALLEST_PAPER));
    expect(paper.title.length).toBeGreaterThan(10);
    expect(paper.sections.length).toBeGreaterThan(2);
  }, 30_000);

  describe('given a decompression bomb (a 300 MB stream in a file of a few hundred KB)', () => {
    it('refuses it before pdf.js reads it, within seconds', async () => {
      const bomb = bombPdf(300);
      expect(bomb.byteLength).toBeLessThan(1024 * 1024);
      expect(await inflatedBytes(bomb, 256 * 1024 * 1024)).toBeGreaterThan(256 * 1024 * 1024);
      const started = performance.now();
      await expect(readPaperSandboxed(bomb)).rejects.toMatchObject(tooComplex);
      expect(performance.now() - started).toBeLessThan(20_000);
    }, 60_000);
  });

  describe('given a page with more text operators than the cap', () => {
    it('stops reading and fails with the message', async () => {
      await expect(readPaperSandboxed(endlessPdf(60_000), { maxTextItems: 20_000 })).rejects.toMatchObject(tooComplex);
    }, 60_000);
  });

  describe('given a reader past its memory or time cap', () => {
    it('kills it and fails with the message', async () => {
      // Node alone needs more than 20 MB resident, so the watch fires at its first look.
      await expect(readPaperSandboxed(readPaper(SMALLEST_PAPER), { maxMemoryBytes: 20 * 1024 * 1024 })).rejects.toMatchObject(tooComplex);
      await expect(readPaperSandboxed(readPaper(SMALLEST_PAPER), { maxMs: 30 })).rejects.toBeInstanceOf(PaperError);
    }, 60_000);
  });

  it('lets a cancelled job go at once', async () => {
    const controller = new AbortController();
    const reading = readPaperSandboxed(readPaper(SMALLEST_PAPER), {}, { signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(reading).rejects.toThrow('cancelled');
  });

  /** Starts reading the smallest paper; `look` gets the reader child's pid while it runs. */
  async function whileReading(look: (reader: number) => void) {
    const before = new Set(childrenOfThisProcess());
    const reading = readPaperSandboxed(readPaper(SMALLEST_PAPER));
    let reader: number | undefined;
    let done = false;
    void reading.finally(() => (done = true)).catch(() => undefined);
    while (!reader && !done) {
      reader = childrenOfThisProcess().find((pid) => !before.has(pid) && statOf(pid)?.state !== 'Z');
      if (!reader) await new Promise((r) => setTimeout(r, 5));
    }
    expect(reader).toBeDefined();
    look(reader!);
    await reading;
  }

  it.runIf(hasProc)(
    "reads in the worker's own session, so the worker's lower priority reaches it (decision 0204)",
    () => whileReading((reader) => expect(statOf(reader)?.session).toBe(statOf(process.pid)!.session)),
    30_000,
  );

  it.runIf(hasProc)(
    'collects its garbage on its own thread, leaving the other cores to the api (decision 0210)',
    () => whileReading((reader) => expect(readFileSync(`/proc/${reader}/cmdline`, 'utf8').split('\0')).toContain('--single-threaded-gc')),
    30_000,
  );
});

describe('killTree', () => {
  it.runIf(hasProc)('kills a process and the processes it started', async () => {
    const parent = spawn(process.execPath, ['-e', `${SLEEP_CHILD}; startSleep(60); setInterval(() => {}, 1000);`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const grandchild = await new Promise<number>((resolve, reject) =>
      parent.stdout.once('data', (chunk: Buffer) => {
        try {
          resolve(sleepPid(String(chunk)));
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
    const exited = new Promise((resolve) => parent.once('exit', resolve));
    expect(ended(grandchild)).toBe(false);
    await killTree(parent.pid!);
    await exited;
    for (let i = 0; i < 100 && !ended(grandchild); i++) await new Promise((r) => setTimeout(r, 10));
    expect(ended(grandchild)).toBe(true);
  });
});
