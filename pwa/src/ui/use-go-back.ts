import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

// React Router keeps its own history index in history.state; 0 means this is the first entry.
// A plain check rather than a zod schema: this runs on first-load pages, and zod is not in that chunk.
function historyIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' && Number.isFinite(state.idx) ? state.idx : null;
}

/** Goes back one page, or to `fallback` when the shopper arrived here directly (no page to go back to). */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = historyIndex(window.history.state);
    if (idx !== null && idx > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
