import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { SuitesForGrowth } from './SuitesForGrowth';

const BOOKING_URL = 'https://calendly.com/paperlight/demo';

const meta = {
  title: 'site/landing/SuitesForGrowth',
  component: SuitesForGrowth,
  parameters: { layout: 'fullscreen' },
  args: { bookingUrl: BOOKING_URL, tools: SEEDED_CATALOGUE },
  decorators: [
    (Story) => (
      <Section id="ai-suite-for-growth" title="AI Suites for Growth" tone="sunken">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof SuitesForGrowth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suites 1 to 4, each with Schedule a Demo opening the booking link in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Accessibility at Scale', 'Research Amplification']) {
      await expect(canvas.getByRole('heading', { level: 3, name: new RegExp(name) })).toBeInTheDocument();
    }
    const links = canvas.getAllByRole('link', { name: /^Schedule a Demo/ });
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', BOOKING_URL);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  },
};

/** Tools are named as the catalogue names them; one coming soon is marked so, never sold as available. */
export const ToolsFromTheCatalogue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suite2 = within(canvas.getByRole('heading', { level: 3, name: 'Rejections to Revenue' }).closest('article') as HTMLElement);
    await expect(suite2.getByRole('link', { name: 'Rejections Analyzer' })).toHaveAttribute('href', '/tools/rejections-analyzer');
    await expect(suite2.getByRole('link', { name: 'Correlation Tool' }).parentElement).toHaveTextContent('Correlation Tool (coming soon)');
    const suite4 = within(canvas.getByRole('heading', { level: 3, name: /New Journal/ }).closest('article') as HTMLElement);
    await expect(suite4.getByText(/LLM as Judge/).parentElement).toHaveTextContent('(coming soon)');
  },
};

/** A hidden or retired tool leaves its suite. */
export const HiddenTool: Story = {
  args: { tools: SEEDED_CATALOGUE.filter((tool) => tool.slug !== 'chat-with-paper') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Chat with Paper')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: 'Paper Remix' })).toBeInTheDocument();
  },
};
