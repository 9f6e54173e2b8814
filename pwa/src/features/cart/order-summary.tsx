/** The cart page's order summary: subtotal − promo + shipping; no tax on this page. */
import { FREE_SHIPPING_THRESHOLD, formatRupees, type PriceBreakdown, type PromoCode } from '@store/shared';

export function OrderSummary({ breakdown, promo, itemCount }: { breakdown: PriceBreakdown; promo: PromoCode | null; itemCount: number }) {
  return (
    <div className="summary">
      <dl className="summary__list">
        <div className="summary__row">
          <dt>
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatRupees(breakdown.subtotal)}</dd>
        </div>
        {promo && breakdown.discount > 0 && (
          <div className="summary__row summary__row--saving">
            <dt>Promo ({promo.code})</dt>
            <dd>−{formatRupees(breakdown.discount)}</dd>
          </div>
        )}
        <div className="summary__row">
          <dt>Shipping</dt>
          <dd>{breakdown.shipping === 0 ? 'Free' : formatRupees(breakdown.shipping)}</dd>
        </div>
        <div className="summary__row summary__row--total">
          <dt>Total</dt>
          <dd>{formatRupees(breakdown.total)}</dd>
        </div>
      </dl>
      {breakdown.shipping > 0 && (
        <p className="summary__note">Free shipping on orders above {formatRupees(FREE_SHIPPING_THRESHOLD)}.</p>
      )}
    </div>
  );
}
