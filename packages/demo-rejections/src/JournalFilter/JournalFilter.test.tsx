import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders, SIGN_UP_URL } from '../test';
import { JournalFilter } from './JournalFilter';

const JOURNALS = ['Aquatic Genomics', 'Bluestem Cell Reports', 'Halcyon Life Sciences', 'Meridian Journal of Cell Science'];

const setup = () => {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  const view = renderWithProviders(<JournalFilter journals={JOURNALS} signUpUrl={SIGN_UP_URL} />);
  return { ...view, open, input: screen.getByRole('combobox', { name: 'Select Published Journals' }) };
};

describe('JournalFilter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for 3 characters before showing any result', async () => {
    const { user, input, advance } = setup();
    await user.click(input);
    expect(screen.getByText('Enter at least 3 characters to search', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Enter at least 3 characters to search');
    await user.type(input, 'ce');
    await advance(300);
    expect(screen.getByText('Enter at least 3 characters to search', { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows matches only 300 ms after the last key', async () => {
    const { user, input, advance } = setup();
    await user.type(input, 'cell');
    await advance(299);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await advance(1);
    const list = screen.getByRole('listbox', { name: 'Published journals' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bluestem Cell Reports', 'Meridian Journal of Cell Science']);
    expect(screen.getByRole('status')).toHaveTextContent('2 journals found');
  });

  it("says 'No matching options found' when nothing matches", async () => {
    const { user, input, advance } = setup();
    await user.type(input, 'zebra');
    await advance(300);
    expect(screen.getByText('No matching options found', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No matching options found');
  });

  it('opens sign-up in a new tab instead of selecting, by mouse or keyboard', async () => {
    const { user, input, advance, open } = setup();
    await user.type(input, 'cell');
    await advance(300);
    await user.click(screen.getByRole('option', { name: 'Bluestem Cell Reports' }));
    expect(open).toHaveBeenCalledWith(SIGN_UP_URL, '_blank', 'noopener,noreferrer');
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Meridian Journal of Cell Science' }).id);
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(2);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and has no axe violations while open', async () => {
    const { user, input, advance, container } = setup();
    await user.type(input, 'gen');
    await advance(300);
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
