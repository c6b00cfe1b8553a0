/**
 * JSON bodies, parsed as Fastify does (secure-json-parse: `__proto__` and `constructor.prototype`
 * refused), after a depth check: a body nested deeper than any request of ours needs is refused
 * with a 400 before it is parsed, so a 5,000-level configuration cannot exhaust the stack of a
 * later step (issue 33, finding 8).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Deepest nesting of objects and arrays a request may have; a workflow needs about eight. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = 'This request is nested too deeply';

/** The deepest nesting of `{` and `[` in a JSON text, brackets inside strings not counted. Stops past `limit`. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
