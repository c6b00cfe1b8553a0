import { ClockProvider, createFakeClock } from '@paperlight/ui-kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS, CopyField } from './CopyField';

const CODE = '<iframe src="https://paperlight.example/embed/t"></iframe>';

function show() {
  const clock = createFakeClock(0);
  render(
    <ClockProvider clock={clock}>
      <CopyField label="Embed code" value={CODE} copyLabel="Copy embed code" />
    </ClockProvider>,
  );
  return clock;
}

describe('CopyField', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('copies the code, says so, and reads Copy again after a while', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const clock = show();
    expect(screen.getByRole('textbox', { name: 'Embed code' })).toHaveValue(CODE);
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => clock.advance(COPIED_FOR_MS));
    expect(screen.getByRole('button', { name: 'Copy embed code' })).toBeInTheDocument();
  });

  it('tells the visitor to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    show();
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your browser did not allow copying: select the code and copy it.');
  });
});
