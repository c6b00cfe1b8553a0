import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// Not '../test': its index pulls in vitest-axe, which cannot be bundled for the browser.
import { NOW, sampleData, sampleImages, SIGN_UP_URL } from '../test/fixtures';
import { sampleClient, type SampleAnswer } from '../test/sampleClient';
import { AltTextDemo } from './AltTextDemo';

const withClient =
  (answer?: (id: string) => SampleAnswer | Promise<SampleAnswer>, clock = createFakeClock(NOW)) =>
  (Story: ComponentType) => (
    <ApiClientProvider client={sampleClient(answer)}>
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    </ApiClientProvider>
  );

const meta = {
  title: 'demo-alt-text/AltTextDemo',
  component: AltTextDemo,
  parameters: { layout: 'fullscreen' },
  args: { sampleId: 'physical-science', signUpUrl: SIGN_UP_URL, copyText: fn(async () => {}) },
} satisfies Meta<typeof AltTextDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  decorators: [withClient(() => new Promise<SampleAnswer>(() => {}))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading alt text results');
  },
};

/** Three figures; the equation's 'Error…' image type is hidden. */
export const Loaded: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Alt Text Results' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: sampleImages[0]!.altText.academic.short })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Equation 2' }));
    await expect(canvas.queryByText(/^Error/)).toBeNull();
  },
};

/** The sample the page read on the server (`initialSample`): results at once, with an api that never answers. */
export const ReadOnTheServer: Story = {
  decorators: [withClient(() => new Promise<SampleAnswer>(() => {}))],
  args: { initialSample: sampleData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Alt Text Results' })).toBeInTheDocument();
    await expect(canvas.queryByRole('status', { name: /Loading/ })).toBeNull();
  },
};

const copiedClock = createFakeClock(NOW);
/** The 'Copied' notice, held for 2 s of the injected clock. */
export const Copied: Story = {
  decorators: [withClient(undefined, copiedClock)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const short = await canvas.findByRole('region', { name: 'Short alt text' });
    await userEvent.click(within(short).getByRole('button', { name: 'Copy short alt text' }));
    await expect(args.copyText).toHaveBeenCalledWith(sampleImages[0]!.altText.academic.short);
    await expect(within(short).getByRole('button', { name: 'Copied short alt text' })).toBeInTheDocument();
  },
};

export const SingleImage: Story = {
  args: { sampleId: 'anatomy' },
  decorators: [withClient(() => ({ status: 200, data: { fileName: 'heart-frontal-section.jpeg', images: [sampleImages[1]] } }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('heart-frontal-section.jpeg · 1 image · Academic style')).toBeInTheDocument();
  },
};

export const LoadingError: Story = {
  decorators: [withClient(() => ({ status: 500 }))],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Error Loading Results');
    await expect(alert).toHaveTextContent('Unable to load alt text results.');
    await expect(alert).toHaveTextContent('HTTP 500: Failed to fetch results');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

let failedOnce = false;
/** 'Try Again' after a failure fetches again and shows the results. */
export const ErrorThenRetry: Story = {
  decorators: [
    withClient(() => {
      if (!failedOnce) {
        failedOnce = true;
        return { status: 503 };
      }
      return { status: 200, data: sampleData };
    }),
  ],
  beforeEach: () => {
    failedOnce = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Alt Text Results' })).toBeInTheDocument());
  },
};

export const Empty: Story = {
  decorators: [withClient(() => ({ status: 200, data: { images: [] } }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No data available' })).toBeInTheDocument();
  },
};
