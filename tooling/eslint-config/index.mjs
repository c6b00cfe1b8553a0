import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Shared flat config. `packages: true` adds the rule that packages never import apps or Remix. */
export function config({ packages = false } = {}) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'build/**',
        'storybook-static/**',
        'node_modules/**',
        'public/**',
        '**/*.d.ts',
        'playwright-report/**',
        'test-results/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs.recommended.rules,
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      },
    },
    packages
      ? {
          files: ['src/**'],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    group: ['@remix-run/*'],
                    message: 'Packages never reach for the Remix router; take what you need through props or a provider.',
                  },
                  {
                    group: ['**/apps/**', '@paperlight/site', '@paperlight/api', '@paperlight/sso'],
                    message: 'Packages import nothing from apps/.',
                  },
                ],
              },
            ],
          },
        }
      : {},
  );
}
