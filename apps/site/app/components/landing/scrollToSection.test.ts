import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDER_ALL_ATTRIBUTE } from '#app/styles/offscreen.css.ts';
import { SCROLL_OFFSET, SITE_HEADER_ATTRIBUTE, SKIP_VIDEO_EVENT, scrollToSection } from './scrollToSection';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('scrollToSection', () => {
  it('lays deferred sections out before measuring, then scrolls the target under the header', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const target = document.createElement('section');
    target.id = 'contact-us-section';
    document.body.append(target);
    // The position is read only once every section has its real height.
    let measuredWithEverythingLaidOut = false;
    target.getBoundingClientRect = () => {
      measuredWithEverythingLaidOut = document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE);
      return DOMRect.fromRect({ x: 0, y: 5000, width: 100, height: 100 });
    };
    const events: unknown[] = [];
    window.addEventListener(SKIP_VIDEO_EVENT, (event) => events.push((event as CustomEvent).detail), { once: true });

    expect(scrollToSection('contact-us-section', { skipVideo: true })).toBe(true);

    expect(measuredWithEverythingLaidOut).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 5000 + SCROLL_OFFSET, behavior: 'smooth' });
    expect(events).toEqual([{ id: 'contact-us-section', skipVideo: true }]);
  });

  it('lands under the trial banner too when one shows above the header', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const header = document.createElement('header');
    header.setAttribute(SITE_HEADER_ATTRIBUTE, '');
    // A 32 px banner, then the 67 px header.
    header.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 32, width: 100, height: 67 });
    const target = document.createElement('section');
    target.id = 'contact-us-section';
    target.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 5000, width: 100, height: 100 });
    document.body.append(header, target);
    scrollToSection('contact-us-section');
    expect(scrollTo).toHaveBeenCalledWith({ top: 5000 - 99, behavior: 'smooth' });
  });

  it('jumps without animation for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const target = document.createElement('section');
    target.id = 'tools-showcase';
    document.body.append(target);
    scrollToSection('tools-showcase');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('does nothing and says so when there is no such section', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(scrollToSection('no-such-section')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
  });
});
