import type { Database } from '@paperlight/db';
import { isValidKey, type FileStorage, type UrlSigner } from '@paperlight/remix-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { forbidden, HttpError } from '../errors';
import { sendRanged } from '../http-range';
import { userFileDisposition } from '../security-headers';

/**
 * `GET /files/*`: a stored file behind a signed, expiring link (`fileUrl`), with its stored type, byte
 * ranges for players, and a Content-Disposition that never lets it run as a page of the api's origin.
 */
export function registerFileRoute(app: FastifyInstance, deps: { db: Database['db']; storage: FileStorage; signer: UrlSigner }): void {
  const { db, storage, signer } = deps;
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/*',
    { onSend: userFileDisposition },
    async (request, reply: FastifyReply) => {
      const key = request.params['*'];
      if (!isValidKey(key)) throw forbidden();
      const verdict = signer.verify(key, request.query.expires, request.query.sig);
      if (verdict !== 'ok') throw new HttpError(403, verdict === 'expired' ? 'This link has expired' : 'Forbidden');
      const size = await storage.size(key);
      if (size === null) throw new HttpError(404, 'File not found');
      const row = await db.selectFrom('files').select('content_type').where('key', '=', key).executeTakeFirst();
      reply.header('content-type', row?.content_type ?? 'application/octet-stream');
      reply.header('cache-control', 'private, max-age=300');
      return sendRanged(request, reply, size, (range) => storage.stream(key, range));
    },
  );
}
