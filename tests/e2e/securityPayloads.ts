// Script-injection payloads and a harness that counts what they manage to do in Chromium (security:
// "CMS HTML is sanitized … render inert (a test counts zero script executions)"). A payload reports
// by calling `__hit('<label>:<id>')` or by requesting `/__hit/<label>:<id>`.
import type {Browser} from 'playwright-core';

type Payload = (label: string) => string;

const call = (label: string, id: string) => `__hit('${label}:${id}')`;
const hitUrl = (label: string, id: string) => `/__hit/${label}:${id}`;

/**
 * Every payload by id. Scripts, event handlers, javascript: URLs (plain, mixed case, tab and
 * entity obfuscated), SVG, iframes (javascript: and srcdoc), style elements and attributes,
 * embedded objects, forms, autofocus and toggle handlers, plus mutation-XSS shapes that fire once
 * markup is serialised and parsed again (as the page loader's innerHTML swap does).
 */
export const PAYLOADS: Readonly<Record<string, Payload>> = {
  script: (l) => `<script>${call(l, 'script')}</script>`,
  'img-onerror': (l) => `<img src="x" onerror="${call(l, 'img-onerror')}">`,
  'js-url': (l) => `<a href="javascript:${call(l, 'js-url')}">a</a>`,
  'js-url-mixed': (l) => `<a href=" JaVaScRiPt:${call(l, 'js-url-mixed')}">a</a>`,
  'js-url-tab': (l) => `<a href="java&#x09;script:${call(l, 'js-url-tab')}">a</a>`,
  'js-url-entity': (l) => `<a href="&#106;avascript:${call(l, 'js-url-entity')}">a</a>`,
  onclick: (l) => `<p onclick="${call(l, 'onclick')}">p</p>`,
  onmouseover: (l) => `<span onmouseover="${call(l, 'onmouseover')}">s</span>`,
  'svg-onload': (l) => `<svg onload="${call(l, 'svg-onload')}"><circle r="1"></circle></svg>`,
  'svg-script': (l) => `<svg><script>${call(l, 'svg-script')}</script></svg>`,
  'iframe-js': (l) => `<iframe src="javascript:top.${call(l, 'iframe-js')}"></iframe>`,
  srcdoc: (l) => `<iframe srcdoc="<script>top.${call(l, 'srcdoc')}</script>"></iframe>`,
  'style-element': (l) => `<style>@import url("${hitUrl(l, 'style-element')}");</style>`,
  'style-attr': (l) => `<p style="background-image:url('${hitUrl(l, 'style-attr')}')">p</p>`,
  'link-css': (l) => `<link rel="stylesheet" href="${hitUrl(l, 'link-css')}">`,
  'img-src': (l) => `<img src="${hitUrl(l, 'img-src')}" alt="">`,
  picture: (l) => `<picture><source srcset="${hitUrl(l, 'picture')}"><img alt=""></picture>`,
  object: (l) => `<object data="${hitUrl(l, 'object')}"></object>`,
  embed: (l) => `<embed src="${hitUrl(l, 'embed')}">`,
  'input-image': (l) => `<input type="image" src="${hitUrl(l, 'input-image')}">`,
  autofocus: (l) => `<input autofocus onfocus="${call(l, 'autofocus')}">`,
  details: (l) => `<details open ontoggle="${call(l, 'details')}"><summary>s</summary></details>`,
  'audio-onerror': (l) => `<audio src="x" onerror="${call(l, 'audio-onerror')}"></audio>`,
  form: (l) => `<form action="javascript:${call(l, 'form')}"><button>b</button></form>`,
  formaction: (l) =>
    `<form><button formaction="javascript:${call(l, 'formaction')}">b</button></form>`,
  'math-mxss': (l) =>
    `<math><mtext><table><mglyph><style><img src=x onerror="${call(l, 'math-mxss')}">`,
  'noscript-mxss': (l) =>
    `<noscript><p title="</noscript><img src=x onerror=${call(l, 'noscript-mxss')}>"></noscript>`,
  // Last: a leaked <base> would move every relative URL after it.
  'base-href': (l) => `<base href="${hitUrl(l, 'base-href')}/"><img src="b.png" alt="">`,
};

/** All payloads for one field, after a marker paragraph that proves the field was rendered. */
export function poisoned(label: string): string {
  return `<p>${marker(label)}</p>${Object.values(PAYLOADS)
    .map((payload) => payload(label))
    .join('\n')}`;
}

/** The text a field's marker paragraph carries. */
export function marker(label: string): string {
  return `sf-marker-${label}`;
}

/** What a document's payloads did. */
export interface PayloadRun {
  /** `<label>:<id>` of every payload that ran script or made a request. */
  hits: string[];
  /** The document's text, after everything was triggered. */
  text: string;
}

const ORIGIN = 'http://sanitize.test';

/**
 * Loads `body` as a document (no CSP, so nothing but the markup itself stops a payload), then
 * triggers what a visitor could: hovers, focuses and clicks every element (a javascript: link
 * runs, other navigations are cancelled), then re-serialises the content once (the page
 * loader swaps `mainHtml` with innerHTML) and does it again.
 */
export async function runPayloads(browser: Browser, body: string): Promise<PayloadRun> {
  const context = await browser.newContext();
  const hits: string[] = [];
  await context.exposeFunction('__sfRecordHit', (id: string) => hits.push(id));
  await context.addInitScript(() => {
    const record = (window as unknown as {__sfRecordHit: (id: string) => void}).__sfRecordHit;
    Object.assign(window, {__hit: (id: string) => void record(id)});
  });
  await context.route(`${ORIGIN}/**`, async (route) => {
    const {pathname} = new URL(route.request().url());
    if (pathname.startsWith('/__hit/')) {
      hits.push(decodeURIComponent(pathname.slice('/__hit/'.length).split('/')[0] ?? ''));
      await route.fulfill({status: 204});
      return;
    }
    const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>t</title></head><body><div id="sf-root">${body}</div></body></html>`;
    await route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: html});
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  const text = await page.evaluate(triggerEverything);
  await page.waitForTimeout(300);
  await context.close();
  return {hits: [...new Set(hits)].sort(), text};
}

// Runs in the page.
async function triggerEverything(): Promise<string> {
  // Links and forms stay on the page, but a javascript: URL runs. Clicks on links are held back
  // (that also skips the slow mailto:/tel: hand-off); what else would navigate, the Navigation
  // API cancels (javascript: URLs fire no navigate event).
  const isScriptUrl = (href: unknown) => typeof href !== 'string' || /^javascript:/i.test(href);
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest('a');
      if (link && !isScriptUrl(link.href)) event.preventDefault();
    },
    true,
  );
  const nav = (window as unknown as {navigation: EventTarget}).navigation;
  nav.addEventListener('navigate', (event) => {
    if ((event as Event).cancelable) event.preventDefault();
  });
  const root = document.getElementById('sf-root');
  if (!root) throw new Error('no #sf-root');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
  const poke = () => {
    for (const element of root.querySelectorAll('*')) {
      for (const type of ['mouseover', 'focus', 'toggle']) {
        element.dispatchEvent(new Event(type, {bubbles: true}));
      }
      // SVG elements have no click(); a dispatched click runs their own handlers (not bubbling,
      // so an icon inside a link does not follow the link).
      if (element instanceof HTMLElement) element.click();
      else element.dispatchEvent(new MouseEvent('click'));
    }
  };
  await settle();
  poke();
  await settle();
  const serialised = root.innerHTML;
  root.innerHTML = serialised;
  poke();
  await settle();
  return root.textContent ?? '';
}
