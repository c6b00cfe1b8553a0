import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { constantRandom, createFakePdfLoader, sample, SIGN_UP_URL } from '../test/fixtures';
import { fastClock, frozenClock, withProviders } from '../test/stories';
import { ChatPaperScreen } from './ChatPaperScreen';

const pdfLoader = createFakePdfLoader({ pages: 3 });
const [first, second, third] = sample.questions as [
  (typeof sample.questions)[0],
  (typeof sample.questions)[0],
  (typeof sample.questions)[0],
];

const meta = {
  title: 'demo-chat-paper/ChatPaperScreen',
  component: ChatPaperScreen,
  parameters: { layout: 'fullscreen' },
  args: { sample, signUpUrl: SIGN_UP_URL, pdfLoader, random: constantRandom(0.5) },
  decorators: [withProviders(frozenClock)],
} satisfies Meta<typeof ChatPaperScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing asked yet: the General tab lists the demo questions. */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    await expect(within(canvas.getByRole('tabpanel')).getByRole('button', { name: first.question })).toBeInTheDocument();
    await expect(await canvas.findByRole('group', { name: 'Page 1 of 3' })).toBeInTheDocument();
  },
};

/** My Questions before any question: the hint to start. */
export const EmptyConversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Questions' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Select a question from the General tab to start the conversation');
  },
};

/** An answer half typed out, with its blinking cursor. */
export const Streaming: Story = {
  args: { initialState: { asked: [second.id], streaming: { id: second.id, shown: 40 } } },
  play: async ({ canvasElement }) => {
    const answer = within(canvasElement).getByTestId('answer-text');
    await expect(answer.textContent).toBe(second.result.slice(0, 40));
    await expect(within(canvasElement).getByTestId('assistant-message')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A finished answer; its quote is highlighted in the PDF. */
export const QuoteHighlighted: Story = {
  args: { initialState: { asked: [second.id], streaming: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Page 3 of 3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show quote 2 on page 3' }));
    const page = canvas.getByRole('group', { name: 'Page 3 of 3' });
    await expect(await within(page).findAllByTestId('pdf-highlight')).toHaveLength(2);
  },
};

/** Every demo question asked: General says so and points to My Questions. */
export const AllQuestionsUsed: Story = {
  args: { initialState: { asked: [first.id, second.id, third.id], streaming: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All demo questions used! Sign up for more.');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Check the "My Questions" tab to see your conversation history.');
  },
};

/**
 * Choosing a question streams its answer (clock sped up 100 times). The sped-up clock keeps the
 * suggestions turning, so this story has no picture in the visual review; the answered state's is
 * AllQuestionsUsed's.
 */
export const AskAQuestion: Story = {
  decorators: [withProviders(fastClock)],
  parameters: { visual: { disable: true } },
  args: { random: constantRandom(0.99) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('tabpanel')).getByRole('button', { name: third.question }));
    await expect(canvas.getByRole('tab', { name: 'My Questions', selected: true })).toBeInTheDocument();
    await expect(await canvas.findByText('The studies were very heterogeneous', { exact: false }, { timeout: 3_000 })).toBeInTheDocument();
  },
};

/** The locked composer and the model menu (three of four models locked). */
export const LockedControls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Ask a question about the paper' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'Please register to ask more questions');
    await userEvent.click(canvas.getByRole('button', { name: 'Model: Gemini 2.5 Flash (Preview)' }));
    await expect(canvas.getAllByRole('link', { name: /locked: sign up to use it/ })).toHaveLength(3);
  },
};

export const LoadingPdf: Story = {
  args: { pdfLoader: createFakePdfLoader({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading PDF...')).toBeInTheDocument();
  },
};

export const PdfNotAvailable: Story = {
  args: { sample: { ...sample, pdf: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PDF not available')).toBeInTheDocument();
  },
};
