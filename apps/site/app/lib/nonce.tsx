import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the current response. entry.server provides it; in the
 * browser it is empty because browsers hide nonce attributes from the DOM after parsing.
 */
export const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
