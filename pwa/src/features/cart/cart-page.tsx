/**
 * /cart: the lines with stepper, Remove and Move to Wishlist; the promo box; the
 * order summary without tax; Proceed to Checkout, which sends a visitor to /login.
 */
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, priceBreakdown } from '@store/shared';
import { useCart, useSession } from '../../data';
import { useT } from '../../i18n';
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
  const t = useT();

  usePageMeta(count > 0 ? t('Shopping Cart ({count})', { count }) : t('Shopping Cart'));

  if (loading && lines.length === 0) {
    return (
      <div className="container cart-page skeleton-group" role="status" aria-label={t('Loading your cart')}>
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
          title={t.message(MESSAGES.cart.empty)}
          message={t.message(MESSAGES.cart.emptyHint)}
          actions={
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              {t('Start Shopping')}
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
        <h1>{t('Shopping Cart')}</h1>
        <p className="muted">{t.plural(count, { one: '{count} item in your cart', other: '{count} items in your cart' })}</p>
      </div>

      <div className="cart-page__layout">
        <section aria-label={t('Cart items')}>
          <ul className="cart-page__lines">
            {lines.map((line) => (
              <CartLineRow key={lineKeyOf(line)} line={line} actions={actions} loading={loading} />
            ))}
          </ul>
          <Link to="/products" className={buttonClass('ghost')}>
            <ArrowLeftIcon size={16} /> {t('Continue Shopping')}
          </Link>
        </section>

        <aside className="cart-page__aside" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="cart-page__aside-title">
            {t('Order Summary')}
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
            {t('Proceed to Checkout')}
          </Link>
          <ul className="cart-page__assurances">
            <li>
              <TruckIcon size={18} /> {t('Free shipping over ₹999')}
            </li>
            <li>
              <ShieldIcon size={18} /> {t('Secure checkout · 30-day easy returns')}
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
