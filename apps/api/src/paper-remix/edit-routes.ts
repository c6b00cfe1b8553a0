/**
 * Edit, then re-run only what follows (issue 15, decision 0083). A registered user's script or
 * storyboard result can be edited; each save is a version of that node's output, the engine's
 * original included, and any version can be restored. The edited result is written where the next
 * step reads it (the node's `sources.script` / `sources.storyboard` file), so Generate downstream
 * uses it; nodes after it turn 'Out of date' (workspace-state.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Database, Project, ProjectNode } from '@paperlight/db';
import { nodeDir, parseJson, podcastEditKey, PROCESSED_EVENT, type FileStorage, type StoredExecution } from '@paperlight/remix-core';
import { countWords, regroundEdited, type GroundingPaper, type NarratedScript } from '@paperlight/remix-core/grounding';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { HttpError } from '../errors';
import { applyPodcastEdit } from './podcast-edit';
import type { StorageQuota } from './quota';

type Db = Database['db'];

/** The longest text one field may hold: ten minutes of narration is far more than a slide needs. */
export const MAX_FIELD_CHARS = 4000;
export const RUNNING_MESSAGE = 'This step is running. Edit it when it has finished.';
export const NOT_EDITABLE_MESSAGE = 'Only a finished script, storyboard or podcast can be edited.';
export const CURRENT_VERSION_MESSAGE =
  "This is the step's current result. Run the step again or restore another version before deleting it.";

export type VersionKind = 'generated' | 'edited' | 'restored';

const Body = v.object({ output: v.looseObject({}) });

export class EditError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** A field the user may change: text, non-empty after trimming, at most MAX_FIELD_CHARS. */
function text(value: unknown, label: string): string {
  if (typeof value !== 'string') throw new EditError(`${label} is missing.`);
  const trimmed = value.trim();
  if (!trimmed) throw new EditError(`${label} cannot be empty.`);
  if (trimmed.length > MAX_FIELD_CHARS)
    throw new EditError(`${label} is too long (at most ${MAX_FIELD_CHARS.toLocaleString('en-US')} characters).`);
  return trimmed;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown, label: string, length: number): unknown[] => {
  if (!Array.isArray(value)) throw new EditError(`${label} are missing.`);
  if (value.length !== length) throw new EditError(`${label} cannot be added or removed; there must be ${length}.`);
  return value;
};

/**
 * The stored script with the user's opening, slide headings and narrations and closing; every
 * other field (numbers, sources, technical flags) stays as the engine wrote it.
 */
export function applyScriptEdit(current: unknown, edited: Record<string, unknown>): Record<string, unknown> {
  const base = record(current);
  const slides = Array.isArray(base.slides) ? base.slides : [];
  const editedSlides = list(edited.slides, 'Slides', slides.length);
  return {
    ...base,
    opening: { ...record(base.opening), narration: text(record(edited.opening).narration, 'The opening') },
    slides: slides.map((slide, i) => {
      const change = record(editedSlides[i]);
      return {
        ...record(slide),
        heading: text(change.heading, `Slide ${i + 1} heading`),
        narration: text(change.narration, `Slide ${i + 1} narration`),
      };
    }),
    closing: { ...record(base.closing), narration: text(record(edited.closing).narration, 'The closing') },
  };
}

const SCENE_FIELDS = [
  ['narration', 'narration'],
  ['script_line', 'script line'],
  ['visual_description', 'visual description'],
  ['background_details', 'background details'],
  ['directions_for_videographer', 'directions for the videographer'],
] as const;

/** The stored storyboard with each scene's text fields as the user wrote them. */
export function applyStoryboardEdit(current: unknown, edited: Record<string, unknown>): Record<string, unknown> {
  const base = record(current);
  const scenes = Array.isArray(base.scenes) ? base.scenes : [];
  const editedScenes = list(edited.scenes, 'Scenes', scenes.length);
  return {
    ...base,
    scenes: scenes.map((scene, i) => {
      const was = record(scene);
      const change = record(editedScenes[i]);
      const next: Record<string, unknown> = { ...was };
      for (const [field, label] of SCENE_FIELDS) {
        // A field the engine left empty may stay empty; one it filled must keep some text.
        if (change[field] === undefined) continue;
        if (
          typeof was[field] === 'string' &&
          !(was[field] as string).trim() &&
          typeof change[field] === 'string' &&
          !(change[field] as string).trim()
        )
          continue;
        next[field] = text(change[field], `Scene ${i + 1} ${label}`);
      }
      return next;
    }),
  };
}

export interface EditRouteDeps {
  db: Db;
  storage: FileStorage;
  /** What the user keeps counts against their storage quota; saved edits have a rate limit. */
  quota: StorageQuota;
  ownProject: (request: FastifyRequest, projectId: string) => Promise<{ user: AccessClaims; project: Project }>;
  requireUser: (request: FastifyRequest) => Promise<void>;
  emit: (userId: string, event: string, payload: unknown) => void;
  /** The node as the state route shows it, after a change. */
  nodeState: (projectId: string, nodeId: string) => Promise<unknown>;
  /** A stored file's short-lived signed address (a kept run's film, its poster and captions). */
  fileUrl: (key: string) => string;
  now: () => number;
}

const outputFile: Record<string, string> = { script: 'script', storyboard: 'storyboard' };
/** Results a user may edit: a podcast's turns too (issue 34), which no later step reads. */
const EDITABLE = new Set(['script', 'storyboard', 'podcast']);

/** A file a saved version writes for the next step to read: what it holds, and the source naming it. */
export interface VersionFile {
  source: string;
  body: unknown;
}

/**
 * Saves `execution` as a node's result: the file the next step reads (a script's or storyboard's
 * output, or a corrected paper, details-routes.ts), the row and a version. What the user keeps counts
 * against their quota and edit rate, under their lock; a refused save keeps no file.
 */
export function createResultSaver(deps: EditRouteDeps) {
  const { db } = deps;
  return async (
    user: AccessClaims,
    node: ProjectNode,
    execution: StoredExecution,
    kind: VersionKind,
    file: VersionFile | null = outputOf(node, execution),
  ) => {
    const now = new Date(deps.now()).toISOString();
    const id = randomUUID();
    // A new file per version: a step reading the previous one while this is saved still reads it whole.
    const key = file ? `${nodeDir(node.project_id, node.id)}/${file.source}-${id.slice(0, 8)}.json` : null;
    const size = file && key ? await deps.storage.write(key, new TextEncoder().encode(JSON.stringify(file.body))) : 0;
    const next: StoredExecution = file && key ? { ...execution, sources: { ...execution.sources, [file.source]: key } } : execution;
    await db
      .transaction()
      .execute(async (trx) => {
        // The file and the version row (and the engine's version, kept before its first edit) all
        // count; checked under the user's lock so a burst of parallel saves is counted whole.
        await deps.quota.lock(user.sub, trx);
        await deps.quota.ensureEditRate(user.sub, deps.now(), trx);
        await deps.quota.ensureRoom(user.sub, size + 2 * JSON.stringify(next).length, trx);
        // Checked again inside the transaction: a Generate that started meanwhile wins.
        const fresh = await trx.selectFrom('project_nodes').select(['status', 'execution']).where('id', '=', node.id).executeTakeFirst();
        if (!fresh || fresh.status !== 'completed') throw new HttpError(409, RUNNING_MESSAGE);
        const latest = await trx
          .selectFrom('node_versions')
          .select('execution')
          .where('project_node_id', '=', node.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        // What the engine made (first or after a re-run) is kept before it is replaced, so it can
        // always be restored.
        if (fresh.execution && latest?.execution !== fresh.execution) {
          await trx
            .insertInto('node_versions')
            .values({
              id: randomUUID(),
              project_node_id: node.id,
              kind: 'generated',
              execution: fresh.execution,
              created_at: node.updated_at,
            })
            .execute();
        }
        await trx
          .insertInto('node_versions')
          .values({ id, project_node_id: node.id, kind, execution: JSON.stringify(next), created_at: now })
          .execute();
        await trx
          .updateTable('project_nodes')
          .set({ execution: JSON.stringify(next), updated_at: now })
          .where('id', '=', node.id)
          .execute();
        if (key)
          await trx
            .insertInto('files')
            .values({ key, owner_id: user.sub, content_type: 'application/json', size, created_at: now })
            .execute();
      })
      .catch(async (error: unknown) => {
        // Refused or failed: the file written for it is not kept (nothing else was changed).
        if (key) await deps.storage.remove(key);
        throw error;
      });
    deps.emit(user.sub, PROCESSED_EVENT, {
      clientNodeId: node.client_node_id,
      projectId: node.project_id,
      projectNodeId: node.id,
      status: 'completed',
      outputData: next.outputData,
    });
    return { statusCode: 200, data: await deps.nodeState(node.project_id, node.id) };
  };
}

/** A script's or storyboard's output file; a Paper Input version (a restore) already names its stored paper. */
function outputOf(node: ProjectNode, execution: StoredExecution): VersionFile | null {
  const source = outputFile[node.node_type];
  return source ? { source, body: execution.jsonOutput } : null;
}

/** The node `clientNodeId` of the caller's own project `projectId`, or a 404. */
export function createEditableNode(deps: Pick<EditRouteDeps, 'db' | 'ownProject'>) {
  return async (request: FastifyRequest, projectId: string, clientNodeId: string) => {
    const { user, project } = await deps.ownProject(request, projectId);
    const node = await deps.db
      .selectFrom('project_nodes')
      .selectAll()
      .where('project_id', '=', project.id)
      .where('client_node_id', '=', clientNodeId)
      .executeTakeFirst();
    if (!node) throw new HttpError(404, 'Node not found');
    return { user, project, node };
  };
}

/** Saving an edited result (PUT …/output); its versions are version-routes.ts'. */
export function registerEditRoutes(scope: FastifyInstance, deps: EditRouteDeps): void {
  const auth = { onRequest: deps.requireUser };
  const editableNode = createEditableNode(deps);
  const saveResult = createResultSaver(deps);

  /** The text the worker extracted from the paper (its paper.json), or null when it cannot be read. */
  const paperOf = async (execution: StoredExecution): Promise<GroundingPaper | null> => {
    const paperKey = execution.sources?.paper;
    if (!paperKey) return null;
    try {
      return JSON.parse(Buffer.from(await deps.storage.read(paperKey)).toString('utf8')) as GroundingPaper;
    } catch {
      return null;
    }
  };

  /**
   * The edited script with its grounding checked again (decision 0088): against the text the worker
   * extracted from the paper (the paper.json it stored, never the PDF). When that file cannot be read
   * the engine's grounding stays, and the workspace says its figures are the engine version's.
   */
  const regrounded = async (execution: StoredExecution, script: NarratedScript): Promise<NarratedScript> => {
    const paper = await paperOf(execution);
    return paper ? regroundEdited(execution.jsonOutput as NarratedScript, script, paper) : script;
  };

  /**
   * A podcast's changed turns (issue 34), kept as a version and written where the node's next run
   * finds them: Generate then speaks only those turns again (podcast-edit.ts).
   */
  const savePodcastEdit = async (user: AccessClaims, node: ProjectNode, execution: StoredExecution, edited: Record<string, unknown>) => {
    const jsonOutput = applyPodcastEdit(execution.jsonOutput, edited, await paperOf(execution), text);
    const saved = await saveResult(
      user,
      node,
      { ...execution, jsonOutput, outputData: { ...execution.outputData, edited: true, rerender: 'pending' } },
      'edited',
      null,
    );
    await deps.storage.write(podcastEditKey(node.project_id, node.id), new TextEncoder().encode(JSON.stringify(jsonOutput)));
    return saved;
  };

  scope.put<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/output',
    auth,
    async (request) => {
      const { user, node } = await editableNode(request, request.params.id, request.params.clientNodeId);
      const body = v.safeParse(Body, request.body ?? {});
      if (!body.success) throw new EditError('Send the edited result as { "output": { … } }.');
      if (node.status === 'processing') throw new HttpError(409, RUNNING_MESSAGE);
      const execution = parseJson<StoredExecution | null>(node.execution, null);
      if (!EDITABLE.has(node.node_type) || node.status !== 'completed' || !execution) throw new EditError(NOT_EDITABLE_MESSAGE);
      if (node.node_type === 'podcast') return savePodcastEdit(user, node, execution, body.output.output);
      let jsonOutput =
        node.node_type === 'script'
          ? applyScriptEdit(execution.jsonOutput, body.output.output)
          : applyStoryboardEdit(execution.jsonOutput, body.output.output);
      const outputData: Record<string, unknown> = { ...execution.outputData, edited: true };
      if (node.node_type === 'script') {
        const script = jsonOutput as unknown as NarratedScript;
        outputData.words =
          countWords(script.opening.narration) +
          script.slides.reduce((n, s) => n + countWords(s.narration), 0) +
          countWords(script.closing.narration);
        jsonOutput = (await regrounded(execution, script)) as unknown as Record<string, unknown>;
      }
      return saveResult(user, node, { ...execution, jsonOutput, outputData }, 'edited');
    },
  );
}

/** When each node's result last changed by hand (an edit or a restore), for 'Out of date'. */
export async function lastChanges(db: Db, nodeIds: string[]): Promise<Map<string, string>> {
  if (nodeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('node_versions')
    .select(['project_node_id', (eb) => eb.fn.max('created_at').as('at')])
    .where('project_node_id', 'in', nodeIds)
    .where('kind', '!=', 'generated')
    .groupBy('project_node_id')
    .execute();
  return new Map(rows.map((row) => [row.project_node_id, String(row.at)]));
}
