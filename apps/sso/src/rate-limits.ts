/**
 * The per-address rate limits (@fastify/rate-limit), in their own module so the route modules read
 * them without importing server.ts.
 */

/** Requests one client address may make per window (fixed windows, shared through Redis when set). */
export interface RateLimits {
  /** @default 60 a minute */
  guestToken: { max: number; windowMs: number };
  /** @default 10 in 10 minutes */
  signup: { max: number; windowMs: number };
  /** @default 60 a minute (sign-in attempts are also slowed per account, see ThrottleOptions) */
  login: { max: number; windowMs: number };
  /** @default 5 in 10 minutes per address; at most 3 reset mails an hour per account */
  reset: { max: number; windowMs: number; mailsPerAccountPerHour: number };
}

export const defaultRateLimits: RateLimits = {
  guestToken: { max: 60, windowMs: 60_000 },
  signup: { max: 10, windowMs: 10 * 60_000 },
  login: { max: 60, windowMs: 60_000 },
  reset: { max: 5, windowMs: 10 * 60_000, mailsPerAccountPerHour: 3 },
};
