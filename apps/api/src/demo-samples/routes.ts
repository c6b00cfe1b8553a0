import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Kysely, Schema } from '@paperlight/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { sendRanged } from '../http-range';
import { isSampleId, SAMPLE_KINDS, type SampleKind } from './catalogue';

export interface DemoSampleRouteOptions {
  db: Kysely<Schema>;
  /** The folder holding `<kind>/assets/`; assets are served from there. */
  samplesDir: string;
  /**
   * The api's public base URL, prefixed to the samples' root-relative asset paths.
   * @default the request's own origin
   */
  publicUrl?: string;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The path of each sample endpoint of SPEC §7 (alt text takes its id from the query string). */
const ROUTES: Record<Exclude<SampleKind, 'alt-text'>, string> = {
  'ai-audio': '/ai-audio/sample/:id',
  'rejection-analyzer': '/rejection-analyzer/sample/:id',
  'generative-research': '/generative-research/sample/:id',
  'chat-with-pdf': '/chat-with-pdf/sample/:id',
  'paper-remix': '/paper-remix/sample/:id',
};

/**
 * The guest demos' read endpoints: every one answers `{ statusCode: 200, data }` with the
 * seeded document (decision 0008), 404 `Sample not found` for an unknown id.
 */
export function registerDemoSampleRoutes(app: FastifyInstance, options: DemoSampleRouteOptions) {
  const { db, requireUser } = options;
  const configured = options.publicUrl?.replace(/\/+$/, '');
  const absolute = (request: FastifyRequest, json: string) =>
    json.replaceAll('"/samples/', `"${configured ?? `${request.protocol}://${request.host}`}/samples/`);

  const answer = async (request: FastifyRequest, kind: SampleKind, id: string | undefined) => {
    if (!id) throw new HttpError(400, 'A sample id is required');
    if (!isSampleId(id)) throw new HttpError(404, 'Sample not found');
    const row = await db.selectFrom('demo_samples').select('data').where('kind', '=', kind).where('sample_id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Sample not found');
    return `{"statusCode":200,"data":${absolute(request, row.data)}}`;
  };

  app.get<{ Querystring: { sampleId?: string } }>('/alt-text/sample', { onRequest: requireUser }, async (request, reply) => {
    const id = typeof request.query.sampleId === 'string' ? request.query.sampleId.trim() : undefined;
    return reply.type('application/json; charset=utf-8').send(await answer(request, 'alt-text', id));
  });
  for (const [kind, path] of Object.entries(ROUTES) as [SampleKind, string][]) {
    app.get<{ Params: { id: string } }>(path, { onRequest: requireUser }, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await answer(request, kind, request.params.id)),
    );
  }

  // Public: <img>, <audio>, <video> and pdf.js cannot send a bearer token.
  const root = normalize(options.samplesDir);
  app.get<{ Params: { kind: string; '*': string } }>('/samples/:kind/assets/*', async (request, reply) => {
    const { kind } = request.params;
    const rest = request.params['*'];
    if (!(SAMPLE_KINDS as readonly string[]).includes(kind) || !rest || rest.includes('..') || rest.includes('\\')) {
      throw new HttpError(404, 'Not Found');
    }
    const file = normalize(join(root, kind, 'assets', rest));
    if (!file.startsWith(join(root, kind, 'assets') + sep)) throw new HttpError(404, 'Not Found');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, 'Not Found');
    reply.header('content-type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
    reply.header('cache-control', 'public, max-age=3600');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendRanged(request, reply, info.size, (range) => createReadStream(file, range));
  });
}
