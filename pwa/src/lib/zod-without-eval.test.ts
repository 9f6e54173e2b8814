import { describe, expect, it } from 'vitest';

// Each test file runs in its own module graph, so zod loads here for the first time.
describe('zod without eval', () => {
  it('is set without importing zod, and zod reads it when it loads', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
