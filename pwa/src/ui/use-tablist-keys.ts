import { useRef, type KeyboardEvent } from 'react';

/**
 * The keyboard of the tabs pattern: Left and Right move to the previous and next tab (wrapping),
 * Home and End to the first and last, each selecting the tab and focusing it. Put `onKeyDown` on
 * the tablist and `tabRef(i)` on each tab.
 */
export function useTablistKeys(count: number, active: number, select: (index: number) => void) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const next =
      e.key === 'ArrowRight'
        ? (active + 1) % count
        : e.key === 'ArrowLeft'
          ? (active - 1 + count) % count
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    select(next);
    refs.current[next]?.focus();
  };
  const tabRef = (index: number) => (el: HTMLButtonElement | null) => {
    refs.current[index] = el;
  };
  return { onKeyDown, tabRef };
}
