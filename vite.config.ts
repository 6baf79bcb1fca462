import path from 'node:path';
import {fileURLToPath} from 'node:url';
import react from '@vitejs/plugin-react';
import {storybookTest} from '@storybook/addon-vitest/vitest-plugin';
import {playwright} from '@vitest/browser-playwright';
import {defineConfig} from 'vitest/config';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './tests/chromium.ts';
import {visualProject} from './tests/visual/project.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Pre-bundled up front: a dependency discovered halfway through a story run makes Vite reload the
 * page, which fails the run in CI's fresh clone.
 */
const PREBUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  '@formatjs/intl',
  'libphonenumber-js/min',
  'valibot',
  'sanitize-html',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  '@tanstack/react-query',
  'downshift',
  'use-reducer-async',
  // The mail stories render with react-email (packages/mail) in the browser.
  'react-email',
  'react-dom/server',
];

/**
 * Every story as a test in Chromium with the a11y addon at 'error'. `themeRetailer` forces the
 * colours of one fixture retailer on every story while keeping each story's own data;
 * `viewport` (a device key of the toolbar) is the width of every story that does not pin one;
 * `tags` limits the project to stories with one of them; `toolbar` switches toolbar globals
 * (`{lang: 'fr'}`) as a person would: a story that pins its own globals keeps them (decision 048);
 * `exclude` leaves story files out by glob.
 */
function storyProject(
  name: string,
  themeRetailer: string,
  viewport = '',
  tags: string[] = [],
  {toolbar = {}, exclude = []}: {toolbar?: Record<string, string>; exclude?: string[]} = {},
) {
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir: path.join(dirname, '.storybook'),
        ...(tags.length > 0 ? {tags: {include: tags}} : {}),
      }),
    ],
    define: {
      __SF_STORY_THEME__: JSON.stringify(themeRetailer),
      __SF_STORY_VIEWPORT__: JSON.stringify(viewport),
      __SF_STORY_TOOLBAR__: JSON.stringify(toolbar),
    },
    test: {
      name,
      ...(exclude.length > 0 ? {exclude: ['**/node_modules/**', ...exclude]} : {}),
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
        }),
        instances: [{browser: 'chromium' as const}],
      },
    },
  };
}

export default defineConfig({
  plugins: [react()],
  optimizeDeps: {include: PREBUNDLED},
  test: {
    // Both cores (vitest's default leaves one free): unit files run two at a time, and story
    // files two tabs at a time, which overlaps one story's waits (settling, stable shots) with
    // another's work. Suites that share servers keep `fileParallelism: false`.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{packages,templates,fixtures,scripts}/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      // With STORY_SHOTS=1 (`npm run test:visual`, and CI's `npm test`) the same pass also
      // compares each story's screenshot with tests/visual/baselines: one render of every story
      // serves both checks (docs/testing: tests/README.md "Visual regression").
      process.env['STORY_SHOTS'] === '1'
        ? visualProject(storyProject('storybook', ''), {a11y: true})
        : storyProject('storybook', ''),
      // The same stories again in the dark-based optician theme: contrast must hold for any theme.
      // CI runs this as part of `storybook-fr-optician`; this project is for a focused run.
      storyProject('storybook-dark', 'optik-klarblick'),
      // Every toolbar switched once (decisions 048, 054; `npm run test:stories:toolbars`, slow
      // suite in CI), in two passes over the stories so CI stays short: French with the optician's
      // content in the optician's dark colours, forced even on stories that pin the jeweller (so
      // this pass is also `storybook-dark`), then English in the dark theme switch, where the
      // kit's and the pages' stories also run with the shop off. The shop's own stories show only
      // a notice with the shop off, so they run the English pass with the shop on.
      // The mail stories (packages/mail) run in the main pass only: a mail pins its own
      // retailer and language and has no theme switch.
      storyProject('storybook-fr-optician', 'optik-klarblick', '', [], {
        toolbar: {lang: 'fr', retailer: 'optik-klarblick'},
        exclude: ['packages/mail/**'],
      }),
      storyProject('storybook-en-dark', '', '', [], {
        toolbar: {lang: 'en', theme: 'dark'},
        exclude: ['.storybook/**', 'packages/ui/**', 'templates/**', 'packages/mail/**'],
      }),
      storyProject('storybook-en-dark-shop-off', '', '', [], {
        toolbar: {lang: 'en', theme: 'dark', shop: 'off'},
        exclude: ['packages/shop/**', 'packages/mail/**'],
      }),
      // The whole pages again at phone width, against tests/visual/baselines/phone.
      visualProject(storyProject('visual-phone', '', 'phone', ['page']), {baselineFolder: 'phone'}),
      {
        // The built sites in Chromium (tests/README.md): globalSetup builds both fixture
        // retailers once and serves them beside the order service; files run one at a time
        // because they share those servers and two cores.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.e2e.ts'],
          // The long tail runs in `e2e-long` (`npm run test:e2e:long`, after `npm test` in CI).
          exclude: ['**/node_modules/**', 'tests/**/*.long.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The e2e long tail (tests/README.md): the device-matrix journeys in every
        // language, the accessibility sweep and reflow check at phone width on every page. Same
        // global setup (its own builds and servers), files one at a time.
        extends: true,
        test: {
          name: 'e2e-long',
          environment: 'node',
          include: ['tests/**/*.long.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The deployment smoke test (docs/operations/deploy.md, `npm run test:deploy`): the
        // page's shell blocks, then nginx and Caddy in front of the order service; one file.
        extends: true,
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      {
        // A real Directus (cms/, decision 020): `npm run test:cms` installs it, then builds the
        // site from it and from the fixtures and compares; one Directus, builds one at a time.
        extends: true,
        test: {
          name: 'cms',
          environment: 'node',
          include: ['cms/test/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
