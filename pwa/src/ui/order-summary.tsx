/**
 * The order summary: subtotal − promo + shipping on the cart page (no tax line there, and it says
 * GST is added at checkout); the checkout adds GST on the goods after the promo. The numbers come
 * from the shared price function the server uses.
 */
import { FREE_SHIPPING_THRESHOLD, formatRupees, GST_RATE, MESSAGES, type PriceBreakdown, type PromoCode } from '@store/shared';
import { useT } from '../i18n';
import './order-summary.css';

export function OrderSummary({
  breakdown,
  promo,
  itemCount,
  withTax = false,
}: {
  breakdown: PriceBreakdown;
  promo: PromoCode | null;
  itemCount: number;
  withTax?: boolean;
}) {
  const t = useT();
  return (
    <div className="summary">
      <dl className="summary__list">
        <div className="summary__row">
          <dt>{t.plural(itemCount, { one: 'Subtotal ({count} item)', other: 'Subtotal ({count} items)' })}</dt>
          <dd>{formatRupees(breakdown.subtotal)}</dd>
        </div>
        {promo && breakdown.discount > 0 && (
          <div className="summary__row summary__row--saving">
            <dt>{t('Promo ({code})', { code: promo.code })}</dt>
            <dd>−{formatRupees(breakdown.discount)}</dd>
          </div>
        )}
        <div className="summary__row">
          <dt>{t('Shipping')}</dt>
          <dd>{breakdown.shipping === 0 ? t('Free') : formatRupees(breakdown.shipping)}</dd>
        </div>
        {withTax && (
          <div className="summary__row">
            <dt>
              {breakdown.discount > 0
                ? t('GST ({rate}% on the price after the promo)', { rate: Math.round(GST_RATE * 100) })
                : t('GST ({rate}%)', { rate: Math.round(GST_RATE * 100) })}
            </dt>
            <dd>{formatRupees(breakdown.tax)}</dd>
          </div>
        )}
        <div className="summary__row summary__row--total">
          <dt>{withTax ? t('Total') : t('Total before GST')}</dt>
          <dd data-testid="order-total">{formatRupees(breakdown.total)}</dd>
        </div>
      </dl>
      {!withTax && <p className="summary__note summary__note--tax">{t.message(MESSAGES.promo.gstAtCheckout)}</p>}
      {breakdown.shipping > 0 && (
        <p className="summary__note">{t('Free shipping on orders above {amount}.', { amount: formatRupees(FREE_SHIPPING_THRESHOLD) })}</p>
      )}
    </div>
  );
}
