/*
 * Code that is not needed for the first paint (the home page's lower sections, the footer) loads
 * when it is about to scroll into view, or once the first screen is done and the browser is idle —
 * whichever comes first. The first paint then carries only what is on screen (issue 4: ≤ 150 KB of JS).
 * A part that waits to be approached (`untilApproached`, the footer) only has its code fetched
 * then; it is laid out when the shopper heads for it (docs/decisions/025).
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { afterFirstScreen } from '../lib/first-screen';
import { whenIdle } from '../lib/idle';

/** How far below the viewport a placeholder starts loading its content. */
const NEAR_VIEWPORT = '200px 0px';
/** For a part rendered only when approached: half a screen ahead, so a scroll finds it in place. */
const APPROACHING = '50% 0px';
/**
 * A part rendered when approached is rendered anyway once the page has been left alone this long
 * after its first screen (then when the browser is idle): a screen reader's reading cursor, which
 * neither scrolls nor tabs, still finds it, and it never competes with the first interactions.
 */
const LEFT_ALONE_MS = 5000;

export interface LoadWhenNeededOptions {
  /**
   * Render only when the shopper heads for the part: it comes near the viewport, or the keyboard
   * starts moving focus (Tab), so a keyboard user reaches it as it is; or the page has been left
   * alone for LEFT_ALONE_MS after its first screen. When the first screen is done only `preload`
   * runs (its code arrives, nothing is laid out). For parts whose layout is a long task on a phone
   * and that nobody sees without scrolling: the footer.
   */
  untilApproached?: boolean;
  /** Fetches the part's code (the lazy component's import). */
  preload?: () => unknown;
}

/**
 * True once the element is near the viewport or the first screen is done (lib/first-screen.ts);
 * with `untilApproached`, once it is near, the keyboard moves focus or the page was left alone. Stays true.
 */
export function useLoadWhenNeeded(
  ref: RefObject<Element | null>,
  { untilApproached = false, preload }: LoadWhenNeededOptions = {},
): boolean {
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
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
        rootMargin: untilApproached ? APPROACHING : NEAR_VIEWPORT,
      });
      observer.observe(element);
    }
    // Without an observer nothing would ever tell that the part is near: it renders after the first screen.
    const approachOnly = untilApproached && observer !== null;
    const onKey = (e: KeyboardEvent) => e.key === 'Tab' && show();
    if (approachOnly) document.addEventListener('keydown', onKey);
    let later: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle = () => {};
    const cancel = afterFirstScreen(
      approachOnly
        ? () => {
            void preload?.();
            later = setTimeout(() => (cancelIdle = whenIdle(show, LEFT_ALONE_MS)), LEFT_ALONE_MS);
          }
        : show,
    );
    return () => {
      observer?.disconnect();
      document.removeEventListener('keydown', onKey);
      cancel();
      clearTimeout(later);
      cancelIdle();
    };
  }, [needed, ref, untilApproached, preload]);
  return needed;
}
