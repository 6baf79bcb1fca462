import {copyFileSync, existsSync, mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {StorybookConfig} from '@storybook/react-vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * msw's worker lives in `.storybook/public`, a folder only Storybook serves (never Vite's
 * `public/`, so the site build cannot ship it). It is copied from the installed msw package so it
 * always matches the library version; the folder is git-ignored.
 */
function ensureMswWorker(): string {
  const publicDir = path.join(dirname, 'public');
  const target = path.join(publicDir, 'mockServiceWorker.js');
  if (!existsSync(target)) {
    const require = createRequire(import.meta.url);
    const source = path.join(
      path.dirname(require.resolve('msw/package.json')),
      'lib/mockServiceWorker.js',
    );
    mkdirSync(publicDir, {recursive: true});
    copyFileSync(source, target);
  }
  return publicDir;
}

const config: StorybookConfig = {
  stories: [
    // ui and shop stories name their whole sidebar place (decision 046): "Components/<purpose>/…",
    // "Shop/<purpose>/…", "Foundations/…" or "Internal/…" (plumbing); the order is preview.tsx's
    // storySort.
    {directory: '../packages/ui/src', files: '**/*.stories.@(ts|tsx)'},
    {directory: '../packages/shop/src', files: '**/*.stories.@(ts|tsx)'},
    // Whole pages (templates/src/pages): "Pages/Home", "Pages/Item", …
    {directory: '../templates/src/pages', titlePrefix: 'Pages', files: '**/*.stories.@(ts|tsx)'},
    // The shop's e-mails as renderMail makes them: "Mail/Customer", "Mail/Owner".
    {directory: '../packages/mail/src', files: '**/*.stories.@(ts|tsx)'},
    // Designer pages built from the theme code: "Foundations/Theme" (decision 043).
    {directory: './foundations', titlePrefix: 'Foundations', files: '**/*.stories.@(ts|tsx)'},
    // Checks of the preview itself, e.g. its control policy: "Internal/…" (decision 046).
    {directory: './internal', titlePrefix: 'Internal', files: '**/*.stories.@(ts|tsx)'},
    // Docs (decision 047): the Introduction and Foundations overview, and one MDX page per
    // component beside its stories (`<Meta of={…} />`, so titled by them).
    './docs/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../templates/src/**/*.mdx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {name: '@storybook/react-vite', options: {}},
  staticDirs: [ensureMswWorker()],
  core: {disableTelemetry: true, disableWhatsNewNotifications: true},
};

export default config;
