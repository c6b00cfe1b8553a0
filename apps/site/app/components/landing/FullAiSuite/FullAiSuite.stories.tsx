import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Section } from '../Section/Section';
import type { SUITE_TABS } from './FullAiSuite';
import { FullAiSuite } from './FullAiSuite';
import { SAMPLE_SUITE_TOOLS } from './sampleTools';

const meta = {
  title: 'site/landing/FullAiSuite',
  component: FullAiSuite,
  parameters: { layout: 'fullscreen' },
  args: { tools: SAMPLE_SUITE_TOOLS, onNotify: fn() },
  decorators: [
    (Story) => (
      <Section id="full-ai-suite" title="Full AI Suite">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof FullAiSuite>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTab = async (canvasElement: HTMLElement, name: (typeof SUITE_TABS)[number]) => {
  const tab = within(canvasElement).getByRole('tab', { name });
  await userEvent.click(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return within(within(canvasElement).getByRole('tabpanel'));
};

/** Accessibility: Explore for tools with a page, Notify Me for Math to Speech. */
export const Accessibility: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openTab(canvasElement, 'Accessibility');
    await expect(panel.getByRole('link', { name: 'Explore Alt Text' })).toHaveAttribute('href', '/tools/alt-text');
    await userEvent.click(panel.getByRole('button', { name: 'Notify Me about Math to Speech' }));
    await expect(args.onNotify).toHaveBeenCalledWith(expect.objectContaining({ slug: 'math-to-speech' }));
  },
};

export const PeerReview: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Peer Review');
    await expect(panel.getByRole('link', { name: 'Explore AI Review' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Notify Me about Reviewer Finder' })).toBeInTheDocument();
  },
};

export const DocumentAnalytics: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Document Analytics');
    await expect(panel.getByRole('link', { name: 'Explore Chat with Paper' })).toBeInTheDocument();
  },
};

export const JournalAnalytics: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Journal Analytics');
    await expect(panel.getByRole('link', { name: 'Explore Rejections Analyzer' })).toBeInTheDocument();
  },
};

export const PlugAndPlay: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Plug & Play');
    await expect(panel.getByRole('link', { name: 'Explore Plug & Play Widget' })).toBeInTheDocument();
  },
};

/** A tab without tools yet (the catalogue comes from the api). */
export const EmptyTab: Story = {
  args: { tools: SAMPLE_SUITE_TOOLS.filter((tool) => tool.suiteTab !== 'Journal Analytics') },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Journal Analytics');
    await expect(panel.getByText(/New tools for this suite are on their way/)).toBeInTheDocument();
  },
};
