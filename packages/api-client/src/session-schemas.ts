import * as v from 'valibot';

/*
 * The session's schemas: what the browser needs to sign in, refresh and show the trial, kept apart
 * from the rest of the responses so that a page which only holds a session (the landing page's
 * header and trial banner) loads none of the others.
 */

/** The session user of SPEC §3, as the site hands it to the browser. */
export const SessionUserSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  accessToken: v.string(),
  refreshToken: v.string(),
  isGuest: v.boolean(),
  isAdmin: v.boolean(),
  isSales: v.boolean(),
  isToolAdmin: v.boolean(),
  deviceId: v.string(),
  isFreeTrailActive: v.nullable(v.boolean()),
  trialEndDate: v.nullable(v.string()),
});

/** `user` of the sso token responses (decision 0001). */
export const AuthUserSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  isAdmin: v.boolean(),
  isSales: v.boolean(),
  isToolAdmin: v.boolean(),
  isFreeTrailActive: v.nullable(v.boolean()),
  trialEndDate: v.nullable(v.string()),
});

/** `POST {ssoUrl}/api/guest-token`. */
export const GuestTokenResponseSchema = v.looseObject({ token: v.pipe(v.string(), v.minLength(1)) });

/** `POST {ssoUrl}/api/auth/refresh-token` (and the site's session refresh, which returns at least `access_token`). */
export const RefreshTokenResponseSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  refresh_token: v.optional(v.string()),
  expires_in: v.optional(v.number()),
  user: v.optional(AuthUserSchema),
});

/** `POST {ssoUrl}/api/auth/token`. */
export const TokenExchangeResponseSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  refresh_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.number(),
  user: AuthUserSchema,
});

/** Error bodies of api and sso: `{ message, statusCode }`. */
export const ErrorBodySchema = v.looseObject({ message: v.string(), statusCode: v.optional(v.number()) });

/** `GET /free-trial/time-left`: `data` is fractional days left (≥ 0), `null` without a trial. */
export const TimeLeftResponseSchema = v.looseObject({
  statusCode: v.number(),
  data: v.nullable(v.pipe(v.number(), v.minValue(0))),
});

export type SessionUserOutput = v.InferOutput<typeof SessionUserSchema>;
export type AuthUser = v.InferOutput<typeof AuthUserSchema>;
export type GuestTokenResponse = v.InferOutput<typeof GuestTokenResponseSchema>;
export type RefreshTokenResponse = v.InferOutput<typeof RefreshTokenResponseSchema>;
export type TokenExchangeResponse = v.InferOutput<typeof TokenExchangeResponseSchema>;
export type TimeLeftResponse = v.InferOutput<typeof TimeLeftResponseSchema>;
