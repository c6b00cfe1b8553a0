import { createApiClient, createSessionStore } from '@paperlight/api-client';

/**
 * An api client for stories that need one only through defaults: it never touches the network.
 * `GET /free-trial/time-left` answers 5 days; anything else is a 404. Stories that show a
 * particular answer inject their own loader instead.
 */
export const storybookApiClient = createApiClient({
  apiUrl: 'https://api.storybook.invalid',
  ssoUrl: 'https://sso.storybook.invalid',
  session: createSessionStore({ status: 'unauthenticated' }),
  fetch: async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname === '/free-trial/time-left') return Response.json({ statusCode: 200, data: 5 });
    return Response.json({ message: 'Not Found', statusCode: 404 }, { status: 404 });
  },
});
