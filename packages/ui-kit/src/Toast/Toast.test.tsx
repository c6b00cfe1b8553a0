import { act, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { axe, renderWithProviders } from '../test';
import { useToast } from './useToast';

function Trigger({ duration }: { duration?: number | null }) {
  const toast = useToast();
  return <Button onClick={() => toast.show('Message sent', { tone: 'success', duration })}>Notify</Button>;
}

describe('ToastProvider', () => {
  it('announces toasts in a polite live region', async () => {
    const { user } = renderWithProviders(<Trigger />);
    const region = screen.getByRole('list', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(region).toHaveTextContent('Message sent');
  });

  it('dismisses itself after the duration on the injected clock', async () => {
    const { user, clock } = renderWithProviders(<Trigger duration={3000} />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => clock.advance(2999));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.queryByText('Message sent')).toBeNull();
  });

  it('keeps a toast without duration until dismissed', async () => {
    const { user, clock } = renderWithProviders(<Trigger duration={null} />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => clock.advance(60_000));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Message sent')).toBeNull();
    expect(clock.pending()).toBe(0);
  });

  it('throws a clear error outside a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>.');
  });

  it('has no axe violations with a toast shown', async () => {
    const { user, container } = renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
