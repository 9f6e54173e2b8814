/**
 * The payment gateway a store uses (decision 046): Razorpay when its three keys are configured
 * (env.ts refuses some but not all), the built-in test gateway otherwise. The payments module
 * imports only this file.
 */
import type { BaseContext } from '../../../context.js';
import { createRazorpayGateway } from './razorpay.js';
import { createTestGateway } from './test-gateway/index.js';
import type { PaymentGateway } from './types.js';

export type { GatewayEvent, GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './types.js';
export { GatewayError } from './types.js';
export { createRazorpayGateway, type RazorpayKeys, type RazorpayOptions } from './razorpay.js';
export {
  createTestGateway,
  testGatewaySecrets,
  TEST_GATEWAY_KEY_ID,
  type TestGateway,
  type TestGatewayOptions,
} from './test-gateway/index.js';

/** Razorpay's keys from the configuration, or null when the store runs the test gateway. */
export function razorpayKeysOf(env: BaseContext['env']) {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  return keyId && keySecret && webhookSecret ? { keyId, keySecret, webhookSecret } : null;
}

export function createGateway(ctx: BaseContext): PaymentGateway {
  const keys = razorpayKeysOf(ctx.env);
  if (keys) {
    ctx.log.info(`payments: Razorpay (${keys.keyId.startsWith('rzp_live_') ? 'live' : 'test'} mode, key ${keys.keyId})`);
    return createRazorpayGateway(keys);
  }
  ctx.log.info('payments: the built-in test gateway (no RAZORPAY_* keys set): no money moves');
  return createTestGateway(ctx);
}
