/**
 * PUT /orders/:id/returns/:returnId (admins): the return's machine, its units back on sale exactly
 * once, a cash-on-delivery refund marked paid with its reference, and the shopper told of each move.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatRupees, orderNumber, RETURN_MESSAGES, type Order } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { createStore } from '../src/store.js';
import { signUp, type Shopper } from './auth-helpers.js';
import { deliveredOrder, inventoryOf, rewriteOrder, waitForMessage } from './returns-fixtures.js';

let t: TestStore;
let asha: Shopper;
let admin: string;
const UPI = { kind: 'upi', upiId: 'asha.rao@okhdfc' } as const;
const BANK = { kind: 'bank', accountName: 'Asha Rao', accountNumber: '001122334455', ifsc: 'HDFC0001234' } as const;

const move = (orderId: string, returnId: string, body: object, token = admin) =>
  t.api('PUT', `/orders/${orderId}/returns/${returnId}`, { token, body });

/** A delivered order of `lines` with one return asked for: the units of `returned` ([line, quantity]). */
async function orderWithReturn(lines: Array<[string, number]>, returned: Array<[number, number]>, refundTo: object = UPI): Promise<Order> {
  const order = await deliveredOrder(t, asha.token, admin, lines);
  const res = await t.api('POST', `/orders/${order._id}/returns`, {
    token: asha.token,
    body: { lines: returned.map(([line, quantity]) => ({ line, quantity })), reason: 'damaged', refundTo },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const subjectOf = (order: Pick<Order, '_id'>, label: string) =>
  `${label}: your ${t.store.ctx.seller.tradeName} order ${orderNumber(order._id)}`;
const messagesAbout = (order: Pick<Order, '_id'>, label: string) => t.outbox().filter((m) => m.subject === subjectOf(order, label));

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'diary', name: 'Leather Diary', price: 450, stock: 40 },
    { _id: 'crayons', name: 'Wax Crayons', price: 180, stock: 40 },
  ]);
  asha = await signUp(t);
  admin = tokenFor(t, { userId: 'u_admin_moves', role: 'admin' });
});
afterAll(() => t?.close());

describe('the machine', () => {
  it('when a requested return is approved, received and refunded with its reference, then each move is recorded once, its units come back once, and wrong moves are 409 with the reason', async () => {
    const order = await orderWithReturn(
      [
        ['diary', 2],
        ['crayons', 3],
      ],
      [
        [0, 1],
        [1, 2],
      ],
    );
    const [diaryBefore, crayonsBefore] = [await inventoryOf(t, 'diary'), await inventoryOf(t, 'crayons')];

    const early = await move(order._id, 'r1', { state: 'received' });
    expect(early.status, early.text).toBe(409);
    expect(early.body.message).toBe(RETURN_MESSAGES.move('requested', 'received'));
    expect(early.body.message).toBe('A return that is return requested cannot be marked received.');

    const approved = await move(order._id, 'r1', { state: 'approved' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.returns[0]).toMatchObject({ state: 'approved', restocked: false });
    // The same state again is a repeat: nothing recorded twice.
    const again = await move(order._id, 'r1', { state: 'approved' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.returns[0].history.map((h: { state: string }) => h.state)).toEqual(['requested', 'approved']);

    const reject = await move(order._id, 'r1', { state: 'rejected', rejection: 'Too late' });
    expect(reject.status).toBe(409);
    expect(reject.body.message).toBe(RETURN_MESSAGES.move('approved', 'rejected'));

    const received = await move(order._id, 'r1', { state: 'received' });
    expect(received.status, received.text).toBe(200);
    expect(received.body.data.returns[0]).toMatchObject({ state: 'received', restocked: true });
    expect(await inventoryOf(t, 'diary')).toEqual({ quantity: diaryBefore.quantity + 1, markers: [] });
    expect(await inventoryOf(t, 'crayons')).toEqual({ quantity: crayonsBefore.quantity + 2, markers: [] });
    // Received again: the units do not come back twice.
    expect((await move(order._id, 'r1', { state: 'received' })).status).toBe(200);
    expect((await inventoryOf(t, 'diary')).quantity).toBe(diaryBefore.quantity + 1);
    expect((await inventoryOf(t, 'crayons')).quantity).toBe(crayonsBefore.quantity + 2);

    const noReference = await move(order._id, 'r1', { state: 'refunded' });
    expect(noReference.status, noReference.text).toBe(400);
    expect(noReference.body.message).toBe("Give the transfer's reference (UTR) to mark this refund paid.");
    const refunded = await move(order._id, 'r1', { state: 'refunded', reference: 'UTR20261128001' });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.data.returns[0]).toMatchObject({ state: 'refunded', reference: 'UTR20261128001' });
    expect(refunded.body.data.returns[0].history.map((h: { state: string }) => h.state)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    // Refunded is final; a repeat keeps the first reference.
    const repeat = await move(order._id, 'r1', { state: 'refunded', reference: 'OTHER' });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.returns[0].reference).toBe('UTR20261128001');
    const back = await move(order._id, 'r1', { state: 'approved' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('A return that is refunded cannot be marked approved.');

    // One message per move, none for the repeats.
    for (const label of ['Return approved', 'Return received', 'Refunded']) {
      await waitForMessage(t, (m) => m.subject === subjectOf(order, label) && m.channel === 'sms');
      expect(
        messagesAbout(order, label)
          .map((m) => m.channel)
          .sort(),
      ).toEqual(['email', 'sms']);
    }
  });

  it('when a return is rejected with a reason, then the shopper reads the reason, nothing comes back, and the units may be asked for again', async () => {
    const order = await orderWithReturn([['diary', 1]], [[0, 1]]);
    const before = await inventoryOf(t, 'diary');
    const rejected = await move(order._id, 'r1', { state: 'rejected', rejection: 'The diary was used: its pages are written in.' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.data.returns[0]).toMatchObject({ state: 'rejected', rejection: 'The diary was used: its pages are written in.' });
    const sms = await waitForMessage(t, (m) => m.subject === subjectOf(order, 'Return rejected') && m.channel === 'sms');
    expect(sms.text).toContain('Why: The diary was used: its pages are written in.');
    expect((await move(order._id, 'r1', { state: 'approved' })).status).toBe(409);
    expect((await move(order._id, 'r1', { state: 'received' })).status).toBe(409);
    expect(await inventoryOf(t, 'diary')).toEqual(before);

    const askedAgain = await t.api('POST', `/orders/${order._id}/returns`, {
      token: asha.token,
      body: { lines: [{ line: 0, quantity: 1 }], reason: 'not-as-described', refundTo: UPI },
    });
    expect(askedAgain.status, askedAgain.text).toBe(201);
    expect(askedAgain.body.data.returns[1]).toMatchObject({ id: 'r2', state: 'requested', amount: order.totalPrice });
  });

  it('when the shopper or a visitor moves a return, then 403 and 401; an unknown return is 404 and a malformed id 400', async () => {
    const order = await orderWithReturn([['crayons', 1]], [[0, 1]]);
    expect((await move(order._id, 'r1', { state: 'approved' }, asha.token)).status).toBe(403);
    expect((await t.api('PUT', `/orders/${order._id}/returns/r1`, { body: { state: 'approved' } })).status).toBe(401);
    const unknown = await move(order._id, 'r9', { state: 'approved' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(RETURN_MESSAGES.notFound);
    const malformed = await move(order._id, 'x', { state: 'approved' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid path: returnId: returnId must look like r1');
    const badState = await move(order._id, 'r1', { state: 'requested' });
    expect(badState.status).toBe(400);
    expect(badState.body.message).toBe('Invalid input: state: state must be one of approved, rejected, received, refunded');
    expect((await move('o_missing', 'r1', { state: 'approved' })).status).toBe(404);
  });
});

describe('units back on sale exactly once', () => {
  it('when two admins mark the same return received at once, then its units come back once and one message goes out', async () => {
    const order = await orderWithReturn([['crayons', 4]], [[0, 3]]);
    expect((await move(order._id, 'r1', { state: 'approved' })).status).toBe(200);
    const before = await inventoryOf(t, 'crayons');
    const answers = await Promise.all([move(order._id, 'r1', { state: 'received' }), move(order._id, 'r1', { state: 'received' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const a of answers) expect(a.body.data.returns[0]).toMatchObject({ state: 'received', restocked: true });
    expect(await inventoryOf(t, 'crayons')).toEqual({ quantity: before.quantity + 3, markers: [] });
    await waitForMessage(t, (m) => m.subject === subjectOf(order, 'Return received') && m.channel === 'sms');
    await new Promise((r) => setTimeout(r, 200));
    expect(messagesAbout(order, 'Return received')).toHaveLength(2); // one e-mail, one SMS
  });

  it('when a crash left a return marked received without its units back, then a later "received" (past the grace) gives them once, and again gives nothing', async () => {
    const order = await orderWithReturn([['diary', 3]], [[0, 2]]);
    expect((await move(order._id, 'r1', { state: 'approved' })).status).toBe(200);
    const before = await inventoryOf(t, 'diary');
    // As the write marking it received left it two minutes ago, before the units were given.
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await rewriteOrder(t, order._id, (doc) => ({
      ...doc,
      returns: doc.returns.map((r: Record<string, any>) => ({
        ...r,
        state: 'received',
        history: [...r.history, { state: 'received', at: twoMinutesAgo }],
      })),
    }));
    const finished = await move(order._id, 'r1', { state: 'received' });
    expect(finished.status, finished.text).toBe(200);
    expect(finished.body.data.returns[0]).toMatchObject({ state: 'received', restocked: true });
    expect(await inventoryOf(t, 'diary')).toEqual({ quantity: before.quantity + 2, markers: [] });
    expect((await move(order._id, 'r1', { state: 'received' })).status).toBe(200);
    expect((await inventoryOf(t, 'diary')).quantity).toBe(before.quantity + 2);
  });

  it('when a crash came after the units were given but before the return recorded it, then finishing it gives nothing more (the marker proves it)', async () => {
    const order = await orderWithReturn([['crayons', 2]], [[0, 2]]);
    expect((await move(order._id, 'r1', { state: 'approved' })).status).toBe(200);
    const before = await inventoryOf(t, 'crayons');
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await rewriteOrder(t, order._id, (doc) => ({
      ...doc,
      returns: doc.returns.map((r: Record<string, any>) => ({
        ...r,
        state: 'received',
        history: [...r.history, { state: 'received', at: twoMinutesAgo }],
      })),
    }));
    await t.store.stock.give('crayons', `${order._id}:return:r1`, 2);
    expect(await inventoryOf(t, 'crayons')).toEqual({ quantity: before.quantity + 2, markers: [`${order._id}:return:r1`] });

    const finished = await move(order._id, 'r1', { state: 'received' });
    expect(finished.status, finished.text).toBe(200);
    expect(finished.body.data.returns[0].restocked).toBe(true);
    expect(await inventoryOf(t, 'crayons')).toEqual({ quantity: before.quantity + 2, markers: [] });
  });

  it('when the store starts again after a crash left a return received without its units, then its start finishes it (once)', async () => {
    const order = await orderWithReturn([['crayons', 2]], [[0, 1]]);
    expect((await move(order._id, 'r1', { state: 'approved' })).status).toBe(200);
    const before = await inventoryOf(t, 'crayons');
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await rewriteOrder(t, order._id, (doc) => ({
      ...doc,
      returns: doc.returns.map((r: Record<string, any>) => ({
        ...r,
        state: 'received',
        history: [...r.history, { state: 'received', at: twoMinutesAgo }],
      })),
    }));
    // The restart: another store on the same databases (its own data folder).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-returns-'));
    const again = await createStore(
      { ...t.store.ctx.env, DATA_DIR: dataDir },
      { couchUrl: inject('couchUrl'), secrets: t.store.ctx.secrets },
    );
    try {
      const stored = await t.api('GET', `/orders/${order._id}`, { token: admin });
      expect(stored.body.data.returns[0]).toMatchObject({ state: 'received', restocked: true });
      expect(await inventoryOf(t, 'crayons')).toEqual({ quantity: before.quantity + 1, markers: [] });
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect((await move(order._id, 'r1', { state: 'received' })).status).toBe(200);
    expect((await inventoryOf(t, 'crayons')).quantity).toBe(before.quantity + 1);
  });

  it("when the order repair runs while a return's marker is on a record, then it leaves the marker to the returns module (the units stay)", async () => {
    const order = await orderWithReturn([['diary', 1]], [[0, 1]]);
    const before = await inventoryOf(t, 'diary');
    await t.store.stock.give('diary', `${order._id}:return:r1`, 1);
    await t.store.repairNow();
    expect(await inventoryOf(t, 'diary')).toEqual({ quantity: before.quantity + 1, markers: [`${order._id}:return:r1`] });
    await t.store.stock.undo('diary', `${order._id}:return:r1`);
  });
});

describe('the shopper told', () => {
  it('when a cash-on-delivery return is approved, received and refunded, then the shopper reads how to send it back, that it arrived, and the amount and the account it went to', async () => {
    const order = await orderWithReturn([['diary', 1]], [[0, 1]], BANK);
    const amount = order.returns![0]!.amount;
    expect((await move(order._id, 'r1', { state: 'approved' })).status).toBe(200);
    expect((await move(order._id, 'r1', { state: 'received' })).status).toBe(200);
    expect((await move(order._id, 'r1', { state: 'refunded', reference: 'UTR777' })).status).toBe(200);
    const mail = (label: string) =>
      waitForMessage(t, (m) => m.subject === subjectOf(order, label) && m.channel === 'email' && m.to === asha.email);

    const approved = await mail('Return approved');
    expect(approved.text).toContain('How to send it back');
    expect(approved.text).toContain(t.store.ctx.seller.address[0]!);
    const received = await mail('Return received');
    expect(received.text).toContain('We have received the items of your return r1');
    const refunded = await mail('Refunded');
    expect(refunded.text).toContain(`${formatRupees(amount)} for your return r1`);
    expect(refunded.text).toContain('bank account ••••4455 (HDFC0001234)');
    expect(refunded.text).toContain('Transfer reference: UTR777.');
    expect(t.outbox().some((m) => m.text.includes('001122334455'))).toBe(false);
  });
});
