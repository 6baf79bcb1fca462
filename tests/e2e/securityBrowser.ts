// Helpers of the security end-to-end tests (decision 017): what the static host sends for a path,
// CSP violations as the page reports them, and every request a context makes.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext} from 'playwright-core';
import {
  headersForPath,
  parseHeadersFile,
} from '../../packages/site/src/build/output/headersFile.ts';

/** The Content-Security-Policy a static host sends for `pathname`, read from the build's `_headers`. */
export function expectedPolicy(outDir: string, pathname: string): string | undefined {
  const rules = parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'));
  return headersForPath(rules, pathname).get('Content-Security-Policy');
}

/** Matomo's base URL as the build wrote it into the home page's runtime config (decision 012). */
export function configuredMatomo(outDir: string): string | null {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const json = /<script type="application\/json" id="sf-runtime">([^<]*)<\/script>/.exec(html)?.[1];
  const config = JSON.parse(json ?? '{}') as {matomo?: {url: string} | null};
  return config.matomo?.url ?? null;
}

/** The clock script's URL where the build put the clock island on the home page, else null. */
export function configuredClock(outDir: string): string | null {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return /"scriptUrl":"([^"]+)"/.exec(html)?.[1] ?? null;
}

/** One `securitypolicyviolation` event. */
export interface Violation {
  /** The page it happened on. */
  page: string;
  /** The directive that blocked (e.g. `script-src-elem`). */
  directive: string;
  /** What was blocked: a URL, `inline` or `eval`. */
  blocked: string;
  /** Where, when the browser knows. */
  source: string;
}

/**
 * Collects every CSP violation of `context`'s pages and frames (an init script listens for
 * `securitypolicyviolation` before any page script runs) and every console message about the
 * policy. Returns the live lists.
 */
export async function recordViolations(
  context: BrowserContext,
): Promise<{violations: Violation[]; consoleErrors: string[]}> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding('__sfCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as {__sfCspViolation: (v: object) => void}).__sfCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return {violations, consoleErrors};
}

/**
 * Records the URL of every request `context` makes (pages, frames, service worker); requests to
 * any origin but `siteOrigin` are aborted after being recorded, so nothing leaves the machine.
 */
export async function recordRequests(
  context: BrowserContext,
  siteOrigin: string,
): Promise<string[]> {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  await context.route(
    (url) => url.origin !== siteOrigin,
    (route) => route.abort('internetdisconnected'),
  );
  return urls;
}
