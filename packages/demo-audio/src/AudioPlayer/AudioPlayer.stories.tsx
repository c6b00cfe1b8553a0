import type { Meta, StoryObj } from '@storybook/react';
import { useRef } from 'react';
import { expect, fn, screen, waitFor, userEvent } from 'storybook/test';
import { medicine } from '../test/fixtures';
import { StoryHarness, type HarnessProps } from '../test/StoryHarness';
import { AudioPlayer, type AudioPlayerHandle, type AudioPlayerProps } from './AudioPlayer';

const tracks = medicine.original.fullPaper.sections.map((section, index) => ({
  id: `${section.section_key}-${index}`,
  title: section.section,
  src: section.audioUrl ?? null,
  duration: (section as { duration?: number }).duration,
}));

type PlayerStoryProps = AudioPlayerProps &
  Pick<HarnessProps, 'loadMs' | 'autoplayBlocked'> & {
    /** What happens after mount: `play` starts playback (optionally at a track), numbers move the clock (ms). */
    steps?: ({ play: number } | 'play' | 'pause' | number)[];
  };

function PlayerStory({ steps = [], loadMs, autoplayBlocked, ...props }: PlayerStoryProps) {
  const player = useRef<AudioPlayerHandle>(null);
  return (
    <StoryHarness
      loadMs={loadMs}
      autoplayBlocked={autoplayBlocked}
      setup={async ({ clock }) => {
        for (const step of steps) {
          if (step === 'play') player.current?.play();
          else if (step === 'pause') player.current?.pause();
          else if (typeof step === 'number') clock.advance(step);
          else player.current?.play(step.play);
          // Let React commit between steps, as it would between a user's actions.
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      }}
    >
      {({ media }) => (
        <div style={{ maxWidth: 720, margin: '0 auto', paddingTop: 24 }}>
          <AudioPlayer ref={player} media={media} {...props} />
        </div>
      )}
    </StoryHarness>
  );
}

const meta = {
  title: 'demo-audio/AudioPlayer',
  component: PlayerStory,
  args: {
    tracks,
    mode: 'fullPaper',
    onIndexChange: fn(),
    onStatusChange: fn(),
    logger: { warn: fn() },
    requestPermission: fn(() => Promise.reject(new Error('denied'))),
  },
} satisfies Meta<typeof PlayerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = () => screen.getByTestId('player-status');

export const Loading: Story = {
  args: { loadMs: Number.POSITIVE_INFINITY },
  play: async () => {
    await expect(status()).toHaveTextContent('Loading Introduction');
  },
};

export const Paused: Story = {
  args: { steps: [100] },
  play: async () => {
    await waitFor(() => expect(status()).toHaveTextContent('Paused: Introduction'));
    await expect(screen.getByRole('button', { name: 'Back 10 seconds' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('button', { name: 'Forward 10 seconds' })).not.toHaveAttribute('aria-disabled');
  },
};

export const Playing: Story = {
  args: { steps: [100, 'play', 12_000] },
  play: async () => {
    await waitFor(() => {
      expect(status()).toHaveTextContent('Playing Introduction');
      expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '12 seconds of 42 seconds');
    });
    await expect(screen.getByRole('button', { name: 'Back 10 seconds' })).not.toHaveAttribute('aria-disabled');
  },
};

export const PausedMidway: Story = {
  args: { steps: [100, 'play', 20_000, 'pause'] },
  play: async () => {
    // The player also reads 'Paused' before 'play' runs: wait for the pause at 20 s itself.
    await waitFor(() => {
      expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '20 seconds of 42 seconds');
      expect(status()).toHaveTextContent('Paused: Introduction');
    });
    await expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

export const JumpsDisabledNearTheEnd: Story = {
  args: { mode: 'summary', steps: [100, 'play', 35_000] },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Forward 10 seconds' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const NextSectionPlays: Story = {
  args: { steps: [100, 'play', 42_250, 100] },
  play: async ({ args }) => {
    await waitFor(() => expect(status()).toHaveTextContent('Playing Methods'));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
  },
};

export const Ended: Story = {
  args: { mode: 'summary', steps: [100, 'play', 42_250] },
  play: async () => {
    await waitFor(() => expect(status()).toHaveTextContent('Finished: Introduction'));
    await expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  },
};

export const AutoplayBlocked: Story = {
  args: { autoplayBlocked: true, steps: [100, { play: 2 }, 100] },
  play: async ({ args }) => {
    await waitFor(() => expect(args.logger?.warn).toHaveBeenCalledWith(expect.stringContaining('Autoplay was blocked')));
    await expect(args.requestPermission).toHaveBeenCalled();
    await expect(status()).toHaveTextContent('Paused: Results');
  },
};

export const SlowAndMuted: Story = {
  args: { steps: [100] },
  play: async () => {
    await waitFor(() => expect(status()).toHaveTextContent('Paused'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  },
};
