import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../data';
import { buttonClass } from '../ui/button';
import { SignOutButton } from '../ui/sign-out-button';
import { EmptyState } from '../ui/empty-state';
import { ShieldIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { usePageMeta } from '../ui/use-page-meta';

const TITLES = { checkout: 'Checkout', account: 'Your account', admin: 'Admin' } as const;

/**
 * Guard for screens that later issues build (checkout, account, admin): a visitor is sent to
 * /login remembering where they were going; a signed-in shopper is told it is on its way.
 */
export function SignInRequiredPage({ area }: { area: keyof typeof TITLES }) {
  const { token, loading } = useSession();
  const location = useLocation();
  usePageMeta(TITLES[area]);
  if (loading) {
    return (
      <div className="container section" style={{ display: 'grid', placeItems: 'center' }}>
        <Spinner label="Loading" />
      </div>
    );
  }
  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <div className="container section">
      <EmptyState
        level={1}
        icon={<ShieldIcon size={32} />}
        title={`${TITLES[area]} is on its way`}
        message="This part of the store opens soon. Your cart and wishlist are saved on this device in the meantime."
        actions={
          <>
            <Link className={buttonClass()} to="/cart">
              View Cart
            </Link>
            <Link className={buttonClass('secondary')} to="/products">
              Continue Shopping
            </Link>
            {area === 'account' && <SignOutButton variant="ghost" />}
          </>
        }
      />
    </div>
  );
}
