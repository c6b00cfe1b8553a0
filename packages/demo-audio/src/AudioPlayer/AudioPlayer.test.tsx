import { createFakeClock } from '@paperlight/ui-kit';
import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe, NOW, renderWithProviders } from '../test';
import { AudioPlayer, type AudioPlayerHandle, type AudioTrack } from './AudioPlayer';
import { createSimulatedAudio } from './media';

const tracks: AudioTrack[] = [
  { id: 'intro', title: 'Introduction', src: '/a/intro.m4a', duration: 30 },
  { id: 'methods', title: 'Methods', src: '/a/methods.m4a', duration: 25 },
  { id: 'results', title: 'Results', src: '/a/results.m4a', duration: 8 },
];
const durations = { '/a/intro.m4a': 30, '/a/methods.m4a': 25, '/a/results.m4a': 8 };

function setup(
  options: { mode?: 'fullPaper' | 'summary'; autoplayBlocked?: boolean | 'once'; requestPermission?: () => Promise<void> } = {},
) {
  const clock = createFakeClock(NOW);
  const media = createSimulatedAudio({ clock, durations, loadMs: 100, autoplayBlocked: options.autoplayBlocked });
  const onIndexChange = vi.fn();
  const logger = { warn: vi.fn() };
  const ref = createRef<AudioPlayerHandle>();
  const view = renderWithProviders(
    <AudioPlayer
      ref={ref}
      tracks={tracks}
      media={media}
      mode={options.mode}
      onIndexChange={onIndexChange}
      logger={logger}
      requestPermission={options.requestPermission ?? (() => Promise.reject(new Error('denied')))}
    />,
    { clock },
  );
  const advance = (ms: number) => act(() => clock.advance(ms));
  return { ...view, media, onIndexChange, logger, ref, advance };
}

const status = () => screen.getByTestId('player-status');

describe('AudioPlayer', () => {
  it('loads, then waits paused with the length shown', async () => {
    const { advance } = setup();
    expect(status()).toHaveTextContent('Loading Introduction');
    advance(100);
    expect(status()).toHaveTextContent('Paused: Introduction');
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0 seconds of 30 seconds');
  });

  it('plays, pauses and reports time', async () => {
    const { user, advance, media } = setup();
    advance(100);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(status()).toHaveTextContent('Playing Introduction');
    advance(5_000);
    expect(media.currentTime).toBe(5);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(status()).toHaveTextContent('Paused: Introduction');
    advance(5_000);
    expect(media.currentTime).toBe(5);
  });

  describe('given fewer than 10 seconds have played', () => {
    it('offers forward but not back', async () => {
      const { user, advance } = setup();
      advance(100);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      advance(9_000);
      expect(screen.getByRole('button', { name: 'Back 10 seconds' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('button', { name: 'Forward 10 seconds' })).not.toHaveAttribute('aria-disabled');
      advance(1_000);
      expect(screen.getByRole('button', { name: 'Back 10 seconds' })).not.toHaveAttribute('aria-disabled');
    });
  });

  describe('given fewer than 10 seconds remain', () => {
    it('disables forward, and a click on it does nothing', async () => {
      const { user, advance, media } = setup();
      advance(100);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      advance(10_000);
      await user.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
      expect(media.currentTime).toBe(20);
      advance(1_000);
      const forward = screen.getByRole('button', { name: 'Forward 10 seconds' });
      expect(forward).toHaveAttribute('aria-disabled', 'true');
      await user.click(forward);
      expect(media.currentTime).toBe(21);
      await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
      expect(media.currentTime).toBe(11);
    });
  });

  describe('given a full paper', () => {
    it('plays the next section when one ends, and ends after the last', async () => {
      const { user, advance, onIndexChange } = setup({ mode: 'fullPaper' });
      advance(100);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      advance(30_000);
      expect(onIndexChange).toHaveBeenLastCalledWith(1);
      advance(100);
      expect(status()).toHaveTextContent('Playing Methods');
      advance(25_000);
      advance(100);
      expect(status()).toHaveTextContent('Playing Results');
      advance(8_000);
      expect(status()).toHaveTextContent('Finished: Results');
      expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
    });
  });

  describe('given a summary', () => {
    it('stops at the end of the section', async () => {
      const { user, advance, onIndexChange } = setup({ mode: 'summary' });
      advance(100);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      advance(30_000);
      expect(status()).toHaveTextContent('Finished: Introduction');
      expect(onIndexChange).not.toHaveBeenCalled();
    });
  });

  describe('given the browser blocks autoplay', () => {
    it('asks for microphone permission and plays once granted', async () => {
      const requestPermission = vi.fn(() => Promise.resolve());
      const { ref, advance, logger } = setup({ autoplayBlocked: 'once', requestPermission });
      advance(100);
      await act(async () => ref.current?.play(1));
      advance(100);
      expect(requestPermission).toHaveBeenCalledOnce();
      expect(status()).toHaveTextContent('Playing Methods');
      expect(logger.warn).not.toHaveBeenCalled();
    });

    it('logs a warning when permission is refused, and stays paused', async () => {
      const { ref, advance, logger } = setup({ autoplayBlocked: true });
      advance(100);
      await act(async () => ref.current?.play());
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('Autoplay was blocked'));
      expect(status()).toHaveTextContent('Paused: Introduction');
    });
  });

  it('offers the six speeds and applies the chosen one', async () => {
    const { user, advance, media } = setup();
    advance(100);
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect([...speed.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2×', '1.5×', '1.25×', '1×', '0.5×', '0.25×']);
    await user.selectOptions(speed, '1.5');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    advance(2_000);
    expect(media.playbackRate).toBe(1.5);
    expect(media.currentTime).toBe(3);
  });

  it('mutes and sets the volume', async () => {
    const { user, media } = setup();
    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(media.muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', 'Muted');
    await user.click(mute);
    expect(media.muted).toBe(false);
  });

  it('is keyboard operable', async () => {
    const { user, advance } = setup();
    advance(100);
    screen.getByRole('button', { name: 'Play' }).focus();
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Playing Introduction');
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('Paused: Introduction');
  });

  it('has no axe violations', async () => {
    const { container, advance } = setup();
    advance(100);
    expect(await axe(container)).toHaveNoViolations();
  });
});
