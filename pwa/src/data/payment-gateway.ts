/**
 * Hands the shopper to the gateway to pay for a placed order (decision 046). The api answers
 * POST /orders/{id}/pay with a PaymentStart; the built-in test gateway is then a page on the
 * store's origin, and Razorpay's Checkout a script loaded only at that moment (never in the
 * storefront's first load). Both send the shopper back through the same callback
 * (/api/payments/callback), which answers with a redirect to /pay/{orderId}?result=….
 * Shared by the checkout (Place Order) and /pay (Pay now, Try again).
 */
import type { PaymentStart } from '@store/shared';
import { startPayment } from './payments.js';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayCheckout {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

let checkoutScript: Promise<RazorpayConstructor> | null = null;

/** Razorpay's Checkout script, added once on the first online payment (a failed load may be tried again). */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const present = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (present) return Promise.resolve(present);
  checkoutScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('The payment page could not be opened. Please try again.'));
    };
    script.onerror = () => {
      script.remove();
      checkoutScript = null;
      reject(new Error('The payment page could not be reached. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return checkoutScript;
}

/**
 * Sends the shopper to pay. The test gateway: its page on this origin. Razorpay: its Checkout,
 * in redirect mode with our callback, so a phone's UPI app and a desktop's QR both come back
 * through the server's signature check rather than through script on this page.
 */
export async function collect(start: PaymentStart): Promise<void> {
  if (start.checkoutUrl) {
    window.location.assign(start.checkoutUrl);
    return;
  }
  const Razorpay = await loadRazorpay();
  new Razorpay({
    key: start.keyId,
    order_id: start.gatewayOrderId,
    amount: start.amount,
    currency: start.currency,
    name: start.storeName,
    description: start.description,
    prefill: start.prefill,
    callback_url: new URL(start.callbackUrl, window.location.origin).href,
    redirect: true,
  }).open();
}

/**
 * Starts the order's payment and leaves for the gateway. Answers null once the browser is on its
 * way, or the reason it is not (offline, paid already, the hold ended): the order stays as it was.
 */
export async function payOrder(orderId: string): Promise<string | null> {
  const started = await startPayment(orderId);
  if (started.kind === 'refused') return started.message;
  try {
    await collect(started.start);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : 'The payment page could not be opened. Please try again.';
  }
}
