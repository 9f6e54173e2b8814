/**
 * Marking an order shipped asks for the carrier and the tracking number (the shopper sees both
 * in their order and its tracking). Checked here with the api's own schema, so a refusal shows
 * next to its field before anything is sent; the server's field errors land there too.
 */
import { useState, type FormEvent } from 'react';
import { ShipmentSchema, type OrderShipment, type ShipmentInput } from '@store/shared';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

/** Carriers most Indian shops use, offered as suggestions; any other name is accepted. */
const CARRIERS = ['India Post', 'Blue Dart', 'Delhivery', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'Ekart'];

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
  const [carrier, setCarrier] = useState(current?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(current?.trackingNumber ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ShipmentSchema.safeParse({ carrier, trackingNumber });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      document.getElementById(found.carrier ? 'ship-carrier' : 'ship-trackingNumber')?.focus();
      return;
    }
    setErrors(await onShip(parsed.data));
  }

  return (
    <form className="admin-ship" onSubmit={(e) => void submit(e)} noValidate aria-label="Shipment">
      <div className="admin-form__row">
        <TextField
          id="ship-carrier"
          label="Carrier"
          list="ship-carriers"
          autoComplete="off"
          value={carrier}
          onValueChange={(v) => {
            setCarrier(v);
            setErrors(({ carrier: _gone, ...rest }) => rest);
          }}
          error={errors.carrier}
        />
        <datalist id="ship-carriers">
          {CARRIERS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField
          id="ship-trackingNumber"
          label="Tracking number"
          autoComplete="off"
          value={trackingNumber}
          onValueChange={(v) => {
            setTrackingNumber(v);
            setErrors(({ trackingNumber: _gone, ...rest }) => rest);
          }}
          error={errors.trackingNumber}
        />
      </div>
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
