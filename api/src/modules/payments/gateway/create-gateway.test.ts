/** Which gateway a store uses: Razorpay with its three keys, the built-in test gateway without, and the log says which. */
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BaseContext } from '../../../context.js';
import { gatewayContext } from './gateway-fixture.js';
import { createGateway, TEST_GATEWAY_KEY_ID } from './index.js';

const made: BaseContext[] = [];
const contextWith = async (env: Record<string, string>) => {
  const ctx = await gatewayContext(inject('couchUrl'), { env });
  const said: string[] = [];
  ctx.log = { ...ctx.log, info: (m: string) => said.push(m) };
  made.push(ctx);
  return { ctx, said };
};
afterAll(() => Promise.all(made.map((ctx) => ctx.dbs.payments.destroy())));

describe('createGateway', () => {
  it('when the three Razorpay keys are set, then the store pays through Razorpay with that key id, and says so', async () => {
    const { ctx, said } = await contextWith({
      RAZORPAY_KEY_ID: 'rzp_live_ILgsfZCZoFIKMb',
      RAZORPAY_KEY_SECRET: 'secret-of-the-key-0000000',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-000',
    });
    const gateway = createGateway(ctx);
    expect(gateway.name).toBe('razorpay');
    expect(gateway.keyId).toBe('rzp_live_ILgsfZCZoFIKMb');
    expect(gateway.router).toBeUndefined();
    expect(said.join('\n')).toMatch(/Razorpay \(live mode/);
  });

  it('when no Razorpay key is set, then the store uses the built-in test gateway, and says no money moves', async () => {
    const { ctx, said } = await contextWith({});
    const gateway = createGateway(ctx);
    expect(gateway.name).toBe('test');
    expect(gateway.keyId).toBe(TEST_GATEWAY_KEY_ID);
    expect(gateway.router).toBeTypeOf('function');
    expect(gateway.checkoutUrl?.('order_AAAAAAAAAAAAAA', '/api/payments/callback')).toBe(
      '/test-gateway/checkout/order_AAAAAAAAAAAAAA?callback=%2Fapi%2Fpayments%2Fcallback',
    );
    expect(said.join('\n')).toContain('test gateway');
    await gateway.stop?.();
  });
});
