import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueTool, NEW_TOOL } from '#app/test/catalogue.ts';
import { ToolPage } from './ToolPage';
import { visualFor } from './toolVisuals';

const BOOKING_URL = 'https://calendly.com/paperlight/demo';

const pageOf = (tool: ReturnType<typeof catalogueTool>, liveDemoHref: string | null = null) => ({
  tool,
  related: tool.related.map((slug) => catalogueTool(slug)),
  visual: visualFor(tool),
  liveDemoHref,
  bookingUrl: BOOKING_URL,
});

const meta = {
  title: 'site/ToolPage',
  component: ToolPage,
  parameters: { layout: 'fullscreen' },
  args: pageOf(catalogueTool('paper-remix'), '/?tool=paper-remix&sample=retail-kiosk#tools-showcase'),
} satisfies Meta<typeof ToolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Available with a product here and a guest demo: Try (sign-up, then the dashboard) and Try the live demo. */
export const WithProductAndDemo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Try Paper Remix' })).toHaveAttribute('href', '/auth/signup?returnTo=%2Fdashboard');
    await expect(canvas.getByRole('link', { name: 'Try the live demo' })).toBeInTheDocument();
  },
};

/** Available, with a guest demo but no product here yet: Book a demo and the live demo. */
export const WithDemoNoProduct: Story = {
  args: pageOf(catalogueTool('alt-text'), '/?tool=alt-text&sample=anatomy#tools-showcase'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Book a demo of Alt Text/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: /^Try Alt Text/ })).not.toBeInTheDocument();
  },
};

/** Available without a demo: Book a demo, and a drawing of what it does. */
export const Available: Story = {
  args: pageOf(catalogueTool('image-duplication-checks')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Two figure panels/ })).toBeInTheDocument();
  },
};

/** Coming soon: Notify Me and the 'Coming soon' mark. */
export const ComingSoon: Story = {
  args: pageOf(catalogueTool('llm-as-judge')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Notify Me about LLM as Judge' })).toBeInTheDocument();
    await expect(canvas.getByText('Coming soon')).toBeInTheDocument();
  },
};

/** A tool just added in Tools Administration: its card makes the page, with its category's drawing. */
export const NewTool: Story = {
  args: { tool: NEW_TOOL, related: [], visual: visualFor(NEW_TOOL), liveDemoHref: null, bookingUrl: BOOKING_URL },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Citation Guard' })).toBeInTheDocument();
  },
};
