import '@xyflow/react/dist/style.css';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { NOW } from '../test/fixtures';
import { sampleClient, type SampleAnswer } from '../test/sampleClient';
import { PaperRemixSampleDemo } from './PaperRemixSampleDemo';

const withClient = (answer?: (id: string) => SampleAnswer | Promise<SampleAnswer>) => (Story: ComponentType) => (
  <ApiClientProvider client={sampleClient(answer)}>
    <ClockProvider clock={createFakeClock(NOW)}>
      <Story />
    </ClockProvider>
  </ApiClientProvider>
);

const meta = {
  title: 'paper-remix-canvas/PaperRemixSampleDemo',
  component: PaperRemixSampleDemo,
  parameters: { layout: 'fullscreen' },
  args: { sampleId: 'retail-kiosk', signUpUrl: 'https://sso.example.test/signup' },
} satisfies Meta<typeof PaperRemixSampleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guest sample on a large screen: every step completed (the output too), every change locked, the palette read-only, and the closing call to sign up. */
export const Sample: Story = {
  args: { layout: 'canvas' },
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Paper Remix Results' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Presentation Soon (coming soon)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Podcast (not available)' })).toBeDisabled();
    await expect(canvas.getByRole('complementary', { name: 'Turn your own paper into a video' })).toBeInTheDocument();
  },
};

export const SampleList: Story = {
  args: { layout: 'list' },
  decorators: [withClient()],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try your file' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  decorators: [withClient(() => new Promise<SampleAnswer>(() => {}))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sample…');
  },
};

export const NotFound: Story = {
  args: { sampleId: 'missing' },
  decorators: [withClient(() => ({ status: 404 }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sample not found' })).toBeInTheDocument();
  },
};
