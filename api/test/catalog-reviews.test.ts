import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './auth-helpers.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'n1', name: 'Dotted Journal' },
    { _id: 'n2', name: 'Plain Journal' },
    { _id: 'n3', name: 'Busy Journal' },
    { _id: 'n4', name: 'Grid Journal' },
  ]);
});
afterAll(() => t?.close());

describe('POST /products/reviews', () => {
  it('when a shopper renamed their profile, then a new review carries the current name, not the one in the token', async () => {
    const shopper = await signUp(t, { name: 'Meera Iyer' });
    const renamed = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { name: 'Meera Nair' } });
    expect(renamed.status).toBe(200);
    const res = await t.api('POST', '/products/reviews', {
      token: shopper.token,
      body: { productId: 'n4', rating: 5, comment: 'Lovely paper.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toEqual({ name: 'Meera Nair' });
  });

  it('when a signed-in shopper reviews, then the review is stored under the name from the token and the rating is updated', async () => {
    const asha = tokenFor(t, { name: 'Asha Verma' });
    const res = await t.api('POST', '/products/reviews', {
      token: asha,
      body: { productId: 'n1', rating: 4, comment: 'Smooth pages.', user: { name: 'Someone Else' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Review submitted successfully!');
    expect(res.body.review).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({ productId: 'n1', user: { name: 'Asha Verma' }, rating: 4, comment: 'Smooth pages.' });

    const ravi = tokenFor(t, { name: 'Ravi Kumar' });
    await t.api('POST', '/products/reviews', { token: ravi, body: { productId: 'n1', rating: 5, comment: '  Best journal I own.  ' } });

    const detail = await t.api('GET', '/products/n1');
    expect(detail.body.data).toMatchObject({ rating: 4.5, numReviews: 2 });
    // Newest first, with author name, rating, comment and date.
    expect(detail.body.data.reviews.map((r: { user: { name: string }; comment: string }) => [r.user.name, r.comment])).toEqual([
      ['Ravi Kumar', 'Best journal I own.'],
      ['Asha Verma', 'Smooth pages.'],
    ]);
    const stored = await t.store.ctx.dbs.products.get('n1');
    expect(stored).toMatchObject({ rating: 4.5, numReviews: 2 });
  });

  it('when several reviews arrive at once, then every one is counted (optimistic concurrency retries)', async () => {
    const ratings = [5, 4, 3, 5, 4, 2];
    const results = await Promise.all(
      ratings.map((rating, i) =>
        t.api('POST', '/products/reviews', {
          token: tokenFor(t, { name: `Shopper ${i}` }),
          body: { productId: 'n3', rating, comment: `Review ${i}` },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(ratings.map(() => 201));
    const detail = await t.api('GET', '/products/n3');
    expect(detail.body.data.numReviews).toBe(6);
    expect(detail.body.data.rating).toBe(3.8); // 23 / 6 = 3.83 → one decimal
    expect(detail.body.data.reviews).toHaveLength(6);
  });

  it('when the comment or rating is missing, then 400 "Please provide a review and rating."', async () => {
    const token = tokenFor(t);
    for (const body of [
      { productId: 'n2', rating: 5 },
      { productId: 'n2', comment: 'Nice' },
      { productId: 'n2', rating: 5, comment: '   ' },
      { productId: 'n2', rating: '5', comment: 'Nice' },
    ]) {
      const res = await t.api('POST', '/products/reviews', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('Please provide a review and rating.');
    }
  });

  it('when the input is otherwise wrong, then 400 with a clear message; an unknown product is 404', async () => {
    const token = tokenFor(t);
    const cases: Array<[unknown, number, string]> = [
      [{ productId: 'n2', rating: 6, comment: 'Too good' }, 400, 'rating must be 1 to 5'],
      [{ productId: 'n2', rating: 4.5, comment: 'Half' }, 400, 'rating must be a whole number'],
      [{ productId: 'n2', rating: 4, comment: 'x'.repeat(2001) }, 400, 'Review is too long'],
      [{ rating: 4, comment: 'Nice' }, 400, 'productId is required'],
      [{ productId: 'no such/id', rating: 4, comment: 'Nice' }, 400, 'id may hold only letters'],
      [{ productId: 'p_gone', rating: 4, comment: 'Nice' }, 404, 'Product not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.api('POST', '/products/reviews', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toContain(message);
    }
    const malformed = await t.api('POST', '/products/reviews', {
      token,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"productId": "n2",',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body.');
    const detail = await t.api('GET', '/products/n2');
    expect(detail.body.data.numReviews).toBe(0);
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await t.api('POST', '/products/reviews', { body: { productId: 'n2', rating: 5, comment: 'Nice' } });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('a review of a variant (issue 43)', () => {
  it('when a shopper says which variant they reviewed, then the review keeps its id and label, and the rating stays the product’s', async () => {
    await insertCatalog(t, [{ _id: 'n9', name: 'Ruled Journal' }]);
    const admin = tokenFor(t, { role: 'admin' });
    const made = await t.api('PUT', '/products/n9', {
      token: admin,
      body: {
        name: 'Ruled Journal',
        category: 'writing',
        options: [{ name: 'Ruling', values: ['Dotted', 'Plain'] }],
        variants: [
          { values: ['Dotted'], price: 500 },
          { values: ['Plain'], price: 450 },
        ],
      },
    });
    expect(made.status, made.text).toBe(200);
    const plain = made.body.data.variants[1].id as string;
    const asha = tokenFor(t, { name: 'Asha Verma' });
    const res = await t.api('POST', '/products/reviews', {
      token: asha,
      body: { productId: 'n9', variantId: plain, rating: 2, comment: 'Too thin.' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ productId: 'n9', variant: { id: plain, label: 'Plain' }, rating: 2 });
    expect(await t.store.ctx.dbs.reviews.get(res.body.data._id)).toMatchObject({ variant: { id: plain, label: 'Plain' } });
    // A review without a variant, of the same product: one rating across both.
    await t.api('POST', '/products/reviews', { token: asha, body: { productId: 'n9', rating: 4, comment: 'Nice cover.' } });
    const detail = (await t.api('GET', '/products/n9')).body.data;
    expect(detail).toMatchObject({ rating: 3, numReviews: 2 });
    expect(detail.reviews.find((r: { comment: string }) => r.comment === 'Too thin.').variant).toEqual({ id: plain, label: 'Plain' });
  });

  it('when the variant is not the product’s, then 400 naming it, and nothing is stored', async () => {
    const asha = tokenFor(t, { name: 'Asha Verma' });
    const before = (await t.api('GET', '/products/n2')).body.data.numReviews;
    const res = await t.api('POST', '/products/reviews', {
      token: asha,
      body: { productId: 'n2', variantId: 'n3', rating: 5, comment: 'Wrong one.' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid review: variantId: This product has no variant n3');
    expect((await t.api('GET', '/products/n2')).body.data.numReviews).toBe(before);
    const malformed = await t.api('POST', '/products/reviews', {
      token: asha,
      body: { productId: 'n2', variantId: 'bad id!', rating: 5, comment: 'x' },
    });
    expect(malformed.status).toBe(400);
  });
});
