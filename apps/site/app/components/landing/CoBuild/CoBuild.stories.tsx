import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { CoBuild } from './CoBuild';

const meta = {
  title: 'site/landing/CoBuild',
  component: CoBuild,
  parameters: { layout: 'fullscreen' },
  args: { onStart: fn() },
  decorators: [
    (Story) => (
      <Section
        id="cobuild-section"
        title="Co-build with Paperlight"
        intro="Have a workflow our tools do not cover yet? Build the next tool with us."
      >
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof CoBuild>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three steps and a call to action that scrolls to the contact form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^Step \d$/)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};
