import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { createSimulatedAudio, type AudioMedia, type SimulatedAudioOptions } from '../AudioPlayer/media';
import { DURATIONS } from './fixtures';

/** 2026-01-01T00:00:00Z */
const START = Date.parse('2026-01-01T00:00:00.000Z');

export interface HarnessProps {
  /** Time until a file has loaded in the simulated audio; `Infinity` keeps it loading. */
  loadMs?: number;
  autoplayBlocked?: SimulatedAudioOptions['autoplayBlocked'];
  durations?: Readonly<Record<string, number>>;
  /** Runs once after mount with the clock and media: start playback, move time on. */
  setup?: (tools: { clock: FakeClock; media: AudioMedia }) => void | Promise<void>;
  children: (tools: { clock: FakeClock; media: AudioMedia }) => ReactNode;
}

/**
 * Stories' audio: a fake clock (the injectable clock of ui-kit) driving simulated media, so each
 * state of the player renders exactly and the same way in Storybook and in the story tests.
 */
export function StoryHarness({ loadMs = 100, autoplayBlocked, durations = DURATIONS, setup, children }: HarnessProps) {
  const [tools] = useState(() => {
    const clock = createFakeClock(START);
    return { clock, media: createSimulatedAudio({ clock, durations, loadMs, autoplayBlocked }) };
  });
  useEffect(() => {
    void setup?.(tools);
    // Once per mount: the setup describes the story's starting state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ClockProvider clock={tools.clock}>{children(tools)}</ClockProvider>;
}
