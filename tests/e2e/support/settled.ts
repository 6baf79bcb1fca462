// Waiting for a page to stand still before measuring it (the accessibility sweep).
import type {Page} from 'playwright-core';

/**
 * Resolves once every finite animation and transition on the page has finished: a drawer halfway
 * through its slide or fade has colours axe would misjudge and a box the reflow check would find
 * past the edge. Endless ones (a loading pulse) are left running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
