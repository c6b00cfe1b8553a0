/** What every stage of pipeline.ts is given and shares: its dependencies and context, its result, the node's settings parsed by the one contract, and reading and writing its JSON files. */
import { parseNodeConfiguration, type NodeConfiguration, type NodeType } from '@paperlight/api-client/paper-remix';
import type { FileStorage, NodeSources, StageNode } from '@paperlight/remix-core';
import type { readPaperSandboxed, SandboxLimits } from './read/pdf-sandbox';
import type { LlmProvider, SpeechProvider } from './types';
import type { RenderCache } from './encode/render-cache';

/** REMIX_ENCODER_THREADS as a whole number of threads, or undefined (ffmpeg's own) when unset or not one. */
export function encoderThreadsFromEnv(env: Record<string, string | undefined> = process.env): number | undefined {
  const threads = Math.floor(Number(env.REMIX_ENCODER_THREADS));
  return threads >= 1 ? threads : undefined;
}

/** What every stage needs besides its node: where files live and which engines run. */
export interface PipelineDeps {
  storage: FileStorage;
  llm: LlmProvider;
  speech: SpeechProvider;
  /** Scratch space for rendering; results are moved into storage. */
  workDir: string;
  /** Narration and encoded stills by content, so a re-render after an edit redoes only what changed. */
  cache?: RenderCache;
  /** The video encoder's threads (EncodeDeps.threads). @default ffmpeg's own */
  encoderThreads?: number;
  limits?: SandboxLimits;
  /** How the PDF is read. @default readPaperSandboxed (a child process under caps) */
  readPaper?: typeof readPaperSandboxed;
}

export interface StageResult {
  jsonOutput: unknown;
  outputData: Record<string, unknown>;
  /** The node's main file, what the preview call serves. */
  fileKey: string | null;
  sources: NodeSources;
  /** Files written, for the files table. */
  written: { key: string; contentType: string; size: number }[];
  timings: Record<string, number>;
  /** The share of the result taken from the render cache (a film's re-render), when any was. */
  reused?: number;
}

export interface StageContext {
  deps: PipelineDeps;
  node: StageNode;
  /** The completed node it builds on; null for paperInput. */
  upstream: StageNode | null;
  signal?: AbortSignal;
  progress?: (percent: number) => void;
  /**
   * The run (job) this is. A film is written under its run's own folder, so a later run never
   * replaces it and History can still play it (issue 31, decision 0173).
   */
  runId?: string;
}

/** A configuration the contract refuses: the step fails with its words, naming the field. */
export class SettingsError extends Error {
  constructor(
    readonly field: string | null,
    message: string,
  ) {
    super(`This step's settings cannot be used: ${message}.`);
    this.name = 'SettingsError';
  }
}

/**
 * A node's settings, read by the Paper Remix contract as the api read them when it saved them
 * (decision 0186): the canonical `basic` group or a documented legacy form, every default filled in.
 * Nothing is guessed; what the contract refuses fails the step.
 */
export function nodeSettings<T extends NodeType>(nodeType: T, configuration: unknown): NodeConfiguration<T> {
  const parsed = parseNodeConfiguration(nodeType, configuration);
  if (!parsed.success) throw new SettingsError(parsed.issue.field, parsed.issue.message);
  return parsed.output;
}

/** Races `work` against the signal, so a stage that cannot be interrupted still lets its job go. */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export async function readJson<T>(storage: FileStorage, key: string): Promise<T> {
  return JSON.parse(Buffer.from(await storage.read(key)).toString('utf8')) as T;
}

export async function writeJson(storage: FileStorage, key: string, value: unknown, written: StageResult['written']) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const size = await storage.write(key, bytes);
  written.push({ key, contentType: 'application/json', size });
}

export function missing(what: string): Error {
  return new Error(`The ${what} this step builds on is missing; run the previous step again.`);
}
