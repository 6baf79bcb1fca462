// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Package boundaries (ARCHITECTURE.md): core ← ui ← shop ← templates ← site.
 * Each entry lists what a package must not import.
 * @param {string[]} forbidden
 */
const banImports = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: forbidden,
          message: 'Dependencies point one way: core ← ui ← shop ← templates ← site.',
        },
        {
          group: ['@schaufenster/*/src/*'],
          message: 'Import another package only through its index.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.storybook/public/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      'no-console': ['error', {allow: ['warn', 'error', 'info']}],
    },
  },
  {
    files: ['packages/core/**'],
    rules: banImports([
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      'react-aria-components',
      '@schaufenster/*',
    ]),
  },
  {
    files: ['packages/ui/**'],
    rules: banImports([
      '@schaufenster/shop',
      '@schaufenster/templates',
      '@schaufenster/site',
      '@schaufenster/fixtures',
    ]),
  },
  {
    files: ['packages/shop/**'],
    rules: banImports(['@schaufenster/templates', '@schaufenster/site', '@schaufenster/fixtures']),
  },
  {
    files: ['templates/**'],
    rules: banImports(['@schaufenster/site', '@schaufenster/fixtures']),
  },
  {
    // Stories and tests may read fixtures; production code never does.
    files: ['**/*.stories.tsx', '**/stories/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {'no-restricted-imports': 'off'},
  },
);
