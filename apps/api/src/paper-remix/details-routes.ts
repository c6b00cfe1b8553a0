/**
 * The paper's details, corrected by hand (issue 30, item 1; decision 0115). `GET …/node/:id/details`
 * gives what the worker read (title, authors in order with affiliation and ORCID, venue, year,
 * volume, issue, pages, DOI, licence, and where each came from); `PUT` stores the user's correction
 * in a new copy of the paper the next steps read (`sources.paper`), so the script, storyboard, film,
 * captions, share page and grounding all use it. Each save is a version of the Paper Input node
 * like an edit of a script (decision 0083), restorable, and what follows turns 'Out of date'.
 */
import { parseJson, type StoredExecution } from '@paperlight/remix-core';
import { correctedDetails, detailsOf, DetailsError, withDetails, type PaperWithDetails } from '@paperlight/remix-core/details';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { createResultSaver, RUNNING_MESSAGE, type EditRouteDeps } from './edit-routes';

const NOT_READ_MESSAGE = 'The paper has not been read yet. Its details can be corrected once Paper Input has finished.';
const GONE_MESSAGE = 'The paper this step read is missing; upload it again.';

type StoredPaper = PaperWithDetails & Record<string, unknown>;

export function registerDetailsRoutes(scope: FastifyInstance, deps: EditRouteDeps): void {
  const { db } = deps;
  const auth = { onRequest: deps.requireUser };
  const saveResult = createResultSaver(deps);

  /** The user's finished Paper Input node and the paper it read. */
  const paperNode = async (request: FastifyRequest, projectId: string, clientNodeId: string) => {
    const { user, project } = await deps.ownProject(request, projectId);
    const node = await db
      .selectFrom('project_nodes')
      .selectAll()
      .where('project_id', '=', project.id)
      .where('client_node_id', '=', clientNodeId)
      .executeTakeFirst();
    if (!node || node.node_type !== 'paperInput') throw new HttpError(404, 'Node not found');
    if (node.status === 'processing') throw new HttpError(409, RUNNING_MESSAGE);
    const execution = parseJson<StoredExecution | null>(node.execution, null);
    const key = execution?.sources?.paper;
    if (node.status !== 'completed' || !execution || !key) throw new HttpError(409, NOT_READ_MESSAGE);
    let paper: StoredPaper;
    try {
      paper = JSON.parse(Buffer.from(await deps.storage.read(key)).toString('utf8')) as StoredPaper;
    } catch {
      throw new HttpError(409, GONE_MESSAGE);
    }
    return { user, node, execution, paper };
  };

  scope.get<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/details',
    auth,
    async (request) => {
      const { paper } = await paperNode(request, request.params.id, request.params.clientNodeId);
      return { statusCode: 200, data: detailsOf(paper) };
    },
  );

  scope.put<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/details',
    auth,
    async (request) => {
      const { user, node, execution, paper } = await paperNode(request, request.params.id, request.params.clientNodeId);
      const body = request.body && typeof request.body === 'object' ? (request.body as { details?: unknown }).details : undefined;
      if (!body || typeof body !== 'object') throw new HttpError(400, 'Send the corrected details as { "details": { … } }.');
      let corrected;
      try {
        corrected = correctedDetails(detailsOf(paper), body);
      } catch (error) {
        if (error instanceof DetailsError) throw new HttpError(400, error.message);
        throw error;
      }
      const next = withDetails(paper, corrected);
      const jsonOutput = {
        ...(execution.jsonOutput as Record<string, unknown>),
        title: next.title,
        authors: next.authors,
        details: corrected,
        ...(next.citation ? { citation: next.citation } : {}),
      };
      if (!next.citation) delete jsonOutput.citation;
      const saved: StoredExecution = { ...execution, jsonOutput, outputData: { ...execution.outputData, title: next.title, edited: true } };
      // Saved like an edited script: the corrected paper is the file the next steps read, and it counts.
      return saveResult(user, node, saved, 'edited', { source: 'paper', body: next });
    },
  );
}
