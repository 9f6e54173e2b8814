import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

/** Last line of defence: a render error or a chunk that failed to download (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong while showing this page.';
  return (
    <main id="main" className="container section">
      <EmptyState
        level={1}
        title="This page could not be shown"
        message={message}
        actions={
          <>
            <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
              Reload
            </button>
            <a className={buttonClass('secondary')} href="/">
              Go Home
            </a>
          </>
        }
      />
    </main>
  );
}
