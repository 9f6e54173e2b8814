/** The cart's promo code box (entered in upper case; an unknown code alerts
 * 'Invalid promo code'). Valid codes are SAVE20, FLAT500 and WELCOME25. */
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { findPromoCode, MESSAGES, type PromoCode } from '@store/shared';
import { Button } from '../../ui/button';
import { TagIcon } from '../../ui/icons';

export function PromoBox({ applied, onApply }: { applied: PromoCode | null; onApply(promo: PromoCode | null): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const promo = findPromoCode(code);
    if (!promo) {
      setError(MESSAGES.promo.invalid);
      return;
    }
    onApply(promo);
    setCode('');
    setError('');
    toast.success(`Promo code ${promo.code} applied`);
  }

  if (applied) {
    return (
      <div className="promo promo--applied">
        <p>
          <TagIcon size={16} /> <strong>{applied.code}</strong> applied
          {applied.type === 'percentage' ? ` — ${applied.discount}% off` : ''}
        </p>
        <button type="button" className="cart-link-button" onClick={() => onApply(null)}>
          Remove<span className="visually-hidden"> promo code {applied.code}</span>
        </button>
      </div>
    );
  }

  return (
    <form className="promo" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="field-label">
        Promo code
      </label>
      <div className="promo__row">
        <input
          id={inputId}
          className="input promo__input"
          name="promo"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. SAVE20"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setError('');
          }}
        />
        <Button type="submit" variant="secondary" disabled={!code.trim()}>
          Apply
        </Button>
      </div>
      <p id={errorId} className="promo__error" role="alert">
        {error}
      </p>
    </form>
  );
}
