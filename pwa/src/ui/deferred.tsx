import { Suspense, useRef, type ComponentType } from 'react';
import { ErrorBoundary } from './error-boundary';
import { useLoadWhenNeeded, type LoadWhenNeededOptions } from './use-load-when-needed';

/**
 * Holds the place of a lazily loaded part of the page (React.lazy component) with an empty block
 * of the given class, whose CSS gives it a fixed minimum height: the part loads when needed
 * (see use-load-when-needed.ts) and nothing visible shifts when it arrives.
 */
export function Deferred({
  component: Part,
  placeholderClassName,
  ...when
}: { component: ComponentType; placeholderClassName: string } & LoadWhenNeededOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const needed = useLoadWhenNeeded(ref, when);
  const placeholder = <div ref={ref} className={placeholderClassName} />;
  if (!needed) return placeholder;
  return (
    // A part that fails to load leaves its placeholder, not an error page.
    <ErrorBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  );
}
