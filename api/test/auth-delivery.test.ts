import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness.js';
import { signUp } from './auth-helpers.js';

/** Just enough of an SMTP server to receive what nodemailer sends (no TLS, no auth). */
function startSmtpSink(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })),
  );
}

let t: TestStore;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestStore({ SEED_PRODUCTS: '0', SMTP_URL: `smtp://127.0.0.1:${sink.port}`, LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await t?.close();
  sink?.server.close();
});

describe('code delivery with SMTP_URL set', () => {
  it('when a shopper logs in, then the e-mail code goes by SMTP, the SMS code to the outbox, and together they sign in', async () => {
    const shopper = await signUp(t);
    const res = await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    expect(res.status).toBe(200);
    const mail = sink.messages.find((m) => m.includes(shopper.email));
    expect(mail).toBeDefined();
    expect(mail).toContain('Subject: Your email sign-in code');
    const emailOtp = /email sign-in code is (\d{6})/.exec(mail ?? '')?.[1];
    expect(t.outbox().filter((m) => m.channel === 'email')).toHaveLength(0);
    const sms = t.outbox().find((m) => m.channel === 'sms' && m.to === shopper.phone);
    const verified = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp, phoneOtp: sms?.code } });
    expect(verified.status).toBe(200);
  });

  it('when the SMTP server is down, then login answers 503 with the spec message and no stack trace', async () => {
    const shopper = await signUp(t);
    await new Promise((resolve) => sink.server.close(resolve));
    const res = await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: 'Failed to send OTP. Please try again in a moment.' });
  });
});
