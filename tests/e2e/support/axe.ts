// axe-core in the page, for the accessibility sweep: injected from the installed package (no CDN),
// run on the WCAG 2.2 AA rule tags only.
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';
import type {AxeResults, NodeResult, RunOptions} from 'axe-core';
import {settled} from './settled.ts';

/** The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let source: Promise<string> | undefined;
// Read once per test file.
function axeSource(): Promise<string> {
  source ??= readFile(AXE_SCRIPT, 'utf8');
  return source;
}

// Only violations are wanted: for the other result types axe then keeps one element per rule.
const RUN_OPTIONS: RunOptions = {
  runOnly: {type: 'tag', values: [...WCAG_22_AA_TAGS]},
  // SC 2.5.8 Target Size (Minimum), for fingers: `target-size` comes with the wcag22aa tag today;
  // enabled by its id as well, so a change of the tag list (or of axe's tagging) cannot drop it
  // from any e2e axe check. (The stricter 44 px check is support/touchTargets.ts.)
  rules: {'target-size': {enabled: true}},
  resultTypes: ['violations'],
};

/**
 * Runs axe on the page as it is now and returns one line per violation: the page label, the rule
 * id, its help text and the CSS selectors of the offending elements. Empty when there are none.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await settled(page);
  // Evaluated through the DevTools protocol: the sites' `script-src 'self'` (decision 017)
  // blocks the inline script tag `addScriptTag` would add. A page that stayed (a state opened
  // by a click) has axe already.
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(await axeSource());
  const results = await page.evaluate(
    (options) =>
      (window as unknown as {axe: {run: (o: unknown) => Promise<AxeResults>}}).axe.run(options),
    RUN_OPTIONS,
  );
  return results.violations.map((violation) => {
    const targets = violation.nodes
      .map((node) => `${JSON.stringify(node.target)} ${firstMessage(node)}`)
      .join('; ');
    return `${label}: ${violation.id} (${violation.help}) at ${targets}`;
  });
}

// What axe says about one element, e.g. the contrast it measured; rules fail through any, all or
// none of their checks.
function firstMessage(node: NodeResult): string {
  return [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message ?? '';
}
