/*
 * Code that is not needed for the first paint (below-the-fold sections, the footer) loads when it
 * is about to scroll into view, or once the page has loaded and the browser is idle — whichever
 * comes first. The first paint then carries only what is on screen (issue 4: ≤ 150 KB of JS).
 */
import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport a placeholder starts loading its content. */
const NEAR_VIEWPORT = '200px 0px';
/** Idle callbacks may wait; this bounds the wait after the load event. */
const IDLE_TIMEOUT_MS = 1500;

/** Calls `run` when the page has finished loading and the main thread is idle; returns a cancel. */
export function afterPageLoadAndIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(run, 200);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/** True once the element is near the viewport or the page is loaded and idle; stays true. */
export function useLoadWhenNeeded(ref: RefObject<Element | null>): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const show = () => setNeeded(true);
    const element = ref.current;
    let observer: IntersectionObserver | null = null;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: NEAR_VIEWPORT });
      observer.observe(element);
    }
    const cancel = afterPageLoadAndIdle(show);
    return () => {
      observer?.disconnect();
      cancel();
    };
  }, [needed, ref]);
  return needed;
}
