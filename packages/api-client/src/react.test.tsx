import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiClientProvider, useApiClient, useSession } from './react';
import { createSessionStore } from './session';
import { fakeFetch, json, makeUser } from './test/utils';

function SessionStatus() {
  const state = useSession();
  return <p>{state.status === 'authenticated' ? `Signed in as ${state.session.name}` : state.status}</p>;
}

function makeClient(fetch = fakeFetch().fetch) {
  const session = createSessionStore({ status: 'loading' });
  const client = createApiClient({ apiUrl: 'http://api.test', ssoUrl: 'http://sso.test', session, fetch });
  return { client, session };
}

describe('ApiClientProvider', () => {
  it('gives components the client', () => {
    const { client } = makeClient();
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>,
    });
    expect(result.current).toBe(client);
  });

  it('refuses useApiClient outside a provider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow('useApiClient must be used inside an <ApiClientProvider>');
  });

  describe('given a session that changes', () => {
    it('re-renders useSession subscribers', () => {
      const { client, session } = makeClient();
      render(
        <ApiClientProvider client={client}>
          <SessionStatus />
        </ApiClientProvider>,
      );
      expect(screen.getByText('loading').textContent).toBeTruthy();
      act(() => session.set({ status: 'authenticated', session: makeUser({ name: 'Grace' }) }));
      expect(screen.getByText('Signed in as Grace').textContent).toBeTruthy();
      act(() => session.set({ status: 'unauthenticated' }));
      expect(screen.getByText('unauthenticated').textContent).toBeTruthy();
    });
  });

  describe('given a 401 answered by a refresh', () => {
    it('shows the refreshed session to subscribers', async () => {
      const { fetch } = fakeFetch(json({}, 401), json({ statusCode: 200, data: 3.5 }));
      const session = createSessionStore({ status: 'authenticated', session: makeUser() });
      const client = createApiClient({
        apiUrl: 'http://api.test',
        ssoUrl: 'http://sso.test',
        session,
        fetch,
        refreshAccessToken: async () => 'token-2',
      });
      function Token() {
        const state = useSession();
        return <p>{state.status === 'authenticated' ? state.session.accessToken : '-'}</p>;
      }
      render(
        <ApiClientProvider client={client}>
          <Token />
        </ApiClientProvider>,
      );
      expect(screen.getByText('token-1').textContent).toBeTruthy();
      await act(async () => {
        await expect(client.getTrialDaysLeft()).resolves.toBe(3);
      });
      expect(screen.getByText('token-2').textContent).toBeTruthy();
    });
  });

  it('renders on the server', () => {
    const { client, session } = makeClient();
    session.set({ status: 'authenticated', session: makeUser({ name: 'Ada' }) });
    const html = renderToStaticMarkup(
      <ApiClientProvider client={client}>
        <SessionStatus />
      </ApiClientProvider>,
    );
    expect(html).toBe('<p>Signed in as Ada</p>');
  });
});
