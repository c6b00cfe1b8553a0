import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Section } from '../Section/Section';
import type { SUITE_TABS } from './FullAiSuite';
import { FullAiSuite } from './FullAiSuite';
import { SEEDED_CATALOGUE } from '#app/test/catalogue.ts';

const meta = {
  title: 'site/landing/FullAiSuite',
  component: FullAiSuite,
  parameters: { layout: 'fullscreen' },
  args: { tools: SEEDED_CATALOGUE, onNotify: fn() },
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

/** Accessibility: Explore for available tools, 'Coming soon' and Notify Me for Math to Speech. */
export const Accessibility: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openTab(canvasElement, 'Accessibility');
    await expect(panel.getByRole('link', { name: 'Explore Alt Text' })).toHaveAttribute('href', '/tools/alt-text');
    await expect(panel.getByRole('link', { name: 'Math to Speech' })).toHaveAttribute('href', '/tools/math-to-speech');
    await expect(panel.getAllByText('Coming soon')).toHaveLength(1);
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
    // Coming soon in the catalogue: never sold as available.
    await expect(panel.queryByRole('link', { name: 'Explore Concept Extraction' })).not.toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Notify Me about Concept Extraction' })).toBeInTheDocument();
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
    await expect(panel.getByRole('button', { name: 'Notify Me about Plug & Play Widget' })).toBeInTheDocument();
  },
};

/** A hidden tool is nowhere; a tab without tools says so. */
export const HiddenTool: Story = {
  args: { tools: SEEDED_CATALOGUE.map((tool) => (tool.slug === 'ai-review' ? { ...tool, status: 'hidden' as const } : tool)) },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Peer Review');
    await expect(panel.queryByText('AI Review')).not.toBeInTheDocument();
    await expect(panel.getByRole('link', { name: 'Explore Image Duplication Checks' })).toBeInTheDocument();
  },
};

/** A tab without tools yet (the catalogue comes from the api). */
export const EmptyTab: Story = {
  args: { tools: SEEDED_CATALOGUE.filter((tool) => tool.category !== 'Journal Analytics') },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Journal Analytics');
    await expect(panel.getByText(/New tools for this suite are on their way/)).toBeInTheDocument();
  },
};
