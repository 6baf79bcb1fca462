// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, {createNodeResolver} from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint-rules/no-import-cycle.js';

/** Stories, tests and their helpers (story-only modules are `story*.tsx` or in `stories/`): they may read fixtures; production code never does. */
const TESTS = [
  '**/*.stories.tsx',
  '**/stories/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.testing.ts',
  '**/*.testing.tsx',
  '**/story[A-Z]*.tsx',
];

/**
 * Package boundaries (ARCHITECTURE.md): core ← ui ← shop ← templates ← site, and
 * core ← mail ← order-service (the shop's e-mails are React, rendered in the service). `site` is
 * imported only by the build's entry points and scripts (vite.config.ts, scripts/, bench/, tests/,
 * cms/test); `cms/` by nobody; `fixtures` only by stories, tests and tools. Each package lists
 * what it may import; every other folder below is out of bounds, by package name and by relative
 * path alike (import-x resolves both to files).
 */
const FOLDERS = {
  core: 'packages/core',
  ui: 'packages/ui',
  shop: 'packages/shop',
  templates: 'templates',
  site: 'packages/site',
  orderService: 'packages/order-service',
  mail: 'packages/mail',
  paymentStandins: 'packages/payment-standins',
  fixtures: 'fixtures',
  cms: 'cms',
  tests: 'tests',
  bench: 'bench',
  scripts: 'scripts',
  storybook: '.storybook',
};

/** @typedef {keyof typeof FOLDERS} Folder */

/** @type {Record<string, {may: Folder[], testsMay?: Folder[], react?: false}>} */
const BOUNDARIES = {
  // Core's tests may use the shared fault helpers in tests/faults.
  core: {may: [], testsMay: ['tests'], react: false},
  ui: {may: ['core'], testsMay: ['fixtures', 'tests']},
  shop: {may: ['core', 'ui'], testsMay: ['fixtures', 'tests']},
  templates: {may: ['core', 'ui', 'shop'], testsMay: ['fixtures', 'tests']},
  site: {may: ['core', 'ui', 'shop', 'templates'], testsMay: ['fixtures', 'tests']},
  // The service renders the mails with @schaufenster/mail but never imports React itself.
  // Its tests pay against the providers' stand-ins (decision 072).
  orderService: {may: ['core', 'mail'], testsMay: ['tests', 'paymentStandins'], react: false},
  mail: {may: ['core'], testsMay: ['fixtures', 'tests']},
  // The providers' stand-ins are outside the kit: they know only the providers' published APIs.
  paymentStandins: {may: [], testsMay: ['tests'], react: false},
  fixtures: {may: ['core'], testsMay: ['tests']},
  cms: {may: [], testsMay: ['core', 'site', 'tests']},
};

const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-aria-components'];

/**
 * @param {Folder} self
 * @param {Folder[]} may
 * @param {boolean} react
 */
function boundaryRules(self, may, react) {
  const from = /** @type {Folder[]} */ (Object.keys(FOLDERS)).filter(
    (folder) => folder !== self && !may.includes(folder),
  );
  return {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: `./${FOLDERS[self]}`,
            from: from.map((folder) => `./${FOLDERS[folder]}`),
            message: `${FOLDERS[self]} may import only ${may.map((f) => FOLDERS[f]).join(', ') || 'no other package'} (ARCHITECTURE.md: core ← ui ← shop ← templates ← site, core ← mail ← order-service).`,
          },
        ],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@schaufenster/*/src/*'],
            message: 'Import another package only through its index or a subpath export.',
          },
          ...(react ? [] : [{group: REACT, message: `${FOLDERS[self]} never imports React.`}]),
        ],
      },
    ],
  };
}

const boundaryBlocks = Object.entries(BOUNDARIES).flatMap(([name, {may, testsMay, react}]) => {
  const self = /** @type {Folder} */ (name);
  const files = [`${FOLDERS[self]}/**`];
  return [
    {files, ignores: TESTS, rules: boundaryRules(self, may, react !== false)},
    {
      files: TESTS.map((pattern) => `${FOLDERS[self]}/${pattern}`),
      rules: boundaryRules(self, [...may, ...(testsMay ?? [])], react !== false),
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.storybook/public/**',
      'coverage/**',
      'cms/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'import-x': importX, local},
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({extensions: ['.ts', '.tsx', '.js', '.mjs', '.json']}),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      'no-console': ['error', {allow: ['warn', 'error', 'info']}],
      // Counts `import type` too; import-x/no-cycle would skip it (eslint-rules/no-import-cycle.js).
      'local/no-import-cycle': 'error',
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned, or explicitly `void`ed.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: {
        // Files no tsconfig includes get a default program.
        projectService: {
          allowDefaultProject: ['packages/site/vite.site.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  ...boundaryBlocks,
  {
    // Entry points and tools may import any package, but not the CMS's own code.
    files: ['tests/**', 'bench/**', 'scripts/**', '.storybook/**', '*.ts', '*.js'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {zones: [{target: '.', from: './cms', message: 'cms/ stands apart: nothing imports it.'}]},
      ],
    },
  },
);
