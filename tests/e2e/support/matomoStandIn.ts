// A stand-in for matomo.js (the e2e build's MATOMO_URL is never reachable): it takes over
// `_paq` like Matomo does, runs the runtime's commands and sends one tracker request per page
// view or event to `matomo.php` with the parameters Matomo would send (`url`, `urlref`,
// `action_name`, `e_c`, `e_a`, `e_n`, `e_v`). Like Matomo it falls back to `location.href` and
// `document.referrer` where no custom URL or referrer was set, so a forgotten one would show.
import type {BrowserContext} from 'playwright-core';

/** The window property the stand-in records every command in, in order. */
export const MATOMO_COMMANDS = '__sfMatomoCommands';

const SCRIPT = `(function () {
  var seen = (window.${MATOMO_COMMANDS} = window.${MATOMO_COMMANDS} || []);
  var state = {tracker: '', site: '', url: location.href, referrer: document.referrer, title: document.title};
  function send(params) {
    params.idsite = state.site;
    params.rec = '1';
    params.url = state.url;
    params.urlref = state.referrer;
    var query = Object.keys(params)
      .filter(function (key) { return params[key] !== undefined; })
      .map(function (key) { return encodeURIComponent(key) + '=' + encodeURIComponent(params[key]); })
      .join('&');
    fetch(state.tracker + '?' + query, {mode: 'no-cors', keepalive: true}).catch(function () {});
  }
  function run(command) {
    seen.push(command);
    switch (command[0]) {
      case 'setTrackerUrl': state.tracker = command[1]; break;
      case 'setSiteId': state.site = String(command[1]); break;
      case 'setCustomUrl': state.url = command[1]; break;
      case 'setReferrerUrl': state.referrer = command[1]; break;
      case 'setDocumentTitle': state.title = command[1]; break;
      case 'trackPageView': send({action_name: state.title}); break;
      case 'trackEvent': send({e_c: command[1], e_a: command[2], e_n: command[3], e_v: command[4]}); break;
    }
  }
  var queued = Array.isArray(window._paq) ? window._paq : [];
  window._paq = {push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); }};
  queued.forEach(run);
})();
`;

/**
 * Answers `${matomoUrl}matomo.js` in `context` with the stand-in. Register it after
 * `recordRequests` (securityBrowser.ts), whose route aborts everything off the site: the later
 * route wins, and the tracker requests are still recorded, then aborted.
 */
export async function serveMatomoStandIn(
  context: BrowserContext,
  matomoUrl: string,
): Promise<void> {
  await context.route(new URL('matomo.js', matomoUrl).href, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript; charset=utf-8', body: SCRIPT}),
  );
}
