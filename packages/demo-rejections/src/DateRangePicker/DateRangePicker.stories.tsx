import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SIGN_UP_URL } from '../test/fixtures';
import { fakesDecorator, withFakes } from '../test/stories';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'demo-rejections/DateRangePicker',
  component: DateRangePicker,
  args: { signUpUrl: SIGN_UP_URL },
  loaders: [withFakes],
  decorators: [
    fakesDecorator,
    (Story) => (
      <div style={{ maxWidth: 640, minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Date Range All dates' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date Range/ }));
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(2);
  },
};

export const PresetChosenApplyLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Date Range/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last 6 months' }));
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-11-21');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const TypedWrongFormat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Date Range/ }));
    await userEvent.type(canvas.getByLabelText('Start date'), '21/11/2026{Enter}');
    await expect(canvas.getByText('Use the format yyyy-MM-dd')).toBeInTheDocument();
  },
};
