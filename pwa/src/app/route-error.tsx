import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { ErrorBoundary } from '../ui/error-boundary';
import { useT } from '../i18n';

/** Last line of defence: a render error or a chunk that failed to download (e.g. after a deploy). */
export function RouteError() {
  const t = useT();
  return (
    <main id="main" className="container section">
      <EmptyState
        level={1}
        title={t('This page could not be shown')}
        message={t('Something went wrong while showing this page.')}
        actions={
          <>
            <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
              {t('Reload')}
            </button>
            <a className={buttonClass('secondary')} href="/">
              {t('Go Home')}
            </a>
          </>
        }
      />
    </main>
  );
}

/**
 * Shows RouteError instead of a blank page when anything below throws while rendering (the
 * declarative router has no `errorElement`).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<RouteError />}>{children}</ErrorBoundary>;
}
