import { describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID } from '@store/shared';
import { answerData, parseFirstAnswers } from './first-answers.js';

describe("reading a page's first answers", () => {
  it('when the element holds answers, then each /api path maps to its body', () => {
    const answers = parseFirstAnswers(
      '{"/categories":{"success":true,"data":[{"_id":"art"}]},"/products/p1":{"success":true,"data":{"name":"Ink \\u003c/script>"}}}',
    );
    expect([...answers.keys()]).toEqual(['/categories', '/products/p1']);
    expect(answerData(answers.get('/products/p1'))).toEqual({ name: 'Ink </script>' });
  });

  it('when the element is missing, empty or not a JSON object, then there are no answers (the page asks /api)', () => {
    for (const text of [null, undefined, '', '{not json', '[1,2]', '"text"', 'null']) expect(parseFirstAnswers(text).size).toBe(0);
  });

  it('when a body is not a successful envelope, then it gives no data', () => {
    for (const body of [undefined, null, 'x', { success: false, message: 'Product not found' }, { success: true }, { data: [] }])
      expect(answerData(body)).toBeUndefined();
    expect(answerData({ success: true, data: [] })).toEqual([]);
  });
});

describe('how long the first answers last', () => {
  it('when the route changes, then the answers are no longer used, even back at the page as served', async () => {
    const body = JSON.stringify({ '/categories': { success: true, data: [{ _id: 'art' }] } });
    const withDocument = globalThis as { document?: unknown };
    withDocument.document = { getElementById: (id: string) => (id === FIRST_ANSWERS_ID ? { textContent: body } : null) };
    try {
      const { firstAnswer, noteLocation } = await import('./first-answers.js');
      noteLocation('default');
      expect(firstAnswer('/categories')).toEqual([{ _id: 'art' }]);
      noteLocation('default');
      expect(firstAnswer('/categories')).toEqual([{ _id: 'art' }]);
      expect(firstAnswer('/products')).toBeUndefined();
      noteLocation('k2');
      expect(firstAnswer('/categories')).toBeUndefined();
      noteLocation('default');
      expect(firstAnswer('/categories')).toBeUndefined();
    } finally {
      delete withDocument.document;
    }
  });
});
