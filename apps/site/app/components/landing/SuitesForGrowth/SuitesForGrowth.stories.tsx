import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { SuitesForGrowth } from './SuitesForGrowth';

const BOOKING_URL = 'https://calendly.com/paperlight/demo';

const meta = {
  title: 'site/landing/SuitesForGrowth',
  component: SuitesForGrowth,
  parameters: { layout: 'fullscreen' },
  args: { bookingUrl: BOOKING_URL },
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
