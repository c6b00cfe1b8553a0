import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { axe } from '../test';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from './ClockProvider';
import { createFakeClock, realClock } from './clock';
import { useClock } from './useClock';

function Now() {
  const clock = useClock();
  return <time>{new Date(clock.now()).toISOString()}</time>;
}

describe('ClockProvider', () => {
  it('gives components the injected clock', () => {
    render(
      <ClockProvider clock={createFakeClock(Date.parse('2026-03-01T00:00:00.000Z'))}>
        <Now />
      </ClockProvider>,
    );
    expect(screen.getByText('2026-03-01T00:00:00.000Z')).toBeInTheDocument();
  });

  it('falls back to the real clock without a provider', () => {
    let seen: unknown;
    function Probe() {
      seen = useClock();
      return null;
    }
    render(<Probe />);
    expect(seen).toBe(realClock);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ClockProvider>
        <Now />
      </ClockProvider>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
