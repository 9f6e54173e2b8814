/**
 * The page policy lets Razorpay's Checkout in only when the store has Razorpay keys (decision
 * 046): its script, frames, requests and images, the Payment Request API in its frame, popups that
 * keep their opener. Without keys (the test gateway, on the store's own origin) the policy is
 * exactly as strict as before, and /api answers never change.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/http/security-headers.js';

const servers: Server[] = [];
async function serve(razorpayCheckout: boolean | undefined): Promise<string> {
  const app = express();
  app.use(securityHeaders({ https: false, shellHashes: () => ({ styles: [], scripts: ["'sha256-abc'"] }), razorpayCheckout }));
  app.get(/.*/, (_req, res) => res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

let withKeys: string;
let withoutKeys: string;
let unset: string;
beforeAll(async () => {
  [withKeys, withoutKeys, unset] = await Promise.all([serve(true), serve(false), serve(undefined)]);
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

describe('the page policy and Razorpay Checkout', () => {
  it('when the store has Razorpay keys, then a page may load checkout.js, frame Razorpay, send its logs and show its images', async () => {
    const res = await fetch(`${withKeys}/pay/o1`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc'", 'https://checkout.razorpay.com']);
    expect(csp['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com']);
    // Nothing else opens up: no inline script, no eval, still no framing of the store itself.
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(res.headers.get('permissions-policy')).toContain('payment=(self "https://api.razorpay.com")');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('when the store has no Razorpay keys (the test gateway), then nothing of Razorpay is allowed', async () => {
    for (const base of [withoutKeys, unset]) {
      const res = await fetch(`${base}/test-gateway/checkout/order_AAAAAAAAAAAAAA`);
      const header = res.headers.get('content-security-policy') ?? '';
      expect(header).not.toContain('razorpay');
      const csp = directives(header);
      expect(csp['script-src']).toEqual(["'self'", "'sha256-abc'"]);
      expect(csp['frame-src']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'", 'blob:']);
      expect(res.headers.get('permissions-policy')).toContain('payment=()');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('when an /api answer is sent, then its closed policy is the same with or without keys', async () => {
    const [a, b] = await Promise.all([fetch(`${withKeys}/api/health`), fetch(`${withoutKeys}/api/health`)]);
    expect(a.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(b.headers.get('content-security-policy')).toBe(a.headers.get('content-security-policy'));
  });
});
