import { defineNodeConfig } from '@paperlight/vitest-config';
import { defineConfig } from 'vitest/config';

// Each suite starts real servers (SMTP, PostgreSQL schemas, a built sso); on a loaded two-core CI
// machine that can take longer than the defaults. A safety net, not a speed check.
export default defineConfig(defineNodeConfig({ testTimeout: 60_000, hookTimeout: 90_000 }));
