/** Header-search keystroke timings over the replica (shared by the PWA benches). */
import type { BrowserPage } from '../pwa-browser.js';

export const QUERIES = ['fountain pen', 'notebook a5', 'watercolour', 'stapler', 'gel pen', 'sketchbook'];

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * Types each query into the header search, one character at a time, and times each keystroke
 * from the input event until the suggestions list shows the answer for the new text (the
 * replica worker answers; the list's `data-answered-for` names the text it shows). The next
 * frame is not awaited: that would time the display's refresh rate.
 */
export async function keystrokeLatencies(page: BrowserPage): Promise<number[]> {
  const result = await page.evaluate(`(async () => {
    const input = document.querySelector('input[role="combobox"]');
    if (!input) throw new Error('header search not found');
    const list = document.getElementById(input.getAttribute('aria-controls'));
    if (!list) throw new Error('suggestions list not found');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const answered = (text) => new Promise((resolve, reject) => {
      if (list.dataset.answeredFor === text) return resolve();
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no answer for ' + text)); }, 5000);
      const observer = new MutationObserver(() => {
        if (list.dataset.answeredFor !== text) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      observer.observe(list, { attributes: true, attributeFilter: ['data-answered-for'] });
    });
    const times = [];
    for (const query of ${JSON.stringify(QUERIES)}) {
      for (let i = 1; i <= query.length; i++) {
        const text = query.slice(0, i);
        const t0 = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await answered(text.trim().toLowerCase());
        times.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 30));
      }
      setValue.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 50));
    }
    return times;
  })()`);
  if (!Array.isArray(result)) throw new Error('no timings');
  return result.map(Number);
}
