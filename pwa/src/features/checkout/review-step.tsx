/** Step 3: the lines, where they go, how they are paid, and the total the order will have. */
import { useState } from 'react';
import { formatPhone, formatRupees, isOnlineMethod, type PaymentMethod, type PriceBreakdown, type PromoCode } from '@store/shared';
import type { CartLine } from '../../data';
import { useT } from '../../i18n';
import { Button } from '../../ui/button';
import { OrderSummary } from '../../ui/order-summary';
import { lineKeyOf, optionsText } from '../../ui/line-options';
import { ProductImage } from '../../ui/product-image';
import type { AddressDraft } from './checkout-state';
import { DeliveryLine, type DeliveryLookup } from './delivery-line';
import { GstinField, gstinError, normalizedGstin } from './gstin-field';
import { howPaymentHappens, labelOf, OFFLINE_ONLINE_PAYMENT } from './payment';

export interface ReviewProps {
  lines: CartLine[];
  address: AddressDraft;
  /** The address's delivery estimate ("Delivery by Tue, 2 Dec"). */
  delivery: DeliveryLookup;
  paymentMethod: PaymentMethod;
  promo: PromoCode | null;
  /** Why the code applied in the cart takes nothing off this order, or null. */
  promoNote: string | null;
  breakdown: PriceBreakdown;
  online: boolean;
  placing: boolean;
  error: string;
  onBack(): void;
  onEdit(step: 0 | 1): void;
  /** A business buyer's GSTIN, checked, goes with the order (decision 045). */
  onPlace(extra: { gstin?: string }): void;
}

export function ReviewStep({
  lines,
  address,
  delivery,
  paymentMethod,
  promo,
  promoNote,
  breakdown,
  online,
  placing,
  error,
  onBack,
  onEdit,
  onPlace,
}: ReviewProps) {
  const t = useT();
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const unknown = lines.some((l) => !l.product || !l.variant);
  const [gstin, setGstin] = useState('');
  const [gstinProblem, setGstinProblem] = useState('');
  function placeChecked() {
    const problem = gstinError(gstin);
    setGstinProblem(problem);
    // The reason shows under the field, just above the button.
    if (problem) return;
    const given = normalizedGstin(gstin);
    onPlace(given ? { gstin: given } : {});
  }
  return (
    <div className="checkout-step">
      <section className="checkout-review" aria-labelledby="review-items">
        <h2 id="review-items" className="checkout-legend">
          {t('Items')}
        </h2>
        <ul className="checkout-lines" role="list">
          {lines.map((l) => (
            <li key={lineKeyOf(l)} className="checkout-line">
              <ProductImage src={l.variant?.imageUrls[0] ?? l.product?.imageUrls[0]} alt="" size={64} />
              <span className="checkout-line__name">
                {l.product?.name ?? t('Loading…')}
                {l.options.length > 0 && <span className="line-options">{optionsText(l.options, t)}</span>}
              </span>
              <span className="checkout-line__qty">
                {l.quantity} × {l.price !== null ? formatRupees(l.price) : '…'}
              </span>
              <span className="checkout-line__total">{l.price !== null ? formatRupees(l.price * l.quantity) : ''}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="checkout-review__pair">
        <section className="checkout-review" aria-labelledby="review-address">
          <h2 id="review-address" className="checkout-legend">
            {t('Shipping to')}
          </h2>
          <address className="checkout-address">
            {address.firstName} {address.lastName !== address.firstName ? address.lastName : ''}
            <br />
            {address.street}
            <br />
            {address.city}, {address.state} {address.zip}
            <br />
            {t('India')} · {formatPhone(address.phone)}
          </address>
          <DeliveryLine lookup={delivery} />
          <button type="button" className="text-button" onClick={() => onEdit(0)}>
            {t('Change address')}
          </button>
        </section>
        <section className="checkout-review" aria-labelledby="review-payment">
          <h2 id="review-payment" className="checkout-legend">
            {t('Payment')}
          </h2>
          <p>{t(labelOf(paymentMethod))}</p>
          <p className="checkout-note" id="payment-how">
            {howPaymentHappens(paymentMethod, breakdown.total, t)}
          </p>
          <button type="button" className="text-button" onClick={() => onEdit(1)}>
            {t('Change payment method')}
          </button>
        </section>
      </div>

      <section className="checkout-review" aria-labelledby="review-total">
        <h2 id="review-total" className="checkout-legend">
          {t('Order total')}
        </h2>
        {unknown ? (
          // A line whose product is still on its way would count as ₹0: no total until every line is known.
          <p className="checkout-note" role="status">
            {t('Working out your total…')}
          </p>
        ) : (
          <OrderSummary breakdown={breakdown} promo={promo} itemCount={count} withTax />
        )}
        {promoNote && (
          <p className="checkout-note" role="status">
            {t('{reason} The order is placed without it.', { reason: t.message(promoNote) })}
          </p>
        )}
      </section>

      <section className="checkout-review" aria-label={t('Business invoice')}>
        <GstinField
          value={gstin}
          error={gstinProblem}
          onChange={(v) => {
            setGstin(v);
            if (gstinProblem) setGstinProblem(gstinError(v));
          }}
          onCheck={() => setGstinProblem(gstinError(gstin))}
        />
      </section>

      {!online && (
        <p className="checkout-offline" role="status">
          {isOnlineMethod(paymentMethod)
            ? t(OFFLINE_ONLINE_PAYMENT)
            : t('You are offline. Your order will be kept on this device and placed as soon as you are back online.')}
        </p>
      )}
      <p className="field-error checkout-error" role="alert">
        {error}
      </p>
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack} disabled={placing}>
          {t('Previous')}
        </Button>
        <Button onClick={placeChecked} loading={placing} disabled={unknown} aria-describedby="payment-how">
          {t('Place Order')}
        </Button>
      </div>
    </div>
  );
}
