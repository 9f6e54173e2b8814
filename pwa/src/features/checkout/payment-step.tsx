/** Step 2: how the shopper will pay (Card by default). Cash on delivery is left out, with the reason, where it is not offered. */
import type { FormEvent } from 'react';
import { useT } from '../../i18n';
import { Button } from '../../ui/button';
import type { CheckoutState } from './checkout-state';
import { PAYMENT_OPTIONS } from './payment';

export function PaymentStep({
  state,
  codRefusal,
  onChange,
  onBack,
  onContinue,
}: {
  state: CheckoutState;
  /** Why cash on delivery is not offered for this address and total (shared codRefusal), or null. */
  codRefusal: string | null;
  onChange(next: Partial<CheckoutState>): void;
  onBack(): void;
  onContinue(): void;
}) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onContinue();
  };
  return (
    <form className="checkout-step" onSubmit={submit}>
      <fieldset className="checkout-choices">
        <legend className="checkout-legend">{t('Payment method')}</legend>
        {PAYMENT_OPTIONS.filter((o) => o.method !== 'COD' || codRefusal === null).map((o) => (
          <label key={o.method} className="checkout-choice">
            <input
              type="radio"
              name="payment"
              value={o.method}
              checked={state.paymentMethod === o.method}
              onChange={() => onChange({ paymentMethod: o.method })}
            />
            <span className="checkout-choice__body">
              <strong>{t(o.label)}</strong>
              <span className="checkout-choice__text">{t(o.description)}</span>
            </span>
          </label>
        ))}
        <p className="checkout-note">
          {t(
            'Card, UPI and NetBanking are paid on the secure payment page right after you place the order; nothing is saved on this device.',
          )}
        </p>
        {codRefusal && (
          <p className="checkout-note" data-testid="cod-refusal">
            {t.message(codRefusal)}
          </p>
        )}
      </fieldset>
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('Previous')}
        </Button>
        <Button type="submit">{t('Continue')}</Button>
      </div>
    </form>
  );
}
