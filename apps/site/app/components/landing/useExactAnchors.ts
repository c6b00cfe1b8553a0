import { useLocation } from '@remix-run/react';
import { useEffect, useLayoutEffect } from 'react';
import { renderEverything } from './scrollToSection';

// Layout effects do not run on the server, and React warns when they are declared there.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps jumps to the page's anchors exact while far sections skip rendering (decision 0017): a
 * URL that arrives with #section (Remix scrolls to it after this layout effect), and any click on a
 * link with a fragment, which is caught before the browser or Remix scrolls.
 */
export function useExactAnchors(): void {
  const { hash } = useLocation();
  useBrowserLayoutEffect(() => {
    if (hash) renderEverything();
  }, [hash]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]')) renderEverything();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
