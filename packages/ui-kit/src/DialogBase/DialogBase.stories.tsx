import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen } from 'storybook/test';
import * as dialog from '../Dialog/Dialog.css';
import * as drawer from '../Drawer/Drawer.css';
import { DialogBase } from './DialogBase';

/** The internal skeleton of Dialog, Modal, Drawer and BottomSheet, in each of its arrangements (with Dialog's and Drawer's classes). */
const meta = {
  title: 'ui-kit/internal/DialogBase',
  component: DialogBase,
  args: {
    title: 'Select Audio Type',
    defaultOpen: true,
    classNames: { content: dialog.content, header: dialog.header, title: dialog.title, description: dialog.description },
    children: <p>The narration is read in the voice you choose.</p>,
  },
} satisfies Meta<typeof DialogBase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The description follows the header (Dialog). */
export const DescriptionAfterHeader: Story = {
  args: { description: 'Pick one voice and one language.' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Select Audio Type' })).toHaveAccessibleDescription(
      'Pick one voice and one language.',
    );
  },
};

/** The title and the description grouped in the header, the children in a body that scrolls (Drawer). */
export const HeadingAndScrollingBody: Story = {
  args: {
    title: 'Script settings',
    description: 'Changes apply to the next run.',
    classNames: {
      content: drawer.content,
      header: drawer.header,
      heading: drawer.heading,
      title: drawer.title,
      description: drawer.description,
      body: drawer.body,
    },
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Setting {i + 1}</p>
        ))}
      </div>
    ),
  },
};

/** The title kept for screen readers only; no description, so none is announced (Modal). */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async () => {
    const found = await screen.findByRole('dialog', { name: 'Select Audio Type' });
    await expect(found).not.toHaveAttribute('aria-describedby');
  },
};
