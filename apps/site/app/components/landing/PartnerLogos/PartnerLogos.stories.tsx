import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { PartnerLogos } from './PartnerLogos';

const meta = {
  title: 'site/landing/PartnerLogos',
  component: PartnerLogos,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PartnerLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six partner marks, each named for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Trusted by publishers, societies and funders' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('Northfield University Press')).toBeInTheDocument();
  },
};
