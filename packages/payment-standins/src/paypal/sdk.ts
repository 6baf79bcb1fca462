// The PayPal JS SDK stand-in served at `/paypal/sdk/js` (PayPal's is
// `https://www.paypal.com/sdk/js`, v5): `window.paypal.Buttons(options)` with the part
// `@paypal/react-paypal-js` 10 uses for `<PayPalButtons>` (`isEligible`, `render`, `close`,
// `updateProps`; `onInit`, `createOrder`, `onApprove`, `onCancel`, `onError`), as the fixtures'
// story stand-in has it. Unlike that one, it works with the real flow: `createOrder()` must
// return the id of an order the SERVICE created at this stand-in, the stand-in "buyer" approves
// it at the stand-in server (`POST /paypal/standin/orders/{id}/approve`), and `onApprove({orderID})`
// follows; the capture is the service's business, so `actions.order.capture()` is refused.
// `?standin-outcome=cancel|error` on the script URL makes the buyer cancel or the flow fail.
// Reference: https://developer.paypal.com/sdk/js/reference/ (Buttons callbacks).

/** The SDK script; `origin` is the stand-in's own origin, used when the script URL is unknown. */
export function paypalSdkScript(origin: string): string {
  return `(function () {
  var script = document.currentScript;
  var src = script && script.src ? new URL(script.src) : new URL(${JSON.stringify(origin)} + '/paypal/sdk/js');
  var BASE = src.origin + '/paypal';
  var OUTCOME = src.searchParams.get('standin-outcome') || 'approve';
  function done(value) { return Promise.resolve(value); }
  function refuse(message) { return Promise.reject(new Error('PayPal stand-in: ' + message)); }
  function fail(options, error) { if (typeof options.onError === 'function') options.onError(error); }
  function post(path) {
    return fetch(BASE + path, {method: 'POST'}).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error('PayPal stand-in: ' + (body && body.message || response.status));
        return body;
      });
    });
  }
  function pay(options) {
    var createActions = {order: {create: function () {
      return refuse('create the order on the server (createOrder must return its id)');
    }}};
    return done()
      .then(function () { return options.createOrder({paymentSource: 'paypal'}, createActions); })
      .then(function (orderID) {
        if (typeof orderID !== 'string' || orderID === '') throw new Error('PayPal stand-in: createOrder gave no order id');
        if (OUTCOME === 'cancel') {
          if (typeof options.onCancel === 'function') options.onCancel({orderID: orderID}, {redirect: function () {}});
          return;
        }
        if (OUTCOME === 'error') throw new Error('PayPal stand-in: the buyer flow failed');
        return post('/standin/orders/' + encodeURIComponent(orderID) + '/approve').then(function (order) {
          var payerID = order.payer ? order.payer.payer_id : null;
          var read = function () { return fetch(BASE + '/standin/orders/' + encodeURIComponent(orderID)).then(function (r) { return r.json(); }); };
          return options.onApprove(
            {orderID: orderID, payerID: payerID, paymentID: null, facilitatorAccessToken: 'STANDIN-ACCESS', paymentSource: 'paypal'},
            {order: {
              capture: function () { return refuse('the service captures the order'); },
              authorize: function () { return refuse('the service captures the order'); },
              get: read,
              patch: function () { return done(); }},
             redirect: function () {}, restart: function () { return done(); }}
          );
        });
      })
      .catch(function (error) { fail(options, error); });
  }
  window.paypal = {
    version: 'stand-in',
    Buttons: function (options) {
      options = options || {};
      var button = null;
      var busy = false;
      return {
        isEligible: function () { return true; },
        render: function (container) {
          var target = typeof container === 'string' ? document.querySelector(container) : container;
          if (!target) return refuse('no container');
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.setAttribute('data-standin', 'paypal');
          button.addEventListener('click', function () {
            if (busy) return;
            busy = true;
            if (typeof options.onClick === 'function') options.onClick({fundingSource: 'paypal'}, {resolve: done, reject: done});
            pay(options).then(function () { busy = false; }, function () { busy = false; });
          });
          target.appendChild(button);
          if (typeof options.onInit === 'function') {
            options.onInit({}, {
              enable: function () { if (button) button.disabled = false; return done(); },
              disable: function () { if (button) button.disabled = true; return done(); },
            });
          }
          return done();
        },
        close: function () { if (button) button.remove(); button = null; return done(); },
        updateProps: function (props) { Object.assign(options, props || {}); return done(); },
        hasReturned: function () { return false; },
        resume: function () {},
      };
    },
  };
})();`;
}
