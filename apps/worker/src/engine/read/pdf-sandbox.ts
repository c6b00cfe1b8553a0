/**
 * Reads a PDF in a child process under caps (decision 0018): inflated bytes (checked before
 * pdf.js starts), text items (checked while it reads), resident memory and wall time (watched
 * from here, the child killed past either). A file past a cap fails its node with
 * TOO_COMPLEX_MESSAGE; the worker, its other jobs and everyone else's go on.
 */
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PaperError, TOO_COMPLEX_MESSAGE } from './pdf-open';
import type { ExtractedPaper, PaperErrorCode, PdfLimits } from '../types';

export { TOO_COMPLEX_MESSAGE };

export interface SandboxLimits extends PdfLimits {
  /** Resident memory of the reader. @default PDF_MAX_MEMORY_MB, else 768 MB */
  maxMemoryBytes?: number;
  /** Wall time of the reader. @default PDF_MAX_SECONDS, else 90 s */
  maxMs?: number;
  /** Bytes the file's Flate streams may inflate to. @default PDF_MAX_INFLATED_MB, else 256 MB */
  maxInflatedBytes?: number;
}

export interface ReaderRequest {
  bytes: Uint8Array;
  limits: PdfLimits;
  maxInflatedBytes: number;
  figuresDir?: string;
  tooComplexMessage: string;
}

export type ReaderResponse =
  { ok: true; paper: ExtractedPaper; peakRssBytes?: number } | { ok: false; code: PaperErrorCode; message: string; detail?: string };

const envNumber = (name: string): number | undefined => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : undefined;
};

export function sandboxLimits(limits: SandboxLimits = {}): Required<Pick<SandboxLimits, 'maxMemoryBytes' | 'maxMs' | 'maxInflatedBytes'>> {
  return {
    maxMemoryBytes: limits.maxMemoryBytes ?? (envNumber('PDF_MAX_MEMORY_MB') ?? 768) * 1024 * 1024,
    maxMs: limits.maxMs ?? (envNumber('PDF_MAX_SECONDS') ?? 90) * 1000,
    maxInflatedBytes: limits.maxInflatedBytes ?? (envNumber('PDF_MAX_INFLATED_MB') ?? 256) * 1024 * 1024,
  };
}

/** The reader's entry beside this module: its source under tsx, its bundle in a build. */
function readerEntry(): { entry: string; execArgv: string[]; cwd: string } {
  // PDF_READER_ENTRY: the built reader for a run from source that should start like production (bench:remix).
  const override = process.env.PDF_READER_ENTRY;
  if (override)
    return { entry: override, execArgv: override.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'], cwd: dirname(override) };
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts'))
    return {
      entry: join(dirname(here), 'pdf-reader-main.ts'),
      execArgv: ['--import', 'tsx'],
      cwd: resolve(dirname(here), '..', '..', '..'),
    };
  return { entry: join(dirname(here), 'pdf-reader.js'), execArgv: ['--enable-source-maps'], cwd: resolve(dirname(here), '..') };
}

let peakReaderRss = 0;
/** The largest resident memory a PDF reader child of this process reached (bench:remix reports it). */
export const readerPeakRss = () => peakReaderRss;

/** Resident set size of a process in bytes, from /proc; null where there is no /proc. */
async function rssOf(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Child processes of a process, from /proc (empty where there is none). */
async function childrenOf(pid: number): Promise<number[]> {
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of a process and everything it started (the reader and its OCR), in bytes. */
export async function treeRss(pid: number): Promise<number | null> {
  const own = await rssOf(pid);
  if (own === null) return null;
  let total = own;
  for (const each of await descendantsOf(pid)) total += (await rssOf(each)) ?? 0;
  return total;
}

/** Every process below `pid`, from /proc (none where there is no /proc). */
async function descendantsOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const child of await childrenOf(pid)) found.push(child, ...(await descendantsOf(child)));
  return found;
}

/**
 * Kills a process and everything it started (the reader and its OCR). It is stopped first, so it
 * starts nothing between the look at its children and the kill.
 */
export async function killTree(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGSTOP');
  } catch {
    return; // Already gone.
  }
  for (const each of [pid, ...(await descendantsOf(pid))]) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {
      // Ended on its own meanwhile.
    }
  }
}

/** extractPaper in a child process under the caps; throws PaperError like extractPaper. */
export function readPaperSandboxed(
  bytes: Uint8Array,
  limits: SandboxLimits = {},
  options: { figuresDir?: string; signal?: AbortSignal; pollMs?: number } = {},
): Promise<ExtractedPaper> {
  const caps = sandboxLimits(limits);
  const { entry, execArgv, cwd } = readerEntry();
  const heapMb = Math.max(64, Math.floor(caps.maxMemoryBytes / (1024 * 1024)));
  return new Promise<ExtractedPaper>((resolvePaper, reject) => {
    const child = fork(entry, [], {
      cwd,
      // Not a session of its own (detached): where the kernel groups sessions for the CPU (autogroup,
      // Linux's default outside cgroups), that is a group as heavy as the api's whole session, and the
      // worker's lower priority would not reach it; a bomb PDF then took a core from the api (decision 0204).
      // Its garbage collector on its own thread only: V8's helper threads, one a core, took the api's
      // core while a bomb inflated. A paper takes 0.6 % longer to read (decision 0210).
      execArgv: [...execArgv, '--single-threaded-gc', `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    let settled = false;
    const finish = (error: Error | null, paper?: ExtractedPaper) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      options.signal?.removeEventListener('abort', onAbort);
      // Its OCR (tesseract) goes with it.
      if (child.exitCode === null && child.pid) void killTree(child.pid);
      if (error) reject(error);
      else resolvePaper(paper!);
    };
    const tooComplex = () => new PaperError('too_complex', TOO_COMPLEX_MESSAGE);
    const timer = setTimeout(() => finish(tooComplex()), caps.maxMs);
    const watch = setInterval(() => {
      if (!child.pid) return;
      void treeRss(child.pid).then((rss) => {
        if (rss !== null && rss > caps.maxMemoryBytes) finish(tooComplex());
      });
    }, options.pollMs ?? 100);
    const onAbort = () => finish(options.signal?.reason instanceof Error ? options.signal.reason : new Error('PDF reading was cancelled'));
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.on('message', (message: ReaderResponse) => {
      if (message.ok) {
        peakReaderRss = Math.max(peakReaderRss, message.peakRssBytes ?? 0);
        finish(null, message.paper);
      } else finish(new PaperError(message.code, message.message));
    });
    child.on('error', (error) => finish(error));
    child.on('exit', (code, signal) => {
      // Out of heap (V8 aborts) or killed by the kernel: the file was too much for the caps.
      if (!settled)
        finish(
          code === 0
            ? new Error(`PDF reader ended without an answer: ${stderr}`)
            : signal === 'SIGKILL' || /heap|memory/i.test(stderr) || code === 134
              ? tooComplex()
              : new Error(`PDF reader exited with ${signal ?? code}: ${stderr}`),
        );
    });
    const request: ReaderRequest = {
      bytes,
      limits: {
        ...(limits.maxBytes ? { maxBytes: limits.maxBytes } : {}),
        ...(limits.maxPages ? { maxPages: limits.maxPages } : {}),
        ...(limits.maxTextItems ? { maxTextItems: limits.maxTextItems } : {}),
        ...(limits.maxOcrPages ? { maxOcrPages: limits.maxOcrPages } : {}),
      },
      maxInflatedBytes: caps.maxInflatedBytes,
      tooComplexMessage: TOO_COMPLEX_MESSAGE,
      ...(options.figuresDir ? { figuresDir: options.figuresDir } : {}),
    };
    child.send(request);
  });
}
