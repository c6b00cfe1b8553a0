/**
 * What buildSsoServer (server.ts) gives its route modules: the shared state made once per server and
 * the helpers several pages use. Its own module, so the route modules depend on it rather than on
 * each other or on server.ts; each takes only the part it uses (a `Pick` of SsoRouteDeps).
 */
import type { Database, EmailToken, SecurityEventInput, User } from '@paperlight/db';
import type { Mailer } from '@paperlight/mail';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthRequest } from '../auth-request';
import type { RateLimits } from '../rate-limits';
import type { ThrottleOptions } from '../throttle';
import type { TokenContext } from '../tokens';

/** Options of the sso session and device cookies. */
export interface CookieOptions {
  readonly path: '/';
  readonly httpOnly: true;
  readonly sameSite: 'lax';
  readonly secure: boolean;
}

/** A route's @fastify/rate-limit options. */
export interface RateLimitConfig {
  config: { rateLimit: { max: number; timeWindow: number } };
}

/** The helpers made by createRouteHelpers (helpers.ts). */
export interface RouteHelpers {
  /** Starts a server-side sso session and sets the cookie that refers to it. */
  startSsoSession: (reply: FastifyReply, user: User) => Promise<void>;
  /** After sign-in: records the time, then a code for the site, or the site's own login start. */
  completeSignIn: (reply: FastifyReply, user: User, request: AuthRequest) => Promise<FastifyReply>;
  /** Login CSRF guard: browsers send Origin on form posts; a foreign one is refused. */
  fromForeignOrigin: (request: FastifyRequest) => boolean;
  /** An unused, unexpired emailed token of `kind`, else null. */
  findEmailToken: (kind: EmailToken['kind'], token: string) => Promise<EmailToken | null>;
  /** Uses the token up; false when another request did first. */
  spendEmailToken: (row: EmailToken) => Promise<boolean>;
}

export interface SsoRouteDeps extends RouteHelpers {
  db: Database['db'];
  ctx: TokenContext;
  /** This server's public address, trimmed. */
  ssoUrl: string;
  /** The site's address, trimmed. */
  siteUrl: string;
  siteOrigin: string;
  now: () => Date;
  throttle: ThrottleOptions;
  limits: RateLimits;
  mailer: Mailer;
  /** Binds device cookies and logout tokens to this deployment. */
  deviceSecret: string;
  /** Verified against for unknown emails, so response time does not reveal who has an account. */
  dummyHash: string;
  cookieOptions: CookieOptions;
  /** The one client address every limit uses. */
  clientAddress: (request: FastifyRequest) => string;
  /** One entry of the security event log (decision 0110). */
  logEvent: (request: FastifyRequest, event: Omit<SecurityEventInput, 'at' | 'address'>) => Promise<void>;
  /** A route's per-address limit. */
  limit: (window: { max: number; windowMs: number }) => RateLimitConfig;
  /** The server's options read by the routes themselves (see SsoServerOptions). */
  options: { passwordMeterJs?: () => Promise<string | null>; embedOrigins?: string[] };
}
