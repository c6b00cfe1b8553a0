import { useCallback, useRef } from 'react';

/**
 * A ref for a dialog's scrolling body: while its content overflows, the body takes a place in the tab
 * order, so a keyboard user can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). A body
 * that fits takes none, so the tab order stays the dialog's controls. Rechecked when the body or its
 * content changes size.
 */
export function useScrollFocus<T extends HTMLElement>() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      if (element.scrollHeight > element.clientHeight + 1) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    observer.current = new ResizeObserver(update);
    observer.current.observe(element);
    for (const child of Array.from(element.children)) observer.current.observe(child);
    update();
  }, []);
}
