/**
 * Razorpay's two signatures, checked the same way for Razorpay and the test gateway (decision 046):
 * - Checkout's: hex HMAC-SHA256 of `order_id|payment_id` with the key secret;
 * - a webhook's `X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body with the webhook secret.
 * Compared in constant time (the SDK's own helpers compare with ===).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, data: string): string => createHmac('sha256', secret).update(data, 'utf8').digest('hex');

/** Whether `given` is exactly the 64 lower-case hex digits of `expected`, in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

export const checkPaymentSignature = (keySecret: string, input: { orderId: string; paymentId: string; signature: string }): boolean =>
  sameSignature(paymentSignature(keySecret, input.orderId, input.paymentId), input.signature);

export const checkWebhookSignature = (webhookSecret: string, rawBody: string, signature: string): boolean =>
  sameSignature(hmacHex(webhookSecret, rawBody), signature);
