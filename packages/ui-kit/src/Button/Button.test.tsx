import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe, renderWithProviders } from '../test';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit submit type', () => {
    renderWithProviders(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  describe('given it is disabled', () => {
    it('ignores clicks', async () => {
      const onClick = vi.fn();
      const { user } = renderWithProviders(
        <Button disabled onClick={onClick}>
          Save
        </Button>,
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given it is loading', () => {
    it('shows a spinner, is busy and blocks clicks', async () => {
      const onClick = vi.fn();
      const { user } = renderWithProviders(
        <Button loading onClick={onClick}>
          Send
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Send' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toBeDisabled();
      expect(screen.getByTestId('button-spinner')).toHaveAttribute('aria-hidden', 'true');
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given asChild with a link', () => {
    it('renders the link with the button styles', () => {
      renderWithProviders(
        <Button asChild variant="secondary" className="extra">
          <a href="/signup">Sign up</a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Sign up' });
      expect(link).toHaveAttribute('href', '/signup');
      expect(link.className).toContain('extra');
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('prevents navigation while disabled', async () => {
      const onClick = vi.fn();
      const { user } = renderWithProviders(
        <Button asChild disabled>
          <a href="#target" onClick={onClick}>
            Go
          </a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Go' });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      await user.click(link);
      expect(window.location.hash).not.toBe('#target');
    });
  });

  it('applies a different class per variant', () => {
    renderWithProviders(
      <>
        <Button variant="primary">A</Button>
        <Button variant="ghost">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(screen.getByRole('button', { name: 'B' }).className);
  });

  it('has no axe violations in any variant', async () => {
    const { container } = renderWithProviders(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="link">Link</Button>
        <Button variant="danger">Danger</Button>
        <Button loading>Loading</Button>
        <Button disabled>Disabled</Button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
