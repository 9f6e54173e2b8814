/**
 * The pincode of an address form (the checkout's new address, the account's address book): typed
 * first, it fills City and State from the device's pincode table (address-pincode-fill.ts says
 * which fields), and an unknown pincode is refused at the field. The table is on the device after
 * its first load, so this works offline; on a first visit made offline it cannot be had, and the
 * shopper is told the pincode is not checked yet and may go on: the store checks it when the
 * address or order reaches it.
 */
import { useEffect, useRef } from 'react';
import { PINCODE_MESSAGES } from '@store/shared';
import { usePincodePlace } from '../data/pincodes';
import { msg, useT } from '../i18n';
import { fillFromPlace, type PlaceFields } from './address-pincode-fill';
import { TextField } from './text-field';
import './address-pincode.css';

export const PINCODE_NOT_CHECKED = msg('We could not check this pincode yet. The store will check it when it receives your address.');

const SIX_DIGITS = /^[0-9]{6}$/;

export type PincodeLookup = ReturnType<typeof usePincodePlace>;

/** Looks the form's pincode up and fills City and State from it (through `apply`). */
export function usePincodeFill(fields: PlaceFields & { zip: string }, apply: (changes: Partial<PlaceFields>) => void): PincodeLookup {
  const pin = fields.zip.trim();
  const lookup = usePincodePlace(SIX_DIGITS.test(pin) ? pin : '');
  const lastFill = useRef<Partial<PlaceFields>>({});
  // One fill per place found: typing in City afterwards must not bring the fill back.
  const handled = useRef<string | null>(null);
  const { city, state } = fields;
  const place = lookup.status === 'found' ? lookup.place : undefined;
  useEffect(() => {
    if (!place) {
      handled.current = null;
      return;
    }
    if (handled.current === place.pincode) return;
    handled.current = place.pincode;
    const { changes, filled } = fillFromPlace({ city, state }, lastFill.current, place);
    lastFill.current = filled;
    if (changes.city !== undefined || changes.state !== undefined) apply(changes);
  }, [place, city, state, apply]);
  return lookup;
}

/** The pincode's refusal for a form's submit: the unknown-pincode message, or null (found, unchecked, or not six digits yet). */
export function pincodeRefusal(lookup: PincodeLookup): string | null {
  return lookup.status === 'unknown' ? PINCODE_MESSAGES.unknown : null;
}

export function PincodeField({
  id,
  value,
  onValueChange,
  error,
  lookup,
  current,
}: {
  id: string;
  value: string;
  onValueChange(value: string): void;
  /** The form's own error (required, six digits); an unknown pincode is told without it. */
  error: string | undefined;
  lookup: PincodeLookup;
  /** The form's City and State: the pincode's place is named under the field only when they differ from it (the shopper's own). */
  current: PlaceFields;
}) {
  const t = useT();
  const shown = error ?? pincodeRefusal(lookup) ?? undefined;
  const place = lookup.status === 'found' ? lookup.place : undefined;
  const differs = place && (place.city !== current.city.trim() || place.state !== current.state.trim());
  return (
    <>
      <TextField
        id={id}
        label={t('Pincode')}
        value={value}
        onValueChange={(v) => onValueChange(v.replace(/\s+/g, ''))}
        error={shown && t.message(shown)}
        autoComplete="postal-code"
        inputMode="numeric"
        required
      />
      <p className="field-hint pincode-note" role="status">
        {!shown && lookup.status === 'unavailable' ? t(PINCODE_NOT_CHECKED) : ''}
        {!shown && place && differs
          ? t('Pincode {pincode} is in {city}, {state}.', { pincode: place.pincode, city: place.city, state: place.state })
          : ''}
      </p>
    </>
  );
}
