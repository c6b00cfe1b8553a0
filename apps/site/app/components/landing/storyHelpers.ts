/**
 * A story `beforeEach` that answers `prefers-reduced-motion` as the story needs, whatever the viewer's
 * system says, and restores the real `matchMedia` afterwards.
 */
export function stubReducedMotion(reduce: boolean): () => () => void {
  return () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  };
}
