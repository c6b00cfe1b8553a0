import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from '../axe';
import { SKIP_VIDEO_EVENT } from '../scrollToSection';
import { Hero, POSTER_SIZES } from './Hero';
import { HERO_FILM_CREDIT, HERO_WORDS, WORD_INTERVAL_MS } from './heroVideo';

function mockMatchMedia(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderHero() {
  const clock = createFakeClock(0);
  const result = render(
    <ClockProvider clock={clock}>
      <Hero videoUrl="/media/hero.mp4" posterUrl="/media/hero-poster.webp" />
    </ClockProvider>,
  );
  const frame = result.container.querySelector('[data-expanded]') as HTMLElement;
  return { ...result, clock, frame };
}

function placeFrame(frame: HTMLElement, top: number) {
  frame.getBoundingClientRect = () => ({
    top,
    height: 400,
    bottom: top + 400,
    left: 0,
    right: 800,
    width: 800,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  scrollTo(0);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Hero', () => {
  it('renders on the server with a responsive poster and the full sentence for screen readers', () => {
    const html = renderToStaticMarkup(
      <Hero
        videoUrl="/media/hero.mp4"
        posterUrl="/media/hero-poster.webp"
        posterSrcSet="/media/hero-poster-640.webp 640w, /media/hero-poster.webp 1280w"
      />,
    );
    expect(html).toContain('src="/media/hero-poster.webp"');
    expect(html).toContain('srcSet="/media/hero-poster-640.webp 640w, /media/hero-poster.webp 1280w"');
    expect(html).toContain(`sizes="${POSTER_SIZES}"`);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('built for Government Agencies, Corporates, Funders, Publishers and Healthcare');
  });

  it('shows the poster until the film shows its first frame, then leaves pausing to show that frame', () => {
    mockMatchMedia(true);
    renderHero();
    const poster = screen.getByTestId('hero-poster');
    expect(poster).toHaveAttribute('alt', '');
    const video = document.querySelector('video');
    if (!video) throw new Error('no video');
    fireEvent.play(video);
    // Playback was asked for but no frame is on screen yet: the poster stays.
    expect(screen.getByTestId('hero-poster')).toBeInTheDocument();
    fireEvent.playing(video);
    expect(screen.queryByTestId('hero-poster')).not.toBeInTheDocument();
    fireEvent.pause(video);
    expect(screen.queryByTestId('hero-poster')).not.toBeInTheDocument();
  });

  it('lays out every audience word in the word’s box, so the heading keeps the size of the widest (issue 38)', () => {
    mockMatchMedia(false);
    const { clock } = renderHero();
    const box = screen.getByTestId('hero-word').parentElement;
    if (!box) throw new Error('no word box');
    const laidOut = () => [...box.children].map((child) => child.textContent);
    const before = laidOut();
    expect(before).toEqual([...HERO_WORDS, 'Government Agencies']);
    act(() => clock.advance(WORD_INTERVAL_MS));
    expect(screen.getByTestId('hero-word')).toHaveTextContent('Corporates');
    // Only the visible word changed; the words that size the box stay as they were.
    expect(laidOut().slice(0, -1)).toEqual(before.slice(0, -1));
  });

  it('has no axe violations and links Get Started to /dashboard', async () => {
    mockMatchMedia(false);
    const { container } = renderHero();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      /built for Government Agencies, Corporates, Funders, Publishers and Healthcare/,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('given motion is allowed', () => {
    it('rotates the audience word every 2 seconds and wraps around', () => {
      mockMatchMedia(false);
      const { clock } = renderHero();
      const word = screen.getByTestId('hero-word');
      expect(word).toHaveTextContent('Government Agencies');
      act(() => clock.advance(1999));
      expect(word).toHaveTextContent('Government Agencies');
      act(() => clock.advance(1));
      expect(word).toHaveTextContent('Corporates');
      act(() => clock.advance(6000));
      expect(word).toHaveTextContent('Healthcare');
      act(() => clock.advance(2000));
      expect(word).toHaveTextContent('Government Agencies');
    });

    it('starts the muted film after hydration', () => {
      mockMatchMedia(false);
      renderHero();
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    });
  });

  describe('given prefers-reduced-motion', () => {
    it('neither rotates the word nor autoplays the film', () => {
      mockMatchMedia(true);
      const { clock } = renderHero();
      act(() => clock.advance(10_000));
      expect(screen.getByTestId('hero-word')).toHaveTextContent('Government Agencies');
      expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    });
  });

  describe('the film', () => {
    it('hides its controls after 3 s idle and shows them again on pointer movement', () => {
      mockMatchMedia(false);
      const { clock, frame } = renderHero();
      const controls = screen.getByRole('button', { name: 'Expand video' }).parentElement as HTMLElement;
      expect(controls).toHaveAttribute('data-visible', 'true');
      act(() => clock.advance(2999));
      expect(controls).toHaveAttribute('data-visible', 'true');
      act(() => clock.advance(1));
      expect(controls).toHaveAttribute('data-visible', 'false');
      fireEvent.pointerMove(frame);
      expect(controls).toHaveAttribute('data-visible', 'true');
    });

    it('expands when centred after scrolling down, once the scroll settles, and collapses when scrolled away', () => {
      mockMatchMedia(false);
      const { clock, frame } = renderHero();
      placeFrame(frame, 200);
      act(() => scrollTo(400));
      act(() => clock.advance(149));
      expect(frame).toHaveAttribute('data-expanded', 'false');
      act(() => clock.advance(1));
      expect(frame).toHaveAttribute('data-expanded', 'true');
      placeFrame(frame, -500);
      act(() => scrollTo(1200));
      act(() => clock.advance(150));
      expect(frame).toHaveAttribute('data-expanded', 'false');
    });

    it('does not expand during a programmatic scroll that carries skipVideo', () => {
      mockMatchMedia(false);
      const { clock, frame } = renderHero();
      placeFrame(frame, 200);
      act(() => {
        window.dispatchEvent(new CustomEvent(SKIP_VIDEO_EVENT, { detail: { id: 'contact-us-section', skipVideo: true } }));
        scrollTo(400);
      });
      act(() => clock.advance(150));
      expect(frame).toHaveAttribute('data-expanded', 'false');
    });

    it('toggles with the expand button', () => {
      mockMatchMedia(true);
      const { frame } = renderHero();
      fireEvent.click(screen.getByRole('button', { name: 'Expand video' }));
      expect(frame).toHaveAttribute('data-expanded', 'true');
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Collapse video' }));
      expect(frame).toHaveAttribute('data-expanded', 'false');
    });
  });
});

describe('the film of the real product', () => {
  it('carries captions that say what it shows, and credits the paper it shows under it', () => {
    const { container } = render(
      <ClockProvider clock={createFakeClock(0)}>
        <Hero videoUrl="/media/hero.mp4" posterUrl="/media/hero-poster.webp" captionsUrl="/media/hero.vtt" credit={HERO_FILM_CREDIT} />
      </ClockProvider>,
    );
    const track = container.querySelector('video track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/hero.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(screen.getByText(HERO_FILM_CREDIT)).toBeInTheDocument();
    expect(HERO_FILM_CREDIT).toMatch(/Brooks, Bendavid & Miller.*Lancet Global Health 2019.*10\.1016\/S2214-109X\(19\)30267-0.*CC BY 4\.0/);
  });

  it('has no track and no credit when it is given none', () => {
    const { container } = renderHero();
    expect(container.querySelector('video track')).toBeNull();
    expect(container.querySelector('p')?.textContent ?? '').not.toMatch(/CC BY/);
  });
});
