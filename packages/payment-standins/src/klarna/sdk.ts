// The Klarna Payments JS SDK stand-in, served at `/klarna/kp/lib/v1/api.js` in place of
// `https://x.klarnacdn.net/kp/lib/v1/api.js` (Klarna Payments SDK reference:
// https://docs.klarna.com/payments/web-payments/additional-resources/klarna-payments-sdk-reference/).
// It defines `window.Klarna.Payments` with `init({client_token})`, `load(options, data?,
// callback)` rendering a small widget into the container, and `authorize(options, data?,
// callback)`. Authorize plays the buyer approving in Klarna's window: it asks the stand-in
// server (`POST <prefix>/standin/authorize`, the prefix taken from the script's own URL) for a
// real authorization token bound to the client token's session, so only a session the order
// service opened can be authorized. `?standin-outcome=notApproved|error|unavailable` on the
// script URL picks another outcome for tests (default: approved).

/** Outcomes a test can pick with `?standin-outcome=`. */
export const SDK_OUTCOMES = ['approved', 'notApproved', 'error', 'unavailable'] as const;
/** An SDK outcome. */
export type SdkOutcome = (typeof SDK_OUTCOMES)[number];

/** The script for `outcome`. */
export function klarnaSdkScript(outcome: SdkOutcome): string {
  return `(function () {
  var OUTCOME = ${JSON.stringify(outcome)};
  var script = document.currentScript;
  // The stand-in's Klarna prefix, from this script's own URL (…/klarna/kp/lib/v1/api.js).
  var BASE = script && script.src
    ? script.src.replace(/\\/kp\\/lib\\/v1\\/api\\.js(?:[?#].*)?$/, '')
    : window.location.origin + '/klarna';
  var clientToken = null;
  function later(callback, answer) {
    if (typeof callback === 'function') Promise.resolve().then(function () { callback(answer); });
  }
  function session() { if (!clientToken) throw new Error('Klarna stand-in: call init first'); }
  window.Klarna = window.Klarna || {};
  window.Klarna.Payments = {
    init: function (options) {
      if (!options || typeof options.client_token !== 'string' || !options.client_token) {
        throw new Error('Klarna stand-in: init needs a client_token');
      }
      clientToken = options.client_token;
    },
    load: function (options, data, callback) {
      if (typeof data === 'function') callback = data;
      session();
      var container = options && options.container;
      var target = typeof container === 'string' ? document.querySelector(container) : container;
      if (!target) throw new Error('Klarna stand-in: no container');
      var widget = document.createElement('p');
      widget.textContent = 'Klarna (test mode)';
      target.replaceChildren(widget);
      later(callback, {show_form: OUTCOME !== 'unavailable'});
    },
    authorize: function (options, data, callback) {
      if (typeof options === 'function') { callback = options; data = {}; }
      else if (typeof data === 'function') { callback = data; data = {}; }
      session();
      if (OUTCOME === 'notApproved') return later(callback, {approved: false, show_form: true});
      if (OUTCOME === 'error') {
        return later(callback, {approved: false, show_form: true, error: {invalid_fields: ['billing_address.email']}});
      }
      fetch(BASE + '/standin/authorize', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(Object.assign({}, data || {}, {client_token: clientToken})),
      })
        .then(function (response) { return response.json().then(function (body) { return {ok: response.ok, body: body}; }); })
        .then(function (answer) {
          later(callback, answer.ok ? answer.body : {approved: false, show_form: false});
        })
        .catch(function () { later(callback, {approved: false, show_form: false}); });
    },
  };
})();`;
}
