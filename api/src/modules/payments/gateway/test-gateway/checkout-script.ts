/**
 * The test gateway's one script, served from its own URL (the CSP allows no inline script):
 * - a result page's return form is submitted at once (its button does the same without script);
 * - a payment form is sent once: a second click while the first is on its way does nothing.
 */
export const CHECKOUT_SCRIPT = `'use strict';
(function () {
  var back = document.querySelector('form[data-auto-submit]');
  if (back) window.setTimeout(function () { back.submit(); }, 600);
  var form = document.querySelector('form[data-once]');
  if (form) form.addEventListener('submit', function (event) {
    if (form.dataset.sent) { event.preventDefault(); return; }
    form.dataset.sent = '1';
    form.classList.add('tg-sending');
  });
})();
`;
