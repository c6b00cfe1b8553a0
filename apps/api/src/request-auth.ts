import type { FastifyRequest } from 'fastify';
import type { AccountGate, CheckedAccount } from './account-gate';
import { authenticate, authenticatedBefore, type AccessClaims, type createTokenVerifier } from './auth';
import { unauthorized } from './errors';

type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** A request header's first value. */
export const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export interface RequestAuth {
  /** Route-level hook: a verified caller whose session and account still hold, else 401. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** The caller `requireUser` admitted; 401 when there is none. */
  userOf(request: FastifyRequest): AccessClaims;
  /** The claims of a verified token once the account check passed (the token's own claims otherwise refused). */
  checkAccount(claims: AccessClaims): Promise<AccessClaims>;
  /** The caller of a request that may be anonymous: null without an authorization header. */
  identify(request: FastifyRequest): Promise<AccessClaims | null>;
}

/** How every route and socket knows its caller: the token verified, then the session and account checked (decision 0105). */
export function createRequestAuth(verifier: TokenVerifier, gate: AccountGate): RequestAuth {
  const admit = (request: FastifyRequest, checked: CheckedAccount) => {
    request.user = checked.claims;
    request.trialEndDate = checked.trialEndDate;
  };
  const checkRequest = async (request: FastifyRequest) => {
    admit(request, await gate.check(await authenticate(verifier, header(request, 'authorization'), header(request, 'x-device-id'))));
  };
  const admitted = Promise.resolve();
  const checkAccount = async (claims: AccessClaims) => (await gate.check(claims)).claims;
  return {
    requireUser(request) {
      // A token verified before and a decision kept in memory: no promise chain for the common case.
      const claims = authenticatedBefore(verifier, header(request, 'authorization'), header(request, 'x-device-id'));
      const kept = claims && gate.checkKept(claims);
      if (!kept) return checkRequest(request);
      admit(request, kept);
      return admitted;
    },
    userOf(request) {
      if (!request.user) throw unauthorized();
      return request.user;
    },
    checkAccount,
    identify: async (request) =>
      request.headers.authorization
        ? checkAccount(await authenticate(verifier, header(request, 'authorization'), header(request, 'x-device-id')))
        : null,
  };
}
