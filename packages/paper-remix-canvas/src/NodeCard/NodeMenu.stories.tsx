import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nodeIn } from '../test/fixtures';
import { NodeMenu } from './NodeMenu';

const meta = {
  title: 'paper-remix-canvas/NodeMenu',
  component: NodeMenu,
  args: { node: nodeIn('script', 'completed'), mode: 'user', edgeCount: 1, onMenuAction: fn() },
  // Room for the open menu below its button.
  decorators: [(Story) => <div style={{ position: 'relative', display: 'inline-block', margin: '8px 8px 320px 160px' }}>{Story()}</div>],
} satisfies Meta<typeof NodeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /options$/ }));
};

export const Closed: Story = {};

/** A signed-in user's script: every action, Run from here first. */
export const SignedIn: Story = {
  play: async (context) => {
    await open(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Run from here' })).toBeEnabled();
  },
};

/** The guest sample: SPEC §2's four items, what a guest cannot use disabled. */
export const Guest: Story = {
  args: { mode: 'guest' },
  play: async (context) => {
    await open(context);
    await expect(within(context.canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
