/** Header-search keystroke timings over the replica (shared by the PWA benches). */
import type { BrowserContext, BrowserPage } from '../pwa-browser.js';

/** The performance entry the replica worker leaves for each header search it answers (pwa replica-core.ts SEARCH_TIMING). */
const SEARCH_TIMING = 'inkwell:search';

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

/** The replica's worker in this browser context (a SharedWorker, or a dedicated one where there is none). */
async function replicaWorker(context: BrowserContext) {
  const target = context.targets().find((t) => (t.type() === 'shared_worker' || t.type() === 'worker') && /replica/.test(t.url()));
  if (!target) throw new Error('replica worker not found');
  return target.createCDPSession();
}

async function inWorker(context: BrowserContext, expression: string): Promise<unknown> {
  const session = await replicaWorker(context);
  try {
    const { result } = (await session.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value?: unknown } };
    return result.value;
  } finally {
    await session.detach();
  }
}

/**
 * The search's own time on the device, per keystroke: each header search the worker answered
 * since `clearDeviceSearchTimes`, from the question's arrival in the worker to its answer posted
 * (the engine, the answer's copy to the page), without the page's rendering.
 */
export async function deviceSearchTimes(context: BrowserContext): Promise<number[]> {
  const value = await inWorker(context, `performance.getEntriesByName(${JSON.stringify(SEARCH_TIMING)}).map((e) => e.duration)`);
  if (!Array.isArray(value)) throw new Error('no search timings in the replica worker');
  return value.map(Number);
}

export async function clearDeviceSearchTimes(context: BrowserContext): Promise<void> {
  await inWorker(context, `performance.clearMeasures(${JSON.stringify(SEARCH_TIMING)})`);
}
