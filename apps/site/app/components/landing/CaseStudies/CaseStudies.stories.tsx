import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { CaseStudies } from './CaseStudies';

const meta = {
  title: 'site/landing/CaseStudies',
  component: CaseStudies,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Section id="case-studies" title="Case studies" intro="What partners changed with Paperlight." tone="sunken">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof CaseStudies>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: '12,400 figures' })).toBeInTheDocument();
  },
};
