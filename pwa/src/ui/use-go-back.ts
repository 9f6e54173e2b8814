import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

// React Router keeps its own history index in history.state; 0 means this is the first entry.
const HistoryStateSchema = z.object({ idx: z.number() }).loose();

/** Goes back one page, or to `fallback` when the shopper arrived here directly (no page to go back to). */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = HistoryStateSchema.safeParse(window.history.state);
    if (state.success && state.data.idx > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
