import { useRouteLoaderData } from '@remix-run/react';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import { tryPath } from '#app/lib/try-your-file.ts';
import type { loader as rootLoader } from '#app/root.tsx';

/** Where a demo's 'Try your file' leads this visitor: sign-up for a guest, /try/{demo} once signed in (decision 0138). */
export function tryUrlFor(session: { isGuest: boolean } | null | undefined, demo: string | undefined): string {
  return session && !session.isGuest && demo ? tryPath(demo) : SIGN_UP_PATH;
}

export function useTryUrl(demo: string | undefined): string {
  return tryUrlFor(useRouteLoaderData<typeof rootLoader>('root')?.session, demo);
}
