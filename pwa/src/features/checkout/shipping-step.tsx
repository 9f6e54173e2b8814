/**
 * Step 1: one of the saved addresses, or a new one (saved to the address book on Continue). The
 * chosen address shows its delivery date; a new address's pincode fills its City and State, and an
 * unknown pincode (new or saved) is refused here, before the store would refuse the order.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { CheckoutAddressSchema, findSameAddress, formatPhone, MESSAGES, PINCODE_MESSAGES, toE164 } from '@store/shared';
import { addAddress, type ViewAddress } from '../../data/account';
import { msg, useT, type Msg } from '../../i18n';
import { fieldErrors } from '../../lib/field-errors';
import { PincodeField, pincodeRefusal, usePincodeFill } from '../../ui/address-pincode';
import type { PlaceFields } from '../../ui/address-pincode-fill';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { splitName, type AddressDraft, type CheckoutState } from './checkout-state';
import { DeliveryLine, type DeliveryLookup } from './delivery-line';

/** A saved address whose pincode the store does not know (saved before pincodes were checked). */
export const SAVED_PINCODE_UNKNOWN = `${PINCODE_MESSAGES.unknown} Choose another address or add a new one.`;

const FIELDS: Array<{ key: keyof AddressDraft; label: Msg; autoComplete: string; inputMode?: 'numeric' | 'tel'; wide?: boolean }> = [
  { key: 'firstName', label: msg('First name'), autoComplete: 'given-name' },
  { key: 'lastName', label: msg('Last name'), autoComplete: 'family-name' },
  { key: 'street', label: msg('Address'), autoComplete: 'street-address', wide: true },
  // Typed before City and State, which it fills.
  { key: 'zip', label: msg('Pincode'), autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'city', label: msg('City'), autoComplete: 'address-level2' },
  { key: 'state', label: msg('State'), autoComplete: 'address-level1' },
  { key: 'phone', label: msg('Phone'), autoComplete: 'tel', inputMode: 'tel' },
];

export function ShippingStep({
  state,
  addresses,
  delivery,
  onChange,
  onContinue,
}: {
  state: CheckoutState;
  addresses: ViewAddress[];
  /** The delivery estimate of the chosen address (saved, or the new one's pincode). */
  delivery: DeliveryLookup;
  onChange(next: Partial<CheckoutState>): void;
  onContinue(): void;
}) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [choiceError, setChoiceError] = useState('');
  const [saving, setSaving] = useState(false);
  const choice = state.addressId ?? (addresses.length === 0 ? 'new' : null);
  const { draft } = state;
  const fill = useCallback((changes: Partial<PlaceFields>) => onChange({ draft: { ...draft, ...changes } }), [draft, onChange]);
  const pincode = usePincodeFill(draft, fill);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (choice === null || (choice !== 'new' && !addresses.some((a) => a._id === choice))) {
      setChoiceError(MESSAGES.orders.selectAddress);
      return;
    }
    if (choice !== 'new') {
      if (delivery.status === 'unknown') return setChoiceError(SAVED_PINCODE_UNKNOWN);
      onChange({ addressId: choice }); // the preselected default becomes the shopper's choice
      return onContinue();
    }
    const found = fieldErrors(CheckoutAddressSchema, state.draft);
    const unknown = pincodeRefusal(pincode);
    if (unknown && !found.zip) found.zip = unknown;
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`ship-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const d = state.draft;
    // The new address also joins the address book (the first becomes the default), once per draft.
    const key = JSON.stringify(d);
    if (state.savedDraft === key) return onChange({ addressId: 'new', step: 1 });
    // The same as a saved address: ship there, and do not save it twice.
    const same = findSameAddress(addresses, { ...d, fullName: `${d.firstName.trim()} ${d.lastName.trim()}`, country: 'India' });
    if (same) return onChange({ addressId: same._id, step: 1 });
    setSaving(true);
    try {
      const { outcome } = await addAddress({
        type: 'home',
        fullName: `${d.firstName.trim()} ${d.lastName.trim()}`,
        // Kept as E.164 like every phone (checked above, so it reads).
        phone: toE164(d.phone) ?? d.phone.trim(),
        street: d.street.trim(),
        city: d.city.trim(),
        state: d.state.trim(),
        zip: d.zip.trim(),
        country: 'India',
        isDefault: addresses.length === 0,
      });
      if (outcome.kind === 'refused') setChoiceError(`${MESSAGES.address.add}: ${outcome.reason}`);
      else onChange({ addressId: 'new', savedDraft: key, step: 1 });
    } catch (err) {
      setChoiceError(err instanceof Error ? err.message : MESSAGES.address.add);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="checkout-step"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-describedby={choiceError ? 'ship-choice-error' : undefined}
    >
      <fieldset className="checkout-choices">
        <legend className="checkout-legend">{t('Deliver to')}</legend>
        {addresses.map((a) => {
          const { firstName, lastName } = splitName(a.fullName);
          return (
            <label key={a._id} className="checkout-choice">
              <input
                type="radio"
                name="address"
                value={a._id}
                checked={choice === a._id}
                onChange={() => {
                  setChoiceError('');
                  onChange({ addressId: a._id });
                }}
              />
              <span className="checkout-choice__body">
                <strong>
                  {firstName} {lastName !== firstName ? lastName : ''}
                </strong>
                {a.isDefault && <span className="badge badge--brass">{t('Default')}</span>}
                <span className="checkout-choice__text">
                  {a.street}, {a.city}, {a.state} {a.zip}
                </span>
                <span className="checkout-choice__text">{formatPhone(a.phone)}</span>
                {choice === a._id && <DeliveryLine lookup={delivery} />}
              </span>
            </label>
          );
        })}
        <label className="checkout-choice">
          <input
            type="radio"
            name="address"
            value="new"
            checked={choice === 'new'}
            onChange={() => {
              setChoiceError('');
              onChange({ addressId: 'new' });
            }}
          />
          <span className="checkout-choice__body">
            <strong>{t('Add a new address')}</strong>
            <span className="checkout-choice__text">{t('It is saved to your address book.')}</span>
          </span>
        </label>
      </fieldset>

      {choice === 'new' && (
        <div className="checkout-address-grid">
          {FIELDS.map((f) => (
            <div key={f.key} className={f.wide ? 'checkout-address-grid__wide' : undefined}>
              {f.key === 'zip' ? (
                <PincodeField
                  id="ship-zip"
                  value={draft.zip}
                  onValueChange={(v) => {
                    onChange({ draft: { ...draft, zip: v } });
                    if (errors.zip) setErrors(({ zip: _gone, ...rest }) => rest);
                  }}
                  error={errors.zip && t.message(errors.zip)}
                  lookup={pincode}
                  current={draft}
                />
              ) : (
                <TextField
                  id={`ship-${f.key}`}
                  label={t(f.label)}
                  value={state.draft[f.key]}
                  onValueChange={(v) => {
                    onChange({ draft: { ...state.draft, [f.key]: v } });
                    if (errors[f.key]) setErrors(({ [f.key]: _gone, ...rest }) => rest);
                  }}
                  error={errors[f.key] && t.message(errors[f.key]!)}
                  autoComplete={f.autoComplete}
                  inputMode={f.inputMode}
                  {...(f.key === 'phone' ? { type: 'tel', placeholder: '98765 43210' } : {})}
                  required
                />
              )}
            </div>
          ))}
          {delivery.status === 'found' && (
            <div className="checkout-address-grid__wide">
              <DeliveryLine lookup={delivery} />
            </div>
          )}
          <p className="checkout-note checkout-address-grid__wide">{t('Country: India')}</p>
        </div>
      )}

      <p id="ship-choice-error" className="field-error checkout-error" role="alert">
        {choiceError && t.message(choiceError)}
      </p>
      <div className="checkout-actions">
        <Button type="submit" loading={saving}>
          {t('Continue')}
        </Button>
      </div>
    </form>
  );
}
