import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test';
import { ResultFrame } from './ResultFrame';

describe('ResultFrame', () => {
  it('is a modal dialog by default, with no Full screen button', () => {
    renderWithProviders(
      <>
        <button type="button">Zoom in</button>
        <ResultFrame title="Script" open onOpenChange={vi.fn()}>
          <p>Opening narration</p>
        </ResultFrame>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Script' })).toBeInTheDocument();
    // Modal: what is behind it is out of reach.
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it('is the side panel when the workspace asks for it: non-modal, its Full screen state controlled', async () => {
    const onFullScreenChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <button type="button">Zoom in</button>
        <ResultFrame
          title="Script"
          open
          onOpenChange={vi.fn()}
          presentation="panel"
          fullScreen={false}
          onFullScreenChange={onFullScreenChange}
        >
          <p>Opening narration</p>
        </ResultFrame>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Script' })).toBeInTheDocument();
    // The canvas beside the panel stays in reach.
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(onFullScreenChange).toHaveBeenCalledWith(true);
  });
});
