import { useState } from 'react';

/**
 * Whether `value` has differed from its first render's at any time since. A carousel's slide or a
 * rotating offer that replaces another fades in; the first one is simply there with the page.
 */
export function useHasChanged(value: unknown): boolean {
  const [initial] = useState(value);
  const [changed, setChanged] = useState(false);
  const differs = !Object.is(value, initial);
  // Kept in state, so that coming back to the first value still counts as a change.
  if (differs && !changed) setChanged(true);
  return changed || differs;
}
