import { RENDER_ALL_ATTRIBUTE } from '#app/styles/offscreen.css.ts';

/** Height of the fixed header; sections land just below it (SPEC §9). */
export const SCROLL_OFFSET = -67;

/** Marks the site's fixed header, whose bottom edge a scripted scroll lands under. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

/**
 * Where the fixed header ends: 67 px (SPEC §9), plus the trial banner above it when one shows.
 * Measured, so a section never lands under the banner and the header.
 */
export function headerBottom(): number {
  const bottom = document.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`)?.getBoundingClientRect().bottom;
  return bottom !== undefined && bottom > 0 ? bottom : -SCROLL_OFFSET;
}

/** Fired on `window` before a programmatic scroll; the hero video must not expand while it passes. */
export const SKIP_VIDEO_EVENT = 'paperlight:scroll-to-section';

export interface ScrollToSectionDetail {
  id: string;
  skipVideo: boolean;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Lays out for real every section that skips rendering while far off screen (`offscreen`): until a
 * section has been seen its height is a guess, so a jump measured before this lands off target.
 */
export function renderEverything(): void {
  document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '');
}

/**
 * Smooth-scrolls so that the element with `id` sits right under the header (and the trial banner,
 * when it shows). Returns false when there is no such element.
 * @example scrollToSection('contact-us-section', { skipVideo: true })
 */
export function scrollToSection(id: string, { skipVideo = false }: { skipVideo?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  window.dispatchEvent(new CustomEvent<ScrollToSectionDetail>(SKIP_VIDEO_EVENT, { detail: { id, skipVideo } }));
  // Measure on real heights, so the target does not move while the smooth scroll runs.
  renderEverything();
  const top = target.getBoundingClientRect().top + window.scrollY - headerBottom();
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}
