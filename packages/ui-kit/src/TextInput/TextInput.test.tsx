import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is labelled and typed into when uncontrolled', async () => {
    const { user } = renderWithProviders(<TextInput label="First name" defaultValue="Ada" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.type(input, ' L');
    expect(input).toHaveValue('Ada L');
  });

  it('follows value when controlled', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <TextInput label="Email" value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />;
    }
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ab');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('AB');
  });

  it('links the hint through aria-describedby', () => {
    renderWithProviders(<TextInput label="Work email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  describe('given an error', () => {
    it('is invalid and described by the hint and the error', () => {
      renderWithProviders(<TextInput label="First name" hint="As on your ID" error="First name is required" />);
      const input = screen.getByRole('textbox', { name: 'First name' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('As on your ID First name is required');
    });

    it('has no axe violations', async () => {
      const { container } = renderWithProviders(<TextInput label="First name" error="First name is required" required />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  it('has no axe violations when disabled', async () => {
    const { container } = renderWithProviders(<TextInput label="Locked" disabled placeholder="Please wait..." />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
