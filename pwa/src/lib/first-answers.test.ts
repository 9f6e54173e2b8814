import { describe, expect, it } from 'vitest';
import { answerData, parseFirstAnswers } from './first-answers.js';

describe("reading a page's first answers", () => {
  it('when the element holds answers, then each /api path maps to its body', () => {
    const answers = parseFirstAnswers('{"/categories":{"success":true,"data":[{"_id":"art"}]},"/products/p1":{"success":true,"data":{"name":"Ink \\u003c/script>"}}}');
    expect([...answers.keys()]).toEqual(['/categories', '/products/p1']);
    expect(answerData(answers.get('/products/p1'))).toEqual({ name: 'Ink </script>' });
  });

  it('when the element is missing, empty or not a JSON object, then there are no answers (the page asks /api)', () => {
    for (const text of [null, undefined, '', '{not json', '[1,2]', '"text"', 'null']) expect(parseFirstAnswers(text).size).toBe(0);
  });

  it('when a body is not a successful envelope, then it gives no data', () => {
    for (const body of [undefined, null, 'x', { success: false, message: 'Product not found' }, { success: true }, { data: [] }]) expect(answerData(body)).toBeUndefined();
    expect(answerData({ success: true, data: [] })).toEqual([]);
  });
});
