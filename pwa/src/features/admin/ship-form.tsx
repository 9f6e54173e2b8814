/**
 * Marking an order shipped: the carrier, picked from the store's list (shared carriers.ts) or
 * "Other" with any name, and the tracking number. Both optional, as on the api (spec §7 ships
 * with the status alone); a listed carrier with a number gives the shopper a link to the
 * carrier's tracking page. Checked with the api's own schema, so a refusal shows next to its
 * field before anything is sent; the server's field errors land there too.
 */
import { useState, type FormEvent } from 'react';
import { CARRIERS, carrierNamed, OTHER_CARRIER, ShipmentSchema, type OrderShipment, type ShipmentInput } from '@store/shared';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

/** The list's choice for a recorded carrier: its listed name, "Other" for any other, "" for none. */
const choiceOf = (carrier: string | undefined) => (!carrier ? '' : (carrierNamed(carrier)?.name ?? OTHER_CARRIER));

export function ShipForm({
  current,
  busy,
  disabled,
  submitLabel,
  onShip,
  onCancel,
}: {
  current?: OrderShipment | undefined;
  busy: boolean;
  disabled: boolean;
  submitLabel: string;
  /** Sends the move; answers the server's field errors when it refused. */
  onShip(shipment: ShipmentInput): Promise<Record<string, string>>;
  onCancel(): void;
}) {
  const [choice, setChoice] = useState(choiceOf(current?.carrier));
  const [otherName, setOtherName] = useState(choiceOf(current?.carrier) === OTHER_CARRIER ? (current?.carrier ?? '') : '');
  const [trackingNumber, setTrackingNumber] = useState(current?.trackingNumber ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const carrier = choice === OTHER_CARRIER ? otherName : choice;
    const parsed = ShipmentSchema.safeParse({ carrier, trackingNumber });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      document.getElementById(found.carrier ? 'ship-carrier-other' : 'ship-trackingNumber')?.focus();
      return;
    }
    setErrors(await onShip(parsed.data));
  }

  return (
    <form className="admin-ship" onSubmit={(e) => void submit(e)} noValidate aria-label="Shipment">
      <p className="admin-note">
        Both are optional. With a listed carrier and the number, the shopper’s order links to the carrier’s tracking page.
      </p>
      <div className="admin-form__row">
        <div className="field">
          <label htmlFor="ship-carrier">
            Carrier<span className="field-hint"> (optional)</span>
          </label>
          <select
            id="ship-carrier"
            className="input"
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setErrors(({ carrier: _gone, ...rest }) => rest);
            }}
          >
            <option value="">Not given</option>
            {CARRIERS.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
            <option value={OTHER_CARRIER}>Other (no tracking link)</option>
          </select>
        </div>
        {choice === OTHER_CARRIER && (
          <TextField
            id="ship-carrier-other"
            label="Carrier name"
            hint="(optional)"
            autoComplete="off"
            value={otherName}
            onValueChange={(v) => {
              setOtherName(v);
              setErrors(({ carrier: _gone, ...rest }) => rest);
            }}
            error={errors.carrier}
          />
        )}
        <TextField
          id="ship-trackingNumber"
          label="Tracking number"
          hint="(optional)"
          autoComplete="off"
          value={trackingNumber}
          onValueChange={(v) => {
            setTrackingNumber(v);
            setErrors(({ trackingNumber: _gone, ...rest }) => rest);
          }}
          error={errors.trackingNumber}
        />
      </div>
      {errors.carrier && choice !== OTHER_CARRIER && (
        <p className="field-error" role="alert">
          {errors.carrier}
        </p>
      )}
      <div className="admin-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          Back
        </Button>
        <Button type="submit" loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
