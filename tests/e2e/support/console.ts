// What a page logs, kept per kind: the fault tests check that a failure was logged (a warning or
// an error) and that nothing was thrown to the page (no pageerror).
import type {Page} from 'playwright-core';

/** The page's console messages and uncaught errors, in order, since `recordConsole`. */
export interface PageLog {
  /** console.warn texts. */
  warnings: string[];
  /** console.error texts (including the browser's "Failed to load resource"). */
  errors: string[];
  /** console.info / console.log texts. */
  infos: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Empties every list (e.g. before the next page load). */
  clear(): void;
}

/** Starts recording `page`'s console and uncaught errors. */
export function recordConsole(page: Page): PageLog {
  const log: PageLog = {
    warnings: [],
    errors: [],
    infos: [],
    pageErrors: [],
    clear() {
      for (const list of [log.warnings, log.errors, log.infos, log.pageErrors]) list.length = 0;
    },
  };
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'warning') log.warnings.push(message.text());
    else if (type === 'error') log.errors.push(message.text());
    else log.infos.push(message.text());
  });
  page.on('pageerror', (error) => log.pageErrors.push(`${error.name}: ${error.message}`));
  return log;
}
