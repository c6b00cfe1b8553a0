import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around server-rendered content that never suspends. React 18 hydrates each
 * boundary in a pass of its own after the rest of the page, so a long page is hydrated, and its
 * effects committed, in slices between which the browser can paint and answer input, instead of in
 * one long task (decision 0017). Clicks on a slice not hydrated yet are replayed once it is.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
