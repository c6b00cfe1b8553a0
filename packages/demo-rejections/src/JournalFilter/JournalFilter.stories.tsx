import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeResult, SIGN_UP_URL } from '../test/fixtures';
import { advance, fakesDecorator, withFakes, type StoryLoaded } from '../test/stories';
import { JournalFilter } from './JournalFilter';

const meta = {
  title: 'demo-rejections/JournalFilter',
  component: JournalFilter,
  args: { journals: makeResult().publishedJournalsFilter.map((entry) => entry.item), signUpUrl: SIGN_UP_URL },
  loaders: [withFakes],
  decorators: [
    fakesDecorator,
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JournalFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const search =
  (text: string): Story['play'] =>
  async ({ canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Select Published Journals' });
    if (text === '') await userEvent.click(input);
    else await userEvent.type(input, text);
    await advance((loaded as StoryLoaded).clock, 300);
  };

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TooShort: Story = {
  play: async (context) => {
    await search('ce')!(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent('Enter at least 3 characters to search');
  },
};

export const Results: Story = {
  play: async (context) => {
    await search('journal')!(context);
    await waitFor(() => expect(within(context.canvasElement).getAllByRole('option').length).toBeGreaterThan(1));
  },
};

export const NoMatch: Story = {
  play: async (context) => {
    await search('zebrafish')!(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent('No matching options found');
  },
};
