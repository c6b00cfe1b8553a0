import { advanceRendered, ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { stubReducedMotion } from '../storyHelpers';
import { HERO_FILM_CREDIT, HERO_WORDS, WORD_INTERVAL_MS } from './heroVideo';
import { Hero } from './Hero';

// One clock per story module render: the play functions move it instead of waiting 2 s.
const clock = createFakeClock(0);

const meta = {
  title: 'site/landing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    videoUrl: '/media/hero.mp4',
    posterUrl: '/media/hero-poster.webp',
    posterSrcSet: '/media/hero-poster-640.webp 640w, /media/hero-poster.webp 1280w',
    captionsUrl: '/media/hero.vtt',
    credit: HERO_FILM_CREDIT,
  },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

const wordOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('hero-word');

/** The audience word rotates every 2 s; Get Started leads to /dashboard. */
export const Default: Story = {
  beforeEach: stubReducedMotion(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    const first = wordOf(canvasElement).textContent;
    await expect(HERO_WORDS).toContain(first);
    await advanceRendered(clock, WORD_INTERVAL_MS);
    await expect(wordOf(canvasElement).textContent).not.toBe(first);
    await expect(canvas.getByRole('button', { name: /Pause video|Play video/ })).toBeInTheDocument();
  },
};

/** prefers-reduced-motion: the word stays, the film does not autoplay and its poster stays. */
export const ReducedMotion: Story = {
  beforeEach: stubReducedMotion(true),
  play: async ({ canvasElement }) => {
    const first = wordOf(canvasElement).textContent;
    await advanceRendered(clock, WORD_INTERVAL_MS * 3);
    await expect(wordOf(canvasElement).textContent).toBe(first);
    await expect(within(canvasElement).getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId('hero-poster')).toHaveAttribute(
      'srcset',
      expect.stringContaining('hero-poster-640.webp 640w'),
    );
  },
};
