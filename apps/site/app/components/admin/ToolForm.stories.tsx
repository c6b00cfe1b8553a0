import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ToolForm } from './ToolForm';

const meta = {
  title: 'site/admin/ToolForm',
  component: ToolForm,
  args: { submitLabel: 'Create tool', busy: false, formComponent: 'form' },
} satisfies Meta<typeof ToolForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add a tool: empty fields. */
export const Empty: Story = {};

/** A refused form: each error under its field in the product's words, the first field focused, what was typed kept. */
export const WithErrors: Story = {
  args: {
    errors: {
      slug: 'Use lower-case letters and digits, with single hyphens between words, e.g. citation-guard.',
      appPath: 'Enter a path on this site starting with one / (e.g. /dashboard), or an address starting with https://; or leave it empty.',
      description: 'Enter the sentence shown on the tool’s card.',
    },
    values: {
      name: 'Citation Guard',
      slug: 'Citation Guard',
      category: 'Peer Review',
      status: 'coming-soon',
      appPath: 'javascript:alert(1)',
      sortOrder: '3',
      description: '',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Slug (the page is /tools/slug)')).toHaveFocus();
  },
};

/** Saving: the button is busy. */
export const Busy: Story = { args: { busy: true, submitLabel: 'Save tool' } };
