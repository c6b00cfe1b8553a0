/**
 * What the api and the Paper Remix worker agree on (decision 0018): storage layout, node sources,
 * the SPEC §4 preconditions, event names, queue names and the messages between an api and the
 * worker it supervises. Nothing here parses a PDF or renders media.
 */

import type { StoryboardConfig } from '@paperlight/api-client/paper-remix';

// The realtime events are the Paper Remix contract's (decision 0186), under the names the api and the worker use.
export { NODE_PROCESSED_EVENT as PROCESSED_EVENT, NODE_PROGRESS_EVENT as PROGRESS_EVENT } from '@paperlight/api-client/paper-remix';

/**
 * The server-side Socket.IO event that carries a user's event to every api instance (scale-out mode):
 * `(userId, event, payload)`. Each instance delivers it to its own sockets of that user after checking
 * that their sessions still hold (decision 0106), so a worker never writes to a socket directly.
 */
export const USER_EVENT = 'paperlight:user-event';
/**
 * A running job repeats its progress this often (issue 15: an event at least once a second). Half the
 * target, so a tick late by a busy event loop still lands within the second: at 1000 ms, a third of
 * the gaps a journey measured were 1.0–1.2 s.
 */
export const PROGRESS_INTERVAL_MS = 500;

/**
 * What a running step is doing, from its percent, when the engine does not say it itself (the
 * pipeline's progress points: paperInput 10/90, script 20/90, storyboard 40/90, video 5…85 while
 * narrating scenes, 95 when saving).
 */
export function progressStage(nodeType: string, percent: number): string {
  switch (nodeType) {
    case 'paperInput':
      return percent < 90 ? 'Reading the paper' : 'Saving figures and text';
    case 'script':
      return percent < 20 ? 'Opening the paper' : percent < 90 ? 'Writing the script' : 'Saving the script';
    case 'storyboard':
      return percent < 40 ? 'Reading the script' : percent < 90 ? 'Planning the scenes' : 'Saving the storyboard';
    case 'video':
      return percent < 5
        ? 'Preparing the scenes'
        : percent < 85
          ? 'Narrating scenes'
          : percent < 95
            ? 'Rendering and encoding the video'
            : 'Saving the video';
    case 'mindmap':
      return percent < 20
        ? 'Opening the paper'
        : percent < 50
          ? 'Mapping the argument'
          : percent < 90
            ? 'Drawing the map'
            : 'Saving the map';
    case 'podcast':
      return percent < 5
        ? 'Reading the paper'
        : percent < 10
          ? 'Writing the dialogue'
          : percent < 85
            ? 'Voicing the turns'
            : percent < 95
              ? 'Encoding the episode'
              : 'Saving the episode';
    case 'presentation':
      return percent < 20
        ? 'Reading the storyboard'
        : percent < 50
          ? 'Laying out the slides'
          : percent < 90
            ? 'Writing the deck and the handout'
            : 'Saving the deck';
    default:
      return 'Working';
  }
}

/** Node types the engine can generate. */
export const ENGINE_NODE_TYPES = ['paperInput', 'script', 'storyboard', 'video', 'mindmap', 'presentation', 'podcast'] as const;
export type EngineNodeType = (typeof ENGINE_NODE_TYPES)[number];
export const isEngineNodeType = (type: string): type is EngineNodeType => (ENGINE_NODE_TYPES as readonly string[]).includes(type);

export const nodeDir = (projectId: string, nodeId: string) => `projects/${projectId}/nodes/${nodeId}`;

/**
 * A podcast's turns as the user last edited them (issue 34), waiting for the node's next run: the api
 * writes it when an edit is saved, the worker renders from it (reusing every unchanged turn's audio)
 * when the node's settings are still those it was made with, then removes it.
 */
export const podcastEditKey = (projectId: string, nodeId: string) => `${nodeDir(projectId, nodeId)}/podcast-edit.json`;

export type Voice = StoryboardConfig['narration_voice'];
export type StoryboardStyle = StoryboardConfig['style'];

/**
 * Storage keys (and choices) a finished node hands to the nodes after it, kept in its execution so
 * a later stage never re-derives what an earlier one already produced.
 */
export interface NodeSources {
  paper?: string;
  script?: string;
  storyboard?: string;
  voice?: Voice;
  style?: StoryboardStyle;
  video?: string;
  subtitles?: string;
  poster?: string;
  chapters?: string;
  /** Figure and table crops of the paper (PNG keys). */
  figures?: string[];
  /** A mind map (JSON) and its downloads. */
  mindmap?: string;
  mindmapFiles?: { md: string; opml: string; svg: string; png: string };
  /** A deck (JSON outline) and its downloads: the PowerPoint file, the PDF handout, the first slide as PNG. */
  presentation?: string;
  presentationFiles?: { pptx: string; pdf: string; png: string };
  /** An episode (podcast.json) and its files: the audio, the transcript and the chapters. */
  podcast?: string;
  podcastFiles?: { m4a: string; mp3: string; vtt: string; transcript: string; chapters: string };
}

/** A node as the pipeline sees it (decoded from `project_nodes`). */
export interface StageNode {
  id: string;
  projectId: string;
  nodeType: string;
  configuration: Record<string, unknown>;
  fileKey: string | null;
  /** The stored execution of a completed node; only `sources` matters to the next stage. */
  sources?: NodeSources | null;
}

/**
 * Which completed upstream node types each stage accepts, best first, with the SPEC §8 message
 * shown when none is connected.
 */
export const PRECONDITIONS: Record<string, { upstream: string[]; message: string }> = {
  script: { upstream: ['paperInput'], message: 'Please ensure a paper input node is connected and file was validated.' },
  storyboard: {
    upstream: ['script', 'paperInput'],
    message: 'Please ensure a script or paper input node is connected and has completed processing',
  },
  video: {
    upstream: ['storyboard', 'script', 'paperInput'],
    message: 'Please ensure a storyboard, script or paper input node is connected and has completed processing',
  },
  mindmap: { upstream: ['paperInput'], message: 'Please ensure a paper input node is connected and has completed processing' },
  // An edited script is told as it stands; else the episode is written from the paper.
  podcast: {
    upstream: ['script', 'paperInput'],
    message: 'Please ensure a paper input or script node is connected and has completed processing',
  },
  presentation: {
    upstream: ['storyboard', 'script'],
    message: 'Please ensure a storyboard or script node is connected and has completed processing',
  },
};

/** BullMQ names shared by the api (producer) and the workers (consumers). */
export function bullNames(o: { prefix?: string; queueName?: string } = {}) {
  const prefix = o.prefix ?? 'paperlight';
  const queueName = o.queueName ?? 'paper-remix';
  return { prefix, queueName, cancelChannel: `${prefix}:${queueName}:cancel`, wakeChannel: `${prefix}:${queueName}:wake` };
}

/** api → supervised worker (IPC). */
export type ToWorkerMessage = { type: 'wake' } | { type: 'cancel'; jobId: string } | { type: 'shutdown' };

/** supervised worker → api (IPC). */
export type FromWorkerMessage =
  | { type: 'ready'; pid: number }
  | { type: 'started'; jobId: string }
  | { type: 'finished'; jobId: string }
  | { type: 'emit'; userId: string; event: string; payload: unknown }
  | { type: 'log'; level: number; msg: string; detail?: Record<string, unknown> };
