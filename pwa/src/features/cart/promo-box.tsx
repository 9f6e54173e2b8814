/** The cart's promo code box (entered in upper case; an unknown code alerts
 * 'Invalid promo code'). The codes and what they take off: shared/src/promotions.ts. A known code
 * that takes nothing off this cart is not applied, and the box says why; a personal welcome code
 * is first checked with the store (`checkWelcomeCode`): another account's is not applied. */
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { checkPromo, isWelcomeCode, type PromoCode, type PromoLine } from '@store/shared';
import { useT } from '../../i18n';
import { Button } from '../../ui/button';
import { TagIcon } from '../../ui/icons';

export function PromoBox({
  applied,
  lines,
  notApplying,
  onApply,
  pending = false,
  checkWelcomeCode,
}: {
  applied: PromoCode | null;
  /** The cart's lines, to tell whether a code applies to them. */
  lines: ReadonlyArray<PromoLine>;
  /** Why the applied code takes nothing off the cart as it is now, or null. */
  notApplying: string | null;
  onApply(promo: PromoCode | null): void;
  /** Some lines' products are still on their way: a code is checked only against the whole cart. */
  pending?: boolean;
  /** The store's reason to refuse a welcome code for this shopper, or null to apply it. */
  checkWelcomeCode?(code: string): Promise<string | null>;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking) return;
    const check = checkPromo(code, lines);
    if (!check.ok) {
      setError(check.reason);
      return;
    }
    if (checkWelcomeCode && isWelcomeCode(check.promo.code)) {
      setChecking(true);
      const refusal = await checkWelcomeCode(check.promo.code).finally(() => setChecking(false));
      if (refusal) {
        setError(refusal);
        return;
      }
    }
    onApply(check.promo);
    setCode('');
    setError('');
    toast.success(`Promo code ${check.promo.code} applied`);
  }

  if (applied) {
    return (
      <div className="promo promo--applied">
        <p>
          <TagIcon size={16} />{' '}
          {t.rich('{code} applied — {summary}', { code: <strong>{applied.code}</strong>, summary: t.message(applied.summary) })}
        </p>
        <button type="button" className="cart-link-button" onClick={() => onApply(null)}>
          {t('Remove')}
          <span className="visually-hidden"> {t('promo code {code}', { code: applied.code })}</span>
        </button>
        {notApplying && (
          <p className="promo__error promo__not-applying" role="status">
            {t.message(notApplying)}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="promo" onSubmit={(e) => void onSubmit(e)} noValidate>
      <label htmlFor={inputId} className="field-label">
        {t('Promo code')}
      </label>
      <div className="promo__row">
        <input
          id={inputId}
          className="input promo__input"
          name="promo"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('e.g. SAVE20')}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setError('');
          }}
        />
        <Button type="submit" variant="secondary" disabled={!code.trim() || pending || checking}>
          {t('Apply')}
        </Button>
      </div>
      <p id={errorId} className="promo__error" role="alert">
        {error && t.message(error)}
      </p>
    </form>
  );
}
