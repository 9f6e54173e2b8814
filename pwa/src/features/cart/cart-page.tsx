/**
 * /cart: the lines with stepper, Remove and Move to Wishlist; the promo box; the
 * order summary without tax; Proceed to Checkout, which sends a visitor to /login.
 */
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, priceBreakdown } from '@store/shared';
import { useCart, useSession } from '../../data';
import { pricedLines, promoFor, setAppliedPromo, useAppliedPromo } from '../../data/promo';
import { buttonClass } from '../../ui/button';
import { Deferred } from '../../ui/deferred';
import { EmptyState } from '../../ui/empty-state';
import { ArrowLeftIcon, CartIcon, ShieldIcon, TruckIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { CartLineRow } from './cart-line-row';
import { OrderSummary } from '../../ui/order-summary';
import { PromoBox } from './promo-box';
import { welcomeCodeRefusal } from './welcome-code-check';
import { useCartActions } from './use-cart-actions';
import { lineKeyOf } from '../../ui/line-options';
import './cart.css';
import { usePageMeta } from '../../ui/use-page-meta';

// "Deliver to" loads its own chunk once the cart is on screen (as on the product page).
const DeliverTo = lazy(() => import('../../ui/deliver-to').then((m) => ({ default: m.DeliverTo })));

export function CartPage() {
  const { lines, count, loading } = useCart();
  const { token } = useSession();
  const actions = useCartActions();
  const applied = useAppliedPromo();

  usePageMeta(`Shopping Cart${count > 0 ? ` (${count})` : ''}`);

  if (loading && lines.length === 0) {
    return (
      <div className="container cart-page skeleton-group" role="status" aria-label="Loading your cart">
        <Skeleton width="40%" height={36} />
        <Skeleton height={120} style={{ marginTop: 24 }} />
        <Skeleton height={120} style={{ marginTop: 12 }} />
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="container cart-page">
        <EmptyState
          level={1}
          icon={<CartIcon size={32} />}
          title={MESSAGES.cart.empty}
          message={MESSAGES.cart.emptyHint}
          actions={
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              Start Shopping
            </Link>
          }
        />
      </div>
    );
  }

  const priced = pricedLines(lines);
  const { promo, notApplying } = promoFor(applied, priced);
  const breakdown = priceBreakdown(priced, promo, { withTax: false });

  return (
    <div className="container cart-page">
      <div className="cart-page__head">
        <h1>Shopping Cart</h1>
        <p className="muted">
          {count} {count === 1 ? 'item' : 'items'} in your cart
        </p>
      </div>

      <div className="cart-page__layout">
        <section aria-label="Cart items">
          <ul className="cart-page__lines">
            {lines.map((line) => (
              <CartLineRow key={lineKeyOf(line)} line={line} actions={actions} loading={loading} />
            ))}
          </ul>
          <Link to="/products" className={buttonClass('ghost')}>
            <ArrowLeftIcon size={16} /> Continue Shopping
          </Link>
        </section>

        <aside className="cart-page__aside" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="cart-page__aside-title">
            Order Summary
          </h2>
          <Deferred component={DeliverTo} placeholderClassName="deliver-to-placeholder" />
          <PromoBox
            applied={applied}
            lines={priced}
            notApplying={notApplying}
            onApply={setAppliedPromo}
            pending={priced.length < lines.length}
            checkWelcomeCode={(code) => welcomeCodeRefusal(code, token)}
          />
          <OrderSummary breakdown={breakdown} promo={promo} itemCount={count} />
          <Link to={token ? '/checkout' : '/login'} className={buttonClass('primary', 'lg', true)}>
            Proceed to Checkout
          </Link>
          <ul className="cart-page__assurances">
            <li>
              <TruckIcon size={18} /> Free shipping over ₹999
            </li>
            <li>
              <ShieldIcon size={18} /> Secure checkout · 30-day easy returns
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
