import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, nodeIn, renderWithProviders } from '../test';
import { NODE_CONFIGURATIONS } from '../workflow/configurations';
import { ConfigurationDrawer } from './ConfigurationDrawer';

describe('ConfigurationDrawer', () => {
  it('shows every script field with its defaults and disabled option', () => {
    renderWithProviders(<ConfigurationDrawer node={nodeIn('script', 'idle')} />);
    expect(screen.getByRole('dialog', { name: 'Configure Script' })).toBeInTheDocument();
    expect(screen.getByLabelText('Duration')).toHaveValue('very_short');
    expect(screen.getByRole('option', { name: 'Medium (4-5 min)' })).toBeDisabled();
    expect(screen.getByLabelText('Genre')).toHaveValue('explainer');
    expect(screen.getByRole('slider', { name: 'Technicality' })).toHaveValue('3');
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
  });

  it('disables the scenes slider and the unavailable storyboard options', () => {
    renderWithProviders(<ConfigurationDrawer node={nodeIn('storyboard', 'idle')} />);
    expect(screen.getByRole('slider', { name: 'Number of scenes' })).toBeDisabled();
    for (const name of ['Realistic', 'Cartoon', 'Sketch', 'Music', 'Male']) expect(screen.getByRole('radio', { name })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Abstract' })).toBeEnabled();
  });

  it('reports a change with the new settings', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<ConfigurationDrawer node={nodeIn('script', 'idle')} onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Genre'), 'fun');
    expect(onChange).toHaveBeenCalledWith('script', expect.objectContaining({ script_genre: 'fun', script_technicality: 3 }));
  });

  it('shows guest genders only with more than one participant', () => {
    const podcast = nodeIn('podcast', 'idle');
    const solo = { ...podcast, data: { ...podcast.data, configuration: { basic: { participants: 1 } } } };
    const { rerender } = renderWithProviders(<ConfigurationDrawer node={podcast} />);
    expect(screen.getByRole('group', { name: 'Guest genders' })).toBeInTheDocument();
    rerender(<ConfigurationDrawer node={solo} />);
    expect(screen.queryByRole('group', { name: 'Guest genders' })).not.toBeInTheDocument();
  });

  describe('given a guest', () => {
    it.each(['paperInput', 'script', 'storyboard', 'video', 'podcast'] as const)(
      'disables every %s field and sends a click to sign-up',
      async (type) => {
        const onLocked = vi.fn();
        const onChange = vi.fn();
        const { user } = renderWithProviders(
          <ConfigurationDrawer node={nodeIn(type, 'idle')} mode="guest" onLocked={onLocked} onChange={onChange} />,
        );
        const dialog = screen.getByRole('dialog');
        for (const control of dialog.querySelectorAll('input, select, textarea')) expect(control).toBeDisabled();
        const locks = screen.getAllByRole('button', { name: /sign up to change/ });
        expect(locks).toHaveLength(NODE_CONFIGURATIONS[type].length);
        for (const lock of locks) await user.click(lock);
        expect(onLocked).toHaveBeenCalledTimes(locks.length);
        expect(onChange).not.toHaveBeenCalled();
      },
    );
  });

  it('has no axe violations', async () => {
    renderWithProviders(<ConfigurationDrawer node={nodeIn('podcast', 'idle')} mode="guest" />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
