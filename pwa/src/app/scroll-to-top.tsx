import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page is scrolled to the top on every path change (not on query-string changes).
 * Not on the first render: a freshly loaded document is already where the browser put it, and a
 * scroll there would force the first layout inside React's commit.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
