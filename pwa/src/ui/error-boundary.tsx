import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of what is below when that throws while rendering (or a lazily loaded
 * chunk fails to download, e.g. after a deploy). React's error boundaries are class components.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
