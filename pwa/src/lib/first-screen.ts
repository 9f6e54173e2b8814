/**
 * Background work waits for the first screen: the catalogue replica's pull, the service worker's
 * precache (about 1 MB), the footer and other parts below the fold. "The first screen" is done
 * when the page has loaded, nothing in view is a loading placeholder (`.skeleton`) any more, and
 * the images in view have arrived (or failed). On a slow phone and network that work then never
 * competes with what the shopper is looking at. Checks run in idle callbacks, after the browser has
 * rendered, so reading positions forces no extra layout. A screen that never settles (an image
 * that hangs) holds nothing back for longer than FIRST_SCREEN_WAIT_CAP_MS after the load event.
 */
import { whenIdle } from './idle.js';

/** Longest wait for the first screen after the load event. */
const FIRST_SCREEN_WAIT_CAP_MS = 4000;
/** Between two looks at a screen that is still loading. */
const RECHECK_MS = 150;
/** Idle callbacks may be postponed while the page is busy; this bounds each wait. */
const IDLE_TIMEOUT_MS = 1000;

/** Whether the first screen is still loading: a placeholder or an image in view not arrived yet. */
function firstScreenLoading(): boolean {
  if (document.readyState !== 'complete') return true;
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.width > 0 && r.height > 0;
  };
  if ([...document.querySelectorAll('.skeleton')].some(inView)) return true;
  // A broken image is `complete` too: it has failed, and waiting longer would not help.
  return [...document.images].some((img) => !img.complete && img.loading !== 'lazy' && inView(img));
}

let settled = false;
let waiting: Promise<void> | null = null;

/** Resolves once the first screen of this page is done (then at once for every later caller). */
function firstScreenDone(): Promise<void> {
  if (settled) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      settled = true;
      resolve();
    };
    const look = () => {
      if (settled) return; // the cap came first: stop looking
      if (!firstScreenLoading()) return done();
      setTimeout(() => whenIdle(look, IDLE_TIMEOUT_MS), RECHECK_MS);
    };
    const afterLoad = () => {
      setTimeout(done, FIRST_SCREEN_WAIT_CAP_MS);
      whenIdle(look, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return waiting;
}

/**
 * Calls `run` once the first screen is done and the main thread is idle; returns a cancel.
 * Later on (another route, a part scrolled near) it waits only for an idle moment.
 */
export function afterFirstScreen(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void firstScreenDone().then(() => {
    if (!cancelled) cancelIdle = whenIdle(run, IDLE_TIMEOUT_MS);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
