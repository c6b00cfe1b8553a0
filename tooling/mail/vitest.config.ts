import { defineNodeConfig } from '@paperlight/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(defineNodeConfig());
