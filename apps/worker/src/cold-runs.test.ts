import { describe, expect, it } from 'vitest';
import { coldRuns } from './cold-runs';

describe('cold runs', () => {
  it('calls the first run of each kind cold, and every later one of that kind warm', () => {
    const firstRun = coldRuns();
    expect(['paperInput', 'paperInput', 'script', 'video', 'script', 'video', 'paperInput'].map(firstRun)).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
    // Another process (another record) starts cold again.
    expect(coldRuns()('paperInput')).toBe(true);
  });
});
