import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, isWelcomeCode } from '@store/shared';
import { startTestStore, type TestStore } from './harness.js';
import { insertCatalog } from './fixtures.js';
import { signUp } from './auth-helpers.js';

let t: TestStore;
let meera: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

const welcomes = (to: string) =>
  t.outbox().filter((m) => m.channel === 'email' && m.to === to && m.subject === MESSAGES.newsletter.welcomeSubject);

describe('the newsletter', () => {
  it('when a visitor subscribes, then the address is stored and a welcome message with a personal 15% code is written to the outbox', async () => {
    const res = await t.api('POST', '/newsletter', { body: { email: '  Meera@Example.COM ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { email: 'meera@example.com', subscribed: true }, message: 'Subscribed!' });
    const stored = await t.store.ctx.dbs.newsletter.get('subscriber:meera@example.com');
    expect(stored).toMatchObject({ email: 'meera@example.com', type: 'subscriber' });
    const [welcome, ...more] = welcomes('meera@example.com');
    expect(more).toHaveLength(0);
    expect(welcome?.code).toMatch(/^WELCOME15-[2-9A-HJKMNP-Z]{6}$/);
    expect(isWelcomeCode(welcome!.code!)).toBe(true);
    expect(welcome?.text).toContain(welcome!.code!);
    expect(welcome?.text).toContain('15%');
    expect(stored?.code).toBe(welcome?.code);
  });

  it('when the same address subscribes again (any case), then it is fine, stored once, and no second message is sent', async () => {
    const again = await t.api('POST', '/newsletter', { body: { email: 'MEERA@example.com' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, data: { email: 'meera@example.com', subscribed: false } });
    const docs = (await t.store.ctx.dbs.newsletter.allDocs({ startkey: 'subscriber:', endkey: 'subscriber:\ufff0' })).filter(Boolean);
    expect(docs.map((d) => d._id)).toEqual(['subscriber:meera@example.com']);
    expect(welcomes('meera@example.com')).toHaveLength(1);
  });

  it('when many signups of one new address arrive at once, then it is stored once with one code and one message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.api('POST', '/newsletter', { body: { email: 'rush@example.com' } })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.body.data.subscribed)).toHaveLength(1);
    const stored = await t.store.ctx.dbs.newsletter.get('subscriber:rush@example.com');
    expect(welcomes('rush@example.com').map((m) => m.code)).toEqual([stored?.code]);
  });

  it('when the address is not an e-mail or missing, then 400 with a clear message and nothing is stored', async () => {
    const bad = await t.api('POST', '/newsletter', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { email: 'Enter a valid email address' } });
    expect(bad.body.message).toContain('Enter a valid email address');
    const missing = await t.api('POST', '/newsletter', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: 'Email is required' });
    expect(await t.store.ctx.dbs.newsletter.get('subscriber:not-an-email')).toBeNull();
  });

  it('when the welcome code is redeemed by an order, then it works once: the same order again is fine, another order is refused', async () => {
    const code = welcomes('meera@example.com')[0]!.code!;
    const codes = t.store.welcomeCodes;
    meera = await signUp(t, { email: 'Meera@Example.com' });
    expect(codes.owns(code.toLowerCase())).toBe(true);
    expect(codes.owns('SAVE20')).toBe(false);
    expect(await codes.check(code, undefined, meera.id)).toEqual({ code, type: 'percentage', discount: 15 });
    expect(await codes.redeem(code.toLowerCase(), 'o_first')).toEqual({ code, type: 'percentage', discount: 15 });
    // A replay of the same order is answered as before.
    expect(await codes.redeem(code, 'o_first')).toMatchObject({ discount: 15 });
    await expect(codes.redeem(code, 'o_second')).rejects.toMatchObject({ status: 409, message: MESSAGES.newsletter.welcomeCodeUsed });
    await expect(codes.check(code, 'o_second', meera.id)).rejects.toMatchObject({ status: 409 });
    const doc = await t.store.ctx.dbs.newsletter.get(`code:${code}`);
    expect(doc).toMatchObject({ redeemedBy: 'o_first' });
  });

  it('when two orders race for one unused code, then exactly one gets it', async () => {
    const code = welcomes('rush@example.com')[0]!.code!;
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => t.store.welcomeCodes.redeem(code, `o_race_${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([
      409, 409, 409, 409,
    ]);
  });

  it('when an order that took the code is rolled back, then the code can be used again; an unknown code is an invalid promo code', async () => {
    const code = welcomes('meera@example.com')[0]!.code!;
    await t.store.welcomeCodes.release(code, 'o_someone_else');
    await expect(t.store.welcomeCodes.redeem(code, 'o_third')).rejects.toMatchObject({ status: 409 });
    await t.store.welcomeCodes.release(code, 'o_first');
    expect(await t.store.welcomeCodes.redeem(code, 'o_third')).toMatchObject({ discount: 15 });
    await expect(t.store.welcomeCodes.check('WELCOME15-ZZZZZZ', undefined, meera.id)).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.promo.invalid,
    });
    await expect(t.store.welcomeCodes.redeem('MEGA50', 'o_x')).rejects.toMatchObject({ status: 400, message: MESSAGES.promo.invalid });
  });
});

describe('the welcome code at checkout', () => {
  const address = {
    firstName: 'Meera',
    lastName: 'Iyer',
    street: '4 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560025',
    phone: '+91 98450 11111',
    paymentMethod: 'COD',
  };

  it('when another account uses a subscriber’s code, then 403 says whose it is and nothing changes; the subscriber (signed up later, address in any case) uses it once', async () => {
    await insertCatalog(t, [{ _id: 'pad', name: 'Kraft Notepad', price: 1000, stock: 10 }]);
    const email = `welcome.${Date.now()}@example.com`;
    expect((await t.api('POST', '/newsletter', { body: { email } })).status).toBe(201);
    const code = welcomes(email)[0]!.code!;
    // The subscriber signs up after subscribing, typing the address in another case.
    const owner = await signUp(t, { email: email.toUpperCase() });
    const other = await signUp(t);
    for (const s of [owner, other])
      expect((await t.api('POST', '/cart', { token: s.token, body: { productId: 'pad', quantity: 1 } })).status).toBe(200);

    // The cart asks before the order does: refused for the other account, allowed for the owner.
    const notYours = await t.api('GET', `/newsletter/welcome-code/${code}`, { token: other.token });
    expect(notYours.status).toBe(403);
    expect(notYours.body.message).toBe(MESSAGES.newsletter.welcomeCodeNotYours);
    const yours = await t.api('GET', `/newsletter/welcome-code/${code.toLowerCase()}`, { token: owner.token });
    expect(yours.status, yours.text).toBe(200);
    expect(yours.body.data).toEqual({ code, type: 'percentage', discount: 15 });
    expect((await t.api('GET', `/newsletter/welcome-code/${code}`)).status).toBe(401);
    const notWelcome = await t.api('GET', '/newsletter/welcome-code/SAVE20', { token: owner.token });
    expect(notWelcome.status).toBe(400);
    expect(notWelcome.body.message).toContain(MESSAGES.promo.invalid);

    const stolen = await t.api('POST', '/orders', { token: other.token, body: { ...address, promoCode: code } });
    expect(stolen.status, stolen.text).toBe(403);
    expect(stolen.body.message).toBe(MESSAGES.newsletter.welcomeCodeNotYours);
    expect(t.store.catalog.getStock('pad')).toBe(10);
    expect(await t.store.ctx.dbs.newsletter.get(`code:${code}`)).toMatchObject({ redeemedBy: null });
    expect((await t.api('GET', '/cart', { token: other.token })).body.data.items).toHaveLength(1);

    const first = await t.api('POST', '/orders', { token: owner.token, body: { ...address, promoCode: code } });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.discount).toBe(150);
    expect(t.store.catalog.getStock('pad')).toBe(9);
  });

  it('when a shopper subscribes with the address of their account, then the code is theirs', async () => {
    const shopper = await signUp(t);
    expect((await t.api('POST', '/newsletter', { body: { email: shopper.email } })).status).toBe(201);
    const code = welcomes(shopper.email)[0]!.code!;
    expect((await t.api('GET', `/newsletter/welcome-code/${code}`, { token: shopper.token })).status).toBe(200);
  });

  it('when a subscriber orders with the personal code, then 15% comes off once; a second order with it and a made-up code are refused, and a refused order takes no stock', async () => {
    await insertCatalog(t, [{ _id: 'pad', name: 'Kraft Notepad', price: 1000, stock: 10 }]);
    const email = `welcome.again.${Date.now()}@example.com`;
    expect((await t.api('POST', '/newsletter', { body: { email } })).status).toBe(201);
    const code = welcomes(email)[0]?.code;
    expect(code).toBeDefined();
    const a = await signUp(t, { email });
    const b = await signUp(t);
    for (const s of [a, b])
      expect((await t.api('POST', '/cart', { token: s.token, body: { productId: 'pad', quantity: 1 } })).status).toBe(200);

    const first = await t.api('POST', '/orders', { token: a.token, body: { ...address, promoCode: code } });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.discount).toBe(150);

    // Its owner again (another account is refused before: see above).
    expect((await t.api('POST', '/cart', { token: a.token, body: { productId: 'pad', quantity: 1 } })).status).toBe(200);
    const second = await t.api('POST', '/orders', { token: a.token, body: { ...address, promoCode: code } });
    expect(second.status, second.text).toBe(409);
    expect(second.body.message).toBe('This welcome code has already been used.');
    const madeUp = await t.api('POST', '/orders', { token: b.token, body: { ...address, promoCode: 'WELCOME15-ABCDEF' } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe(MESSAGES.promo.invalid);
    expect(t.store.catalog.getStock('pad')).toBe(9);
  });
});
