import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: the page is scrolled to the top on every path change (not on query-string changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
