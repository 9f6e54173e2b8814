/*
 * Code that is not needed for the first paint (below-the-fold sections, the footer) loads when it
 * is about to scroll into view, or once the first screen is done and the browser is idle —
 * whichever comes first. The first paint then carries only what is on screen (issue 4: ≤ 150 KB of JS).
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { afterFirstScreen } from '../lib/first-screen';

/** How far below the viewport a placeholder starts loading its content. */
const NEAR_VIEWPORT = '200px 0px';

/** True once the element is near the viewport or the first screen is done (lib/first-screen.ts); stays true. */
export function useLoadWhenNeeded(ref: RefObject<Element | null>): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    // In a transition: React builds the part in slices of a few milliseconds, yielding to the
    // browser between them, instead of one long task (the home page's lower sections are ~100 ms
    // of rendering on a phone, which counted whole in Lighthouse's total blocking time).
    const show = () => startTransition(() => setNeeded(true));
    const element = ref.current;
    let observer: IntersectionObserver | null = null;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: NEAR_VIEWPORT });
      observer.observe(element);
    }
    const cancel = afterFirstScreen(show);
    return () => {
      observer?.disconnect();
      cancel();
    };
  }, [needed, ref]);
  return needed;
}
