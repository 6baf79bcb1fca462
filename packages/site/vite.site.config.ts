// Vite config of the site build (decision 011). The root vite.config.ts is for tests and
// Storybook. Client build: the hydration entry and its lazy island chunks. SSR build
// (`build.ssr`): the prerender and worker entries, run by plain Node; it also emits the one
// stylesheet (every rendered module's CSS) and the fonts, which the build copies to dist.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';
import {lazyCatalogues} from './src/client/lazyCatalogues.ts';

const siteDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(siteDir, '../..');

/**
 * Bundled into the SSR bundle rather than imported from node_modules: our packages, and the
 * dependencies only they use that come as hundreds of small modules (react-aria alone is 976 of
 * the 1,800 a rebuild loads). Node resolving, reading and linking each one took most of the
 * bundle's import (decision 058). React stays outside: react-dom/server must see the same copy.
 */
const SSR_BUNDLED = [
  /^@schaufenster\//,
  /^react-aria-components(\/|$)/,
  /^react-aria(\/|$)/,
  /^react-stately(\/|$)/,
  /^@react-types\//,
  /^@internationalized\//,
  /^@swc\/helpers(\/|$)/,
  /^@tanstack\//,
  /^libphonenumber-js(\/|$)/,
  'aria-hidden',
  'clsx',
  'client-only',
];

export default defineConfig(({isSsrBuild}) => ({
  root: repoRoot,
  // The browser loads only the page language's messages (decision 014).
  plugins: isSsrBuild ? [react()] : [react(), lazyCatalogues()],
  // Nothing is copied from a public folder: the msw worker must never reach dist (TOOLCHAIN.md).
  publicDir: false,
  logLevel: 'warn',
  ssr: {noExternal: SSR_BUNDLED},
  build: {
    // All CSS in one file linked from every page: static content needs its CSS without JS.
    cssCodeSplit: false,
    // No preload helper in the entry: pages list the chunks they load at start (decision 062).
    modulePreload: false,
    ssrEmitAssets: true,
    assetsDir: 'assets',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1000,
    target: isSsrBuild ? 'node24' : 'es2022',
    rolldownOptions: {
      input: isSsrBuild
        ? {
            server: path.join(siteDir, 'src/build/ssr/server.ts'),
            worker: path.join(siteDir, 'src/build/ssr/worker.ts'),
          }
        : {main: path.join(siteDir, 'src/client/main.ts')},
      // Our own modules have no import side effects, and the browser needs CSS modules only for
      // their class names (the stylesheet comes from the SSR build). Saying so lets an island
      // chunk hold just its components: otherwise everything behind the ui index would be kept
      // with the first import of it and land in the entry chunk.
      treeshake: isSsrBuild
        ? undefined
        : {
            moduleSideEffects: [
              {test: /\/(packages\/[^/]+|templates)\/src\//, sideEffects: false, external: false},
              {test: /\.css$/, sideEffects: false, external: false},
            ],
          },
    },
  },
}));
