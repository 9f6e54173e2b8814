/**
 * A store started with Razorpay's keys (decision 046): its pages let Razorpay's Checkout in, the
 * test gateway is not there at all, and keys given only in part stop the start with their names.
 * No request reaches Razorpay: nothing here pays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.js';
import { startTestStore, type TestStore } from './harness.js';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'thisisasecretkeyforthetests',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-the-tests',
};

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', ...KEYS });
});
afterAll(() => t?.close());

describe('a store with Razorpay keys', () => {
  it("when a page is served, then its policy admits Razorpay's Checkout script and frames", async () => {
    const res = await fetch(`${t.url}/pay/o_any`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  });

  it('when anyone asks for the test gateway, then it is not there', async () => {
    const res = await fetch(`${t.url}/test-gateway/checkout/order_AAAAAAAAAAAAAA?callback=/api/payments/callback`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('no money moves');
  });

  it('when only some of the keys are given, then the start is refused naming the missing ones', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID })).toThrow(
      /RAZORPAY_KEY_SECRET is needed with RAZORPAY_KEY_ID[\s\S]*RAZORPAY_WEBHOOK_SECRET is needed with RAZORPAY_KEY_ID/,
    );
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'not-a-key', RAZORPAY_KEY_SECRET: 'x', RAZORPAY_WEBHOOK_SECRET: 'y' })).toThrow(
      /RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…/,
    );
  });
});
