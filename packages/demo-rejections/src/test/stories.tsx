import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import type { Decorator } from '@storybook/react';
import { answers, fakeClient, NOW, type SampleAnswer } from './fixtures';

export interface StoryLoaded {
  clock: FakeClock;
  client: ApiClient & { calls: string[] };
}

/** Parameters a story may set: how the sample endpoint answers. */
export interface StoryParameters {
  answer?: (sampleId: string) => SampleAnswer | Promise<SampleAnswer>;
}

/** A fresh fake clock at NOW and a client answering `parameters.answer` (default: the fixture report). */
export const withFakes = async ({ parameters }: { parameters: Record<string, unknown> }): Promise<StoryLoaded> => ({
  clock: createFakeClock(NOW),
  client: fakeClient((parameters as StoryParameters).answer ?? answers.ok()),
});

export const fakesDecorator: Decorator = (Story, { loaded }) => {
  const { clock, client } = loaded as StoryLoaded;
  return (
    <ApiClientProvider client={client}>
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    </ApiClientProvider>
  );
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Moves the story's fake clock, letting pending promises settle first. Not wrapped in act():
 * Storybook renders outside an act environment; plays wait for the result with waitFor.
 */
export async function advance(clock: FakeClock, ms: number): Promise<void> {
  await tick();
  clock.advance(ms);
  await tick();
}
