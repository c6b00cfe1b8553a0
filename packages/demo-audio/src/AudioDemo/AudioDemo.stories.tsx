import { ApiClientProvider } from '@paperlight/api-client/react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, waitFor, within, userEvent } from 'storybook/test';
import { sampleClient, type SampleServer } from '../test/client';
import { physicalScience, SIGN_UP_URL } from '../test/fixtures';
import { StoryHarness } from '../test/StoryHarness';
import { AudioDemo, type AudioDemoProps } from './AudioDemo';

type DemoStoryProps = AudioDemoProps & { server?: SampleServer };

function DemoStory({ server = 'samples', ...props }: DemoStoryProps) {
  return (
    <ApiClientProvider client={sampleClient(server)}>
      <StoryHarness>{({ media }) => <AudioDemo media={media} {...props} />}</StoryHarness>
    </ApiClientProvider>
  );
}

const meta = {
  title: 'demo-audio/AudioDemo',
  component: DemoStory,
  parameters: { layout: 'fullscreen' },
  args: { sampleId: 'medicine', signUpUrl: SIGN_UP_URL },
} satisfies Meta<typeof DemoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { server: 'pending' },
  play: async () => {
    await expect(screen.getByText('Loading audio sample')).toBeInTheDocument();
  },
};

/** The sample the page read on the server (`initialSample`): shown at once, with an api that never answers. */
export const ReadOnTheServer: Story = {
  args: { server: 'pending', sampleId: 'physical-science', initialSample: physicalScience },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 2, name: physicalScience.paperTitle! })).toBeInTheDocument();
    await expect(screen.queryByText('Loading audio sample')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { sampleId: 'unknown-sample' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Audio sample not found' })).toBeInTheDocument();
  },
};

/** Medicine: English full paper; no translated tab. */
export const EnglishFullPaper: Story = {
  play: async () => {
    await screen.findByRole('heading', { level: 2 });
    await expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Audio', 'Read Original']);
  },
};

/** Health Science: German summary with key takeaways. */
export const GermanSummary: Story = {
  args: { sampleId: 'health-science', options: { audioType: 'summary', language: 'de', voice: 'female' } },
  play: async () => {
    await screen.findByRole('heading', { level: 2 });
    await expect(screen.getByRole('tab', { name: 'Read in the translated language' })).toBeInTheDocument();
  },
};

/** Physical Science: Spanish, full paper and summary. */
export const SpanishBoth: Story = {
  args: { sampleId: 'physical-science', options: { audioType: 'both', language: 'es', voice: 'female' } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Full Paper' })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('button', { name: 'Summary' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyTakeaways: Story = {
  args: { sampleId: 'health-science' },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Read in the translated language' }));
    const panel = screen.getByRole('tabpanel');
    const list = within(panel).getAllByRole('list').at(-1);
    await expect(list?.tagName).toBe('OL');
  },
};

export const PlayingASection: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Play Methods/ }));
    await waitFor(() => expect(screen.getByTestId('player-status')).toHaveTextContent(/Loading Methods|Playing Methods/));
  },
};
