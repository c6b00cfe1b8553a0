import { getInternalSecret } from '../secrets.server.ts';

/** Written by server.mjs from the socket (TRUST_PROXY hops), after deleting whatever the client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-paperlight-client-address';
export const INTERNAL_KEY_HEADER = 'x-paperlight-internal-key';

/**
 * The visitor's real address, or null when the site runs without server.mjs (the Vite dev server),
 * where the header could have come from the client itself.
 */
export function clientAddressOf(request: Request): string | null {
  if (process.env.PAPERLIGHT_SITE_SERVER !== '1') return null;
  return request.headers.get(CLIENT_ADDRESS_HEADER) || null;
}

/**
 * Headers that hand the visitor's address to the sso or the api, so every limit keys on the same
 * real address (decision 0032). Empty when the address is unknown.
 */
export function forwardClientAddress(address: string | null | undefined): Record<string, string> {
  if (!address) return {};
  return { [CLIENT_ADDRESS_HEADER]: address, [INTERNAL_KEY_HEADER]: getInternalSecret() };
}
