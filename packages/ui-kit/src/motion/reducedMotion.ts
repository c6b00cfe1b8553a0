/**
 * Whether the person asked their system for less motion. Read when a motion would start (a count,
 * a rotation), not subscribed to: a preference changed mid-motion applies to the next one. False on
 * the server and where matchMedia is missing.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
