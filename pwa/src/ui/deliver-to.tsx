/**
 * "Deliver to [pincode]" on the product page and the cart: the shopper's pincode (remembered on
 * the device), then "Delivery by Tue, 2 Dec", the place, and whether cash on delivery is offered.
 * Answered on the device from its pincode table and the store's zones (data/pincodes), so it keeps
 * answering offline once the table has been loaded.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PINCODE_MESSAGES } from '@store/shared';
import { useDeliverTo, useDeliveryEstimate, type PincodeLookup } from '../data/pincodes';
import { msg, useT } from '../i18n';
import { Button } from './button';
import { PinIcon, TruckIcon } from './icons';
import { Spinner } from './spinner';

/** The spec's words for a pincode that is not six digits. */
const NOT_SIX_DIGITS = 'Pincode must be 6 digits';
const UNAVAILABLE = msg('Delivery dates need a connection the first time. Please try again when you are online.');

function DeliveryAnswer({ lookup }: { lookup: PincodeLookup }) {
  const t = useT();
  if (lookup.status === 'loading') return <Spinner label={t('Checking delivery for this pincode')} className="deliver-to__spinner" />;
  if (lookup.status === 'unavailable') return <p className="deliver-to__note">{t(UNAVAILABLE)}</p>;
  if (lookup.status !== 'found' || !lookup.place || !lookup.estimate) return null;
  const { place, estimate } = lookup;
  return (
    <div className="deliver-to__answer">
      <p className="deliver-to__date">
        <TruckIcon size={18} />
        <span>
          {t.rich('Delivery by {date}', {
            // English keeps its "Tue, 2 Dec"; Hindi writes the day its own way.
            date: <strong>{t.language === 'hi' ? t.date(`${estimate.date}T12:00:00Z`) : lookup.deliveryBy}</strong>,
          })}
        </span>
      </p>
      <p className="deliver-to__place">
        {place.city}, {place.state}
      </p>
      <p className={`deliver-to__cod deliver-to__cod--${estimate.cod ? 'yes' : 'no'}`}>
        {estimate.cod ? t('Cash on Delivery available') : t('Cash on Delivery not available')}
      </p>
    </div>
  );
}

export function DeliverTo({ className = '' }: { className?: string }) {
  const t = useT();
  const [pin, setPin] = useDeliverTo();
  const [editing, setEditing] = useState(pin === '');
  const [draft, setDraft] = useState(pin);
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  // Focus follows the switch between the form and the pincode set (not on the page's first render).
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    (editing ? input : change).current?.focus();
  }, [editing]);
  const startEditing = (next: boolean) => {
    switched.current = true;
    setDraft(pin);
    setError('');
    setEditing(next);
  };
  // While editing, each keystroke is answered (six digits typed); otherwise the remembered pincode.
  const shown = editing ? draft : pin;
  const lookup = useDeliveryEstimate(shown);
  const unknown = lookup.status === 'unknown';
  const message = error || (unknown ? PINCODE_MESSAGES.unknown : '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(draft)) return setError(NOT_SIX_DIGITS);
    if (unknown) return setError(PINCODE_MESSAGES.unknown);
    setPin(draft);
    switched.current = true;
    setError('');
    setEditing(false);
  }

  return (
    <section className={`deliver-to ${className}`.trim()} aria-labelledby={headingId}>
      {editing ? (
        <form className="deliver-to__form" onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} id={headingId} className="deliver-to__label">
            <PinIcon size={18} /> {t('Deliver to')}
          </label>
          <div className="deliver-to__row">
            <input
              ref={input}
              id={inputId}
              className="input deliver-to__input"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder={t('Enter pincode')}
              value={draft}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              onChange={(e) => {
                setDraft(e.target.value.replace(/\D/g, '').slice(0, 6));
                setError('');
              }}
            />
            <Button type="submit" variant="secondary">
              {t('Check')}
            </Button>
            {pin && (
              <button type="button" className="text-button" onClick={() => startEditing(false)}>
                {t('Cancel')}
              </button>
            )}
          </div>
        </form>
      ) : (
        <div className="deliver-to__row deliver-to__set">
          <p id={headingId} className="deliver-to__label">
            <PinIcon size={18} /> {t.rich('Deliver to {pincode}', { pincode: <strong className="deliver-to__pin">{pin}</strong> })}
          </p>
          <button ref={change} type="button" className="text-button" onClick={() => startEditing(true)}>
            {t('Change')}
            <span className="visually-hidden"> {t('pincode')}</span>
          </button>
        </div>
      )}
      <div
        className={`deliver-to__live${lookup.status === 'loading' ? ' deliver-to__live--waiting' : ''}`}
        aria-live="polite"
        data-answered-for={lookup.status === 'found' || lookup.status === 'unknown' ? shown : undefined}
      >
        {message ? (
          <p id={errorId} className="field-error deliver-to__error">
            {t.message(message)}
          </p>
        ) : (
          <DeliveryAnswer lookup={lookup} />
        )}
      </div>
    </section>
  );
}
