import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { advanceRendered } from './advance';
import { createFakeClock, type FakeClock } from './clock';

function Later({ clock }: { clock: FakeClock }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const handle = clock.setTimeout(() => setDone(true), 500);
    return () => clock.clearTimeout(handle);
  }, [clock]);
  return <p>{done ? 'ready' : 'waiting'}</p>;
}

describe('advanceRendered', () => {
  it('fires the timers due and renders what they changed', async () => {
    const clock = createFakeClock(0);
    render(<Later clock={clock} />);
    await advanceRendered(clock, 499);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await advanceRendered(clock, 1);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(clock.now()).toBe(500);
  });
});
