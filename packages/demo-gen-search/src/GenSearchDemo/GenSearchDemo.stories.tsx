import { ApiClientProvider } from '@paperlight/api-client/react';
import { CONTENT_TRUNCATED_MARKER } from '@paperlight/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Not '../test': its index pulls in vitest-axe, which cannot be bundled for the browser.
import { SIGN_UP_URL } from '../test/fixtures';
import { sampleApiClient } from '../test/sampleApiClient';
import { storySample } from '../test/storySample';
import { GenSearchDemo } from './GenSearchDemo';
import { buildAnswerModel } from './answerModel';
import { GenSearchView } from './GenSearchView';
import { STEP_MS, timelineAt, totalDurationMs } from './timeline';

const client = sampleApiClient({ 'global-conflicts': storySample });
const model = buildAnswerModel(storySample);
const limitedModel = buildAnswerModel({
  ...storySample,
  summary: storySample.summary.replace(
    '\n\nClimate change is the most debated factor.',
    ` ${CONTENT_TRUNCATED_MARKER}\n\nClimate change is the most debated factor.`,
  ),
});

/** The screen at `elapsed` ms after the sample arrived. */
const at = (elapsed: number, answer = model): ComponentProps<typeof GenSearchView> => ({
  model: answer,
  timeline: timelineAt(elapsed, answer.units),
  signUpUrl: SIGN_UP_URL,
});

const meta = {
  title: 'demo-gen-search/GenSearchDemo',
  component: GenSearchDemo,
  parameters: { layout: 'padded' },
  args: { sampleId: 'global-conflicts', signUpUrl: SIGN_UP_URL },
  decorators: [
    (Story) => (
      <ApiClientProvider client={client}>
        <Story />
      </ApiClientProvider>
    ),
  ],
} satisfies Meta<typeof GenSearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole demo on the real clock: steps every 5 s, then the answer types out. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storySample.question as string)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Follow-up question' })).toHaveAttribute('placeholder', 'Please wait...');
  },
};

export const Loading: Story = {
  decorators: [
    (Story) => (
      <ApiClientProvider client={sampleApiClient({}, { pending: true })}>
        <Story />
      </ApiClientProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the search')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { sampleId: 'no-such-sample' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  },
};

const stepStory = (step: number): Story => ({
  render: () => <GenSearchView {...at((step - 1) * STEP_MS + 1_000)} />,
  play: async ({ canvasElement }) => {
    const active = within(canvasElement).getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]');
    await expect(active).toHaveTextContent(String(step));
  },
});

export const Step1 = stepStory(1);
export const Step2 = stepStory(2);
export const Step3 = stepStory(3);

/** Step 4 as typing begins. */
export const Step4: Story = {
  render: () => <GenSearchView {...at(3 * STEP_MS + 150)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('answer')).toHaveTextContent(/^Most research finds that today/);
  },
};

/** Half-way through the answer: blinking cursor, 'Please wait...', eight skeleton rows. */
export const Streaming: Story = {
  render: () => <GenSearchView {...at(3 * STEP_MS + (model.units * 3) / 2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('typing-cursor')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Follow-up question' })).toBeDisabled();
    await expect(canvas.getByTestId('reference-skeletons').children).toHaveLength(9);
  },
};

export const Done: Story = {
  render: () => <GenSearchView {...at(totalDurationMs(model.units))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^\[Q \d\]/ })).toHaveLength(8);
    await expect(canvas.getByRole('textbox', { name: 'Follow-up question' })).toHaveAttribute('placeholder', 'Ask a follow-up question');
    await expect(canvas.getByRole('region', { name: 'Related questions' })).toBeInTheDocument();
    // SPEC §1: the demo ends with a call to sign up.
    await expect(canvas.getByRole('complementary', { name: 'Ask your own research question' })).toBeInTheDocument();
  },
};

/** A citation clicked: its reference opens and takes focus. */
export const CitationOpened: Story = {
  render: () => <GenSearchView {...at(totalDurationMs(model.units))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('link', { name: /Hsiang et al\., 2013/ })[0] as HTMLElement);
    const toggle = canvas.getByRole('button', { name: /Quantifying the Influence of Climate/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
  },
};

/** A guest-limited answer: the part after the marker is blurred behind 'Register to view complete content'. */
export const GuestLimited: Story = {
  render: () => <GenSearchView {...at(totalDurationMs(limitedModel.units), limitedModel)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Register to view complete content/ })).toHaveAttribute(
      'href',
      SIGN_UP_URL,
    );
  },
};
