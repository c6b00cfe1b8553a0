import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a file of `size` bytes, honouring a single `Range: bytes=…` request: players seek with
 * range requests, and without them audio and video cannot be scrubbed. Headers such as
 * content-type and cache-control are the caller's.
 */
export function sendRanged(
  request: FastifyRequest,
  reply: FastifyReply,
  size: number,
  open: (range?: { start: number; end: number }) => Readable,
) {
  reply.header('accept-ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && size > 0 && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    let end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (!range[1]) end = size - 1;
    if (start >= size || start > end) {
      reply.header('content-range', `bytes */${size}`);
      return reply.code(416).send();
    }
    start = Math.max(0, start);
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(open({ start, end }));
  }
  reply.header('content-length', size);
  // Exactly the bytes announced: the stream ends at the last one rather than on a further read for
  // the end of the file (a file that grew since its size was read would break the response; and the
  // open-ended read left a shared film's response unfinished now and then, holding the api's close).
  return reply.send(size > 0 ? open({ start: 0, end: size - 1 }) : open());
}
