import { randomUUID } from 'node:crypto';
import { ContactRequestSchema } from '@paperlight/api-client/contact';
import type { Kysely, Schema } from '@paperlight/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { HttpError } from '../errors';
import { contactKeys, createContactProofs, proofLevel } from './contact-limits';
import { listTools, type CatalogueToolDto } from './administration-tools';

/** Contact requests one client address (an IPv6 /64) may store per window; past it: 429. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
/**
 * Past these in the hour, from one network (IPv4 /24, IPv6 /48) or from everyone together, a
 * request is taken only with a proof of work the form's browser code solves (decision 0100): a
 * flood costs its sender, and a new visitor can always reach sales.
 */
export const CONTACT_NETWORK_LIMIT = 20;
export const CONTACT_GLOBAL_LIMIT = 200;
export const CONTACT_GLOBAL_WINDOW_MS = 60 * 60 * 1000;
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';

export interface MarketingRoutesOptions {
  db: Kysely<Schema>;
  now: () => number;
  /** The caller when a valid token came with the request; anonymous visitors may send requests too. */
  identify: (request: FastifyRequest) => Promise<AccessClaims | null>;
  /**
   * The visitor's real address: what the site forwarded with the internal key, else the peer
   * (TRUST_PROXY hops). A header the client writes itself never counts (decision 0032).
   */
  clientAddress: (request: FastifyRequest) => string;
  /** Signs the proof-of-work challenges (the services' internal secret). */
  proofSecret?: string;
  /** @default CONTACT_GLOBAL_LIMIT */
  globalLimit?: number;
  /** @default CONTACT_NETWORK_LIMIT */
  networkLimit?: number;
}

export type PublicTool = CatalogueToolDto;

/** `GET /tools` (public: the catalogue every page of the site shows, hidden tools left out) and `POST /contact-requests` (rate-limited per client address). */
export async function registerMarketingRoutes(app: FastifyInstance, options: MarketingRoutesOptions): Promise<void> {
  const { db, now } = options;
  const proofs = createContactProofs(db, options.proofSecret);

  app.get('/tools', async (_request, reply) => {
    // Short: an administrator's edit shows on the site within a minute. Hidden tools are not public.
    void reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
    return { statusCode: 200, data: await listTools(db) };
  });

  app.post('/contact-requests', async (request, reply) => {
    // The site's form's own schema (SPEC §5): the api checks again because it is reachable on its own.
    const parsed = v.safeParse(ContactRequestSchema, request.body ?? {});
    if (!parsed.success) {
      throw new HttpError(400, parsed.issues.map((issue) => issue.message).join('; '));
    }
    const ip = options.clientAddress(request);
    const keys = contactKeys(ip);
    const at = now();
    // Counted in the shared database, so every api instance enforces the same limits.
    const count = async (windowMs: number, column: 'client_key' | 'network' | null, value: string) => {
      const row = await db
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .$if(column !== null, (qb) => qb.where(column!, '=', value))
        .where('created_at', '>', new Date(at - windowMs).toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    if ((await count(CONTACT_WINDOW_MS, 'client_key', keys.client)) >= CONTACT_LIMIT) {
      void reply.header('retry-after', String(Math.ceil(CONTACT_WINDOW_MS / 1000)));
      throw new HttpError(429, TOO_MANY_REQUESTS);
    }
    const level = proofLevel(
      { count: await count(CONTACT_GLOBAL_WINDOW_MS, 'network', keys.network), limit: options.networkLimit ?? CONTACT_NETWORK_LIMIT },
      { count: await count(CONTACT_GLOBAL_WINDOW_MS, null, ''), limit: options.globalLimit ?? CONTACT_GLOBAL_LIMIT },
    );
    const { proof } = parsed.output;
    if (level > 0 && !(proof && (await proofs.verify(proof, level, at)))) {
      // Not a refusal: the form's browser code solves the challenge and sends the request again.
      return reply.code(429).send({ message: TOO_MANY_REQUESTS, statusCode: 429, challenge: await proofs.challenge(level, at) });
    }
    const caller = await options.identify(request).catch(() => null);
    const id = randomUUID();
    const body = parsed.output;
    await db
      .insertInto('contact_requests')
      .values({
        id,
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email.toLowerCase(),
        company_name: body.companyName,
        designation: body.designation,
        note: body.note,
        user_id: caller && !caller.isGuest ? caller.sub : null,
        ip,
        client_key: keys.client,
        network: keys.network,
        status: 'new',
        created_at: new Date(at).toISOString(),
      })
      .execute();
    return reply.code(201).send({ statusCode: 201, data: { id } });
  });
}
