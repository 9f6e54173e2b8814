import { Component, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { useLoadWhenNeeded } from './use-load-when-needed';

/** A part that fails to load (e.g. its chunk vanished after a deploy) leaves its placeholder, not an error page. */
class KeepPlaceholderOnError extends Component<{ placeholder: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.placeholder : this.props.children;
  }
}

/**
 * Holds the place of a lazily loaded part of the page (React.lazy component) with an empty block
 * of the given class, whose CSS gives it a fixed minimum height: the part loads when needed
 * (see use-load-when-needed.ts) and nothing visible shifts when it arrives.
 */
export function Deferred({ component: Part, placeholderClassName }: { component: ComponentType; placeholderClassName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const needed = useLoadWhenNeeded(ref);
  const placeholder = <div ref={ref} className={placeholderClassName} />;
  if (!needed) return placeholder;
  return (
    <KeepPlaceholderOnError placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <Part />
      </Suspense>
    </KeepPlaceholderOnError>
  );
}
