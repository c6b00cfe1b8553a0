import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { SEEDED_SHOWCASE } from '#app/test/catalogue.ts';
import { ToolsShowcase } from './ToolsShowcase';

const meta = {
  title: 'site/landing/ToolsShowcase',
  component: ToolsShowcase,
  parameters: { layout: 'fullscreen' },
  args: { onGenerate: fn(), tools: SEEDED_SHOWCASE },
  decorators: [
    (Story) => (
      <Section id="tools-showcase" title="AI Tools in Action" tone="sunken">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof ToolsShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

const generate = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Generate Now' });

/** No sample chosen: Generate Now looks disabled, stays focusable and does nothing. */
export const NoSampleChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Alt Text' })).toHaveAttribute('aria-pressed', 'true');
    await expect(generate(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(generate(canvasElement)).toHaveAccessibleDescription('Pick a sample above to enable Generate Now.');
    await userEvent.click(generate(canvasElement));
    await expect(args.onGenerate).not.toHaveBeenCalled();
  },
};

/** A sample chosen: Generate Now hands the tool and sample to the demo overlay. */
export const SampleChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Anatomy/ }));
    await expect(canvas.getByRole('button', { name: /Anatomy/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(generate(canvasElement)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(generate(canvasElement));
    await expect(args.onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({ tool: expect.objectContaining({ id: 'alt-text' }), sample: expect.objectContaining({ id: 'anatomy' }) }),
    );
  },
};

/** Gen AI Search offers its four sample questions as tiles. */
export const SampleQuestions: Story = {
  args: { defaultToolId: 'gen-ai-search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a sample question')).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Choose a sample question' })).getAllByRole('button')).toHaveLength(4);
  },
};

/** Multi-lingual Audio asks for its audio options before the overlay: the request says so. */
export const AudioNeedsOptions: Story = {
  args: { defaultToolId: 'multi-lingual-audio' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Health Science/ }));
    await userEvent.click(generate(canvasElement));
    await expect(args.onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({ tool: expect.objectContaining({ needsAudioOptions: true }) }),
    );
  },
};

/** From a tool page's 'Try the live demo': the tool and a sample are chosen, Generate Now is ready. */
export const DeepLinked: Story = {
  args: { defaultToolId: 'chat-with-paper', defaultSampleId: 'humanities' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Chat with Paper' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /Humanities/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(generate(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

/** The catalogue features no tool with a demo (or the api is down): the section says so. */
export const NoDemos: Story = {
  args: { tools: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The live demos are unavailable right now.');
  },
};
