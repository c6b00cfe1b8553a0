import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders, SIGN_UP_URL } from '../test';
import { DateRangePicker } from './DateRangePicker';

// NOW is 2026-11-21.
const setup = async () => {
  const view = renderWithProviders(<DateRangePicker signUpUrl={SIGN_UP_URL} />);
  await view.user.click(screen.getByRole('button', { name: /Date Range/ }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Choose a date range' }) };
};

describe('DateRangePicker', () => {
  it('shows two months ending with the current one, no day after today selectable', async () => {
    const { dialog } = await setup();
    expect(
      within(dialog)
        .getAllByRole('table')
        .map((table) => table.querySelector('caption')?.textContent),
    ).toEqual(['October 2026', 'November 2026']);
    expect(within(dialog).getByRole('button', { name: 'Saturday 21 November 2026' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Sunday 22 November 2026' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('fills start and end from a preset', async () => {
    const { user, dialog } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Last 3 months' }));
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-08-22');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2026-11-21');
    expect(within(dialog).getByRole('button', { name: 'Last 3 months' })).toHaveAttribute('aria-pressed', 'true');
    for (const label of ['Last 6 months', 'Last 9 months', 'Last 1 year', 'Last 2 years'])
      expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('takes typed yyyy-MM-dd days, caps the end at today and explains a wrong format', async () => {
    const { user, dialog } = await setup();
    const start = within(dialog).getByLabelText('Start date');
    const end = within(dialog).getByLabelText('End date');
    await user.type(start, '2026-02-03{Enter}');
    expect(within(dialog).getByRole('table', { name: 'February 2026' })).toBeInTheDocument();
    await user.type(end, '2027-01-01{Enter}');
    expect(end).toHaveValue('2026-11-21');
    await user.clear(start);
    await user.type(start, '03/02/2026{Enter}');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Use the format yyyy-MM-dd')).toBeInTheDocument();
  });

  it('picks a range by clicking two days', async () => {
    const { user, dialog } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Monday 5 October 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tuesday 10 November 2026' }));
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-10-05');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2026-11-10');
  });

  it('keeps Apply disabled as a demo lock, links sign-up, and closes on Escape with focus back', async () => {
    const { user, dialog, container } = await setup();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Sign up to apply it' })).toHaveAttribute('href', SIGN_UP_URL);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Last 1 year' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /Date Range/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleName('Date Range All dates');
  });
});
