// Screenshot comparison of the story projects (tests/README.md "Visual regression", decision
// 018): with STORY_SHOTS=1 the `storybook` pass shoots every story after its play function and
// axe; `visual-phone` shoots the whole pages again at phone width. Both compare with
// tests/visual/baselines.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {playwright} from '@vitest/browser-playwright';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Folder of the committed reference screenshots, one PNG per story id. */
const BASELINE_DIR = path.join(here, 'baselines');

/**
 * pixelmatch settings: a pixel differs when its colour moves more than 0.1 (pixelmatch's YIQ
 * scale, anti-aliasing ignored); a story fails when more than 0.1 % of its pixels differ.
 */
const COMPARATOR_OPTIONS = {threshold: 0.1, allowedMismatchedPixelRatio: 0.001};

/** What the shots must not depend on: the machine's time zone, language and colour scheme. */
const CONTEXT_OPTIONS = {
  timezoneId: 'Europe/Berlin',
  locale: 'de-DE',
  colorScheme: 'light',
  deviceScaleFactor: 1,
} as const;

/** Options of a second visual project (another width). */
interface VisualOptions {
  /** Sub-folder of the baselines for a second width, e.g. `phone`. @default '' */
  baselineFolder?: string;
  /**
   * Whether axe still runs: the story pass that also takes the shots keeps it; a second pass
   * over the same stories (another width) leaves it to that first pass. @default false
   */
  a11y?: boolean;
}

/** The parts of a story project (vite.config.ts `storyProject`) this helper reads. */
interface StoryProject {
  test: {browser: Record<string, unknown>} & Record<string, unknown>;
}

/** Arguments vitest passes to the screenshot path resolvers (the parts used here). */
interface PathData {
  arg: string;
  ext: string;
  root: string;
}

/**
 * Turns a story project into one that also compares screenshots: the setup file that takes
 * the shots, references by story id in one folder, a browser context pinned to one time zone
 * and locale, and axe only when `a11y` is set.
 */
export function visualProject<P extends StoryProject>(
  base: P,
  {baselineFolder = '', a11y = false}: VisualOptions = {},
): P {
  const baselines = path.join(BASELINE_DIR, baselineFolder);
  return {
    ...base,
    test: {
      ...base.test,
      setupFiles: [path.join(here, 'setup.ts')],
      // The shot runs in an afterEach hook: settling, a taller viewport and a stable capture.
      hookTimeout: 60_000,
      // Read by @storybook/addon-vitest's story runner.
      ...(a11y ? {} : {provide: {'storybook/test-provided': {a11y: false}}}),
      browser: {
        ...base.test.browser,
        provider: playwright({
          launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
          contextOptions: CONTEXT_OPTIONS,
        }),
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: COMPARATOR_OPTIONS,
            resolveScreenshotPath: ({arg, ext}: PathData) => path.join(baselines, `${arg}${ext}`),
            // A failed run leaves `-actual` and `-diff` images in the git-ignored attachments folder.
            resolveDiffPath: ({arg, ext, root}: PathData) =>
              path.join(root, '.vitest-attachments', 'visual', baselineFolder, `${arg}${ext}`),
          },
        },
      },
    },
  };
}
