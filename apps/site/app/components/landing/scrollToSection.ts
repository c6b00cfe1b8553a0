import { RENDER_ALL_ATTRIBUTE } from '#app/styles/offscreen.css.ts';

/** Height of the fixed header; sections land just below it (SPEC §9). */
export const SCROLL_OFFSET = -67;

/** Fired on `window` before a programmatic scroll; the hero video must not expand while it passes. */
export const SKIP_VIDEO_EVENT = 'paperlight:scroll-to-section';

export interface ScrollToSectionDetail {
  id: string;
  skipVideo: boolean;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Lays out for real every section that skips rendering while far off screen (`offscreen`): until a
 * section has been seen its height is a guess, so a jump measured before this lands off target.
 */
export function renderEverything(): void {
  document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '');
}

/**
 * Smooth-scrolls so that the element with `id` sits right under the header. Returns false when
 * there is no such element.
 * @example scrollToSection('contact-us-section', { skipVideo: true })
 */
export function scrollToSection(id: string, { skipVideo = false }: { skipVideo?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  window.dispatchEvent(new CustomEvent<ScrollToSectionDetail>(SKIP_VIDEO_EVENT, { detail: { id, skipVideo } }));
  // Measure on real heights, so the target does not move while the smooth scroll runs.
  renderEverything();
  const top = target.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}
