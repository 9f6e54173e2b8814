/**
 * The protected-route guard: 'Loading' while the session loads, a visitor goes to /login
 * remembering where they were going, a signed-in shopper sees the screen. While the screen's
 * chunk loads, the same spinner shows (not the storefront's grid of product placeholders, which
 * is not the shape of a checkout or an account).
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../data/shell';
import { Spinner } from '../ui/spinner';
import { useT } from '../i18n';

function ScreenLoading() {
  const t = useT();
  return (
    <div className="container section page-loading">
      <Spinner label={t('Loading')} />
    </div>
  );
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { token, loading } = useSession();
  const location = useLocation();
  if (token) return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
  if (loading) return <ScreenLoading />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}
