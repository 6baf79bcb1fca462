// A stand-in for the retailer clock script (spec §7 Other: "loads an external retailer script
// and calls it with dealer key, language and colour"), served by the global setup's second
// origin so the e2e builds show the jeweller's clock widget (CLOCK_SCRIPT_URL). It follows the
// contract of packages/ui ClockWidget/clockLoader.ts and shows nothing: it marks its element.
import type {IncomingMessage, ServerResponse} from 'node:http';

/** Path of the stand-in on the portal origin. */
export const CLOCK_STAND_IN_PATH = '/clock/rlx-corner-clock.js';

/** The attribute the stand-in sets on the clock element: `{lang} {colour} {dealerKey}`. */
export const CLOCK_MOUNTED_ATTRIBUTE = 'data-e2e-clock';

const SCRIPT = `window.RlxCornerClock = {
  mount: function (element, options) {
    element.setAttribute(${JSON.stringify(CLOCK_MOUNTED_ATTRIBUTE)},
      options.lang + ' ' + options.colour + ' ' + options.dealerKey);
  },
};
`;

/** The stand-in's URL on the server at `origin` (e.g. `http://127.0.0.1:41234`). */
export function clockStandInUrl(origin: string): string {
  return new URL(CLOCK_STAND_IN_PATH, origin).href;
}

/** Answers the stand-in's path with the script; false for any other request. */
export function serveClockStandIn(request: IncomingMessage, response: ServerResponse): boolean {
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== CLOCK_STAND_IN_PATH)
    return false;
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(SCRIPT);
  return true;
}
