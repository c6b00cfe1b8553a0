import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { navTools } from '#app/lib/catalogue.ts';
import { SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { Footer } from './Footer';

const tools = navTools(SEEDED_CATALOGUE);

const meta = {
  title: 'site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026, tools },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's tools, the seven compliance badges linked to /trust, the company links and the legal pages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badges = within(canvas.getByRole('region', { name: 'Compliance' })).getAllByRole('link');
    await expect(badges.filter((badge) => badge.getAttribute('href')?.startsWith('/trust#'))).toHaveLength(7);
    await expect(within(canvas.getByRole('navigation', { name: 'AI tools' })).getAllByRole('link')).toHaveLength(tools.length);
    await expect(canvas.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    await expect(canvas.getByRole('link', { name: 'About Paperlight' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    await expect(within(canvas.getByRole('navigation', { name: 'Legal' })).getAllByRole('link')).toHaveLength(4);
  },
};

/** The api is down and the catalogue never loaded: the footer still renders its company links. */
export const WithoutCatalogue: Story = {
  args: { tools: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('navigation', { name: 'AI tools' })).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Trust and security' })).toHaveAttribute('href', '/trust');
  },
};
