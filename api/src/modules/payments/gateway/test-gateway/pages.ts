/**
 * The test gateway's pages, as HTML strings. No inline script or style anywhere (the store's CSP
 * allows scripts and styles only from its origin): one stylesheet and one small script, both
 * served by routes.ts. Everything else works without the script (the method panels switch with
 * CSS, the return form has its own button).
 */
import { qrPicture } from './qr-picture.js';

export const ASSET_PATHS = { css: '/test-gateway/assets/checkout.css', js: '/test-gateway/assets/checkout.js' };

/** ₹ with Indian grouping, paise shown when there are any: ₹1,25,000 and ₹1,248.50. */
export const rupeesOfPaise = (paise: number): string =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(paise / 100);

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TEST_BANNER =
  '<div class="tg-banner" role="note"><strong>Test payment: no money moves.</strong> This is the store’s built-in test gateway.</div>';

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${ASSET_PATHS.css}"><script src="${ASSET_PATHS.js}" defer></script></head>
<body>${TEST_BANNER}<main class="tg-main">${body}</main>
<p class="tg-foot">Test gateway · no card, bank or UPI details are asked for or kept</p></body></html>`;
}

function merchant(storeName: string, orderNumber: string, amountPaise: number): string {
  const initial = escapeHtml(storeName.trim().charAt(0).toUpperCase() || 'S');
  return `<header class="tg-merchant"><span class="tg-logo" aria-hidden="true">${initial}</span>
<div class="tg-who"><h1>${escapeHtml(storeName)}</h1><p>Order ${escapeHtml(orderNumber)}</p></div>
<div class="tg-amount"><span>Amount</span><strong>${escapeHtml(rupeesOfPaise(amountPaise))}</strong></div></header>`;
}

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const METHODS = [
  { value: 'card', label: 'Card', hint: 'Visa, Mastercard, RuPay' },
  { value: 'upi', label: 'UPI', hint: 'Google Pay, PhonePe, BHIM' },
  { value: 'netbanking', label: 'NetBanking', hint: 'All major banks' },
  { value: 'wallet', label: 'Wallet', hint: 'Paytm, Amazon Pay' },
] as const;

function methodPanels(orderId: string): string {
  return `<div class="tg-panel tg-panel-card"><p>A test card is used: <span class="tg-mono">4111 1111 1111 1111</span>, any future expiry, any CVV.</p></div>
<div class="tg-panel tg-panel-upi">
<div class="tg-upi-desktop">${qrPicture(orderId)}<p>Scan with any UPI app. In a test payment, scanning pays no one: choose the outcome below.</p></div>
<details class="tg-upi-phone"><summary class="tg-button tg-button-secondary">Open UPI app</summary>
<p>No app opens in a test payment. Choose below what your UPI app would answer.</p></details></div>
<div class="tg-panel tg-panel-netbanking"><p>You would now sign in to your bank (HDFC Bank in this test).</p></div>
<div class="tg-panel tg-panel-wallet"><p>You would now approve the payment in your wallet (Paytm in this test).</p></div>`;
}

export function checkoutPage(input: {
  storeName: string;
  orderNumber: string;
  amountPaise: number;
  orderId: string;
  callback: string;
}): string {
  const choices = METHODS.map(
    (m) => `<label class="tg-method"><input type="radio" name="method" value="${m.value}"${m.value === 'card' ? ' checked' : ''}>
<span class="tg-method-name">${m.label}</span><span class="tg-method-hint">${m.hint}</span></label>`,
  ).join('');
  return layout(
    `Pay ${rupeesOfPaise(input.amountPaise)} · ${input.storeName}`,
    `<section class="tg-card">${merchant(input.storeName, input.orderNumber, input.amountPaise)}
<form method="post" action="/test-gateway/checkout/${escapeHtml(input.orderId)}" class="tg-form" data-once>
${hiddenFields({ callback: input.callback })}
<fieldset class="tg-methods"><legend>Pay with</legend>${choices}</fieldset>
${methodPanels(input.orderId)}
<fieldset class="tg-outcome"><legend>Test outcome</legend>
<p>Choose how this test payment ends, as Razorpay’s test mode lets you.</p>
<div class="tg-outcome-buttons"><button type="submit" name="outcome" value="success" class="tg-button tg-button-success">Success</button>
<button type="submit" name="outcome" value="failure" class="tg-button tg-button-failure">Failure</button></div></fieldset>
</form></section>`,
  );
}

/** The page that sends the shopper back to the store: a form the script submits, or the shopper does. */
export function returnPage(input: {
  storeName: string;
  heading: string;
  text: string;
  tone: 'success' | 'failure' | 'info';
  action: string;
  fields: Record<string, string>;
  autoSubmit: boolean;
}): string {
  return layout(
    `${input.heading} · ${input.storeName}`,
    `<section class="tg-card tg-result tg-result-${input.tone}"><span class="tg-result-mark" aria-hidden="true"></span>
<h1>${escapeHtml(input.heading)}</h1><p>${escapeHtml(input.text)}</p>
<form method="post" action="${escapeHtml(input.action)}"${input.autoSubmit ? ' data-auto-submit' : ''}>${hiddenFields(input.fields)}
<button type="submit" class="tg-button tg-button-primary">Return to the store</button></form></section>`,
  );
}

/** A refusal or an error: what happened, in words, and nothing to submit. */
export function messagePage(heading: string, text: string): string {
  return layout(
    heading,
    `<section class="tg-card tg-result tg-result-info"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></section>`,
  );
}
