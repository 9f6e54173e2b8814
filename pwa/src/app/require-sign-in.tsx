/**
 * The protected-route guard: 'Loading' while the session loads, a visitor goes to /login
 * remembering where they were going, a signed-in shopper sees the screen.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../data';
import { Spinner } from '../ui/spinner';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { token, loading } = useSession();
  const location = useLocation();
  if (token) return children;
  if (loading) {
    return (
      <div className="container section" style={{ display: 'grid', placeItems: 'center' }}>
        <Spinner label="Loading" />
      </div>
    );
  }
  return <Navigate to="/login" replace state={{ from: location }} />;
}
