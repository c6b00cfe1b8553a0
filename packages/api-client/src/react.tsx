import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from './client';
import type { SessionState } from './session';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  /** Made with `createApiClient`; create it once, outside render. */
  client: ApiClient;
  children: ReactNode;
}

/**
 * Makes the api client available to every package component below it.
 * @example
 * <ApiClientProvider client={client}><TrialBanner … /></ApiClientProvider>
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest `ApiClientProvider`; throws outside one. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an <ApiClientProvider>');
  return client;
}

/** The current session state, re-rendering when the client's session source changes. */
export function useSession(): SessionState {
  const { session } = useApiClient();
  // Wrapped so that sources whose methods rely on `this` keep working.
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getSnapshot = useCallback(() => session.get(), [session]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
