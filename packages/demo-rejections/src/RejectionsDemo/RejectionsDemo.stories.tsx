import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answers, emptyChartsResult, makeResult, SIGN_UP_URL } from '../test/fixtures';
import { advance, fakesDecorator, withFakes, type StoryLoaded } from '../test/stories';
import { RejectionsDemo } from './RejectionsDemo';

const meta = {
  title: 'demo-rejections/RejectionsDemo',
  component: RejectionsDemo,
  parameters: { layout: 'fullscreen' },
  args: { sampleId: 'demo', signUpUrl: SIGN_UP_URL },
  loaders: [withFakes],
  decorators: [fakesDecorator],
} satisfies Meta<typeof RejectionsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the request to settle, then runs out the 10 s minimum wait. */
async function finishLoading(loaded: unknown) {
  const { clock, client } = loaded as StoryLoaded;
  await waitFor(() => expect(client.calls).toHaveLength(1));
  await advance(clock, 10_000);
}

const withResult = (result: ReturnType<typeof makeResult>) => ({ answer: answers.ok(result) });

export const Loading: Story = {
  parameters: { answer: answers.pending() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rejections Analyzer Report' })).toBeInTheDocument();
    await expect(canvas.getByTestId('report-skeleton')).toBeInTheDocument();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement, loaded }) => {
    await finishLoading(loaded);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Top Publishers' })).toBeInTheDocument());
    await expect(canvas.getByRole('table', { name: 'Rejected manuscripts' })).toBeInTheDocument();
    // SPEC §1: the demo ends with a call to sign up.
    await expect(canvas.getByRole('complementary', { name: 'See where your own rejected manuscripts go' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { answer: answers.failing(500) },
  play: async ({ canvasElement, loaded }) => {
    await finishLoading(loaded);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load rejection analyzer results.'));
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign up free (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  },
};

export const AllChartsEmpty: Story = {
  parameters: withResult(emptyChartsResult()),
  play: async ({ canvasElement, loaded }) => {
    await finishLoading(loaded);
    await waitFor(() => expect(within(canvasElement).getByText('No publisher data available')).toBeInTheDocument());
  },
};

const emptyOne = (patch: Partial<ReturnType<typeof makeResult>>, message: string): Story => ({
  parameters: withResult({ ...makeResult(), ...patch }),
  play: async ({ canvasElement, loaded }) => {
    await finishLoading(loaded);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(message)).toBeInTheDocument());
    // Only this chart is empty.
    await expect(canvas.getAllByText(/data available$/)).toHaveLength(1);
  },
});

export const NoPublisherData = emptyOne({ publishers: { data: [] } }, 'No publisher data available');
export const NoJournalData = emptyOne({ journals: { data: [] } }, 'No journal data available');
export const NoPublicationTimeData = emptyOne(
  { dateDifference: [{ count: 0 }, { count: 0 }, { count: 0 }, { count: 0 }] },
  'No publication time data available',
);
export const NoCitationData = emptyOne({ citationsRecieved: [] }, 'No citation data available');
export const NoApcRevenue = emptyOne(
  { apcAmount: [{ key: 'Corvallis University Press', aggregated_value: 0 }] },
  'No APC revenue data available',
);

export const NoManuscripts: Story = {
  parameters: withResult({ ...makeResult([]) }),
  play: async ({ canvasElement, loaded }) => {
    await finishLoading(loaded);
    await waitFor(() => expect(within(canvasElement).getByText('No Data')).toBeInTheDocument());
  },
};

export const JournalSearchLocked: Story = {
  play: async ({ canvasElement, loaded }) => {
    await finishLoading(loaded);
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox', { name: 'Select Published Journals' });
    await userEvent.type(input, 'cell');
    await advance((loaded as StoryLoaded).clock, 300);
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(0));
  },
};
