import { defineNodeConfig } from '@paperlight/vitest-config';
import { defineConfig } from 'vitest/config';

// Reading the shared papers and encoding video take seconds each on a quiet machine and minutes
// when CI runs two suites on two cores; the time-out is a safety net, not a speed check (bench:remix is).
export default defineConfig(defineNodeConfig({ testTimeout: 120_000, hookTimeout: 180_000 }));
