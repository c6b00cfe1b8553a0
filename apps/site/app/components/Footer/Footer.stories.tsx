import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { TOOL_LINKS } from '#app/content/tool-links.ts';
import { Footer } from './Footer';

const meta = {
  title: 'site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tool links, the seven compliance badges and the /accessibility link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badges = within(canvas.getByRole('region', { name: 'Compliance' })).getAllByRole('listitem');
    await expect(badges).toHaveLength(7);
    await expect(within(canvas.getByRole('navigation', { name: 'AI tools' })).getAllByRole('link')).toHaveLength(TOOL_LINKS.length);
    await expect(canvas.getByRole('link', { name: /Accessibility statement|Accessibility/ })).toHaveAttribute('href', '/accessibility');
  },
};
