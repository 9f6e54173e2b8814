/** Addresses: the address book, with an add/edit modal and delete after confirmation. */
import { useCallback, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import {
  ADDRESS_TYPES,
  AddressInputSchema,
  DEFAULT_COUNTRY,
  findSameAddress,
  formatPhone,
  LIMITS,
  MESSAGES,
  PINCODE_MESSAGES,
  type AddressInput,
} from '@store/shared';
import { addAddress, deleteAddress, updateAddress, type ViewAddress, type WriteOutcome } from '../../data/account';
import { fieldErrors } from '../../lib/field-errors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { PinIcon } from '../../ui/icons';
import { PendingNote } from '../../ui/pending-note';
import { PincodeField, pincodeRefusal, usePincodeFill } from '../../ui/address-pincode';
import type { PlaceFields } from '../../ui/address-pincode-fill';
import { TextField } from '../../ui/text-field';
import { msg, useT } from '../../i18n';

type Form = {
  type: AddressInput['type'];
  fullName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  isDefault: boolean;
};
const BLANK: Form = {
  type: 'home',
  fullName: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: DEFAULT_COUNTRY,
  isDefault: false,
};
// The pincode comes before City and State: typed first, it fills them (ui/address-pincode.tsx).
const TEXT_FIELDS: Array<{
  key: Exclude<keyof Form, 'type' | 'isDefault'>;
  label: ReturnType<typeof msg>;
  autoComplete: string;
  wide?: boolean;
  tel?: boolean;
}> = [
  { key: 'fullName', label: msg('Full name'), autoComplete: 'name' },
  // Kept as E.164 (+919876543210) however it is typed; the shared schema says what a valid one is.
  { key: 'phone', label: msg('Phone'), autoComplete: 'tel', tel: true },
  { key: 'street', label: msg('Street'), autoComplete: 'street-address', wide: true },
  { key: 'zip', label: msg('Pincode'), autoComplete: 'postal-code' },
  { key: 'city', label: msg('City'), autoComplete: 'address-level2' },
  { key: 'state', label: msg('State'), autoComplete: 'address-level1' },
  { key: 'country', label: msg('Country'), autoComplete: 'country-name' },
];
const TYPE_LABELS = { home: msg('Home'), work: msg('Work'), other: msg('Other') } as const;

function tell(outcome: WriteOutcome, success: string, failure: (reason: string) => string): boolean {
  if (outcome.kind === 'refused') {
    toast.error(failure(outcome.reason));
    return false;
  }
  toast.success(outcome.kind === 'saved' ? success : `${success}. It reaches the store when you are back online.`);
  return true;
}

function AddressForm({
  initial,
  editing,
  saved,
  onDone,
}: {
  initial: Form;
  editing: string | null;
  /** The address book, so an address identical to a saved one is not saved twice. */
  saved: ViewAddress[];
  onDone(): void;
}) {
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const t = useT();
  const fill = useCallback((changes: Partial<PlaceFields>) => setForm((f) => ({ ...f, ...changes })), []);
  const pincode = usePincodeFill(form, fill);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = fieldErrors(AddressInputSchema, form);
    const unknown = pincodeRefusal(pincode);
    if (unknown && !found.zip) found.zip = unknown;
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`address-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const same = findSameAddress(
      saved.filter((a) => a._id !== editing),
      form,
    );
    if (same) {
      toast.error(MESSAGES.address.duplicate);
      return;
    }
    setSaving(true);
    try {
      const input = AddressInputSchema.parse(form);
      const outcome = editing ? await updateAddress(editing, input) : (await addAddress(input)).outcome;
      // The store found the pincode unknown (the device could not check it): told at the field, the form stays open.
      if (outcome.kind === 'refused' && outcome.reason.includes(PINCODE_MESSAGES.unknown)) {
        setErrors({ zip: PINCODE_MESSAGES.unknown });
        document.getElementById('address-zip')?.focus();
        return;
      }
      const ok = editing
        ? tell(outcome, MESSAGES.address.updated, (r) => `${MESSAGES.address.update}: ${r}`)
        : tell(outcome, MESSAGES.address.added, (r) => `${MESSAGES.address.add}: ${r}`);
      if (ok) onDone();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : editing ? MESSAGES.address.update : MESSAGES.address.add);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="order-dialog__title">{editing ? t('Edit address') : t('Add a new address')}</h2>
      <div className="field">
        <label htmlFor="address-type">{t('Address type')}</label>
        <select
          id="address-type"
          className="input"
          value={form.type}
          onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as Form['type'] }))}
        >
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </div>
      <div className="account-form__grid">
        {TEXT_FIELDS.map((f) => (
          <div key={f.key} className={f.wide ? 'account-form__wide' : undefined}>
            {f.key === 'zip' ? (
              <PincodeField
                id="address-zip"
                value={form.zip}
                onValueChange={(v) => {
                  setForm((s) => ({ ...s, zip: v }));
                  if (errors.zip) setErrors(({ zip: _gone, ...rest }) => rest);
                }}
                error={errors.zip && t.message(errors.zip)}
                lookup={pincode}
                current={form}
              />
            ) : (
              <TextField
                id={`address-${f.key}`}
                label={t(f.label)}
                autoComplete={f.autoComplete}
                value={form[f.key]}
                onValueChange={(v) => setForm((s) => ({ ...s, [f.key]: v }))}
                error={errors[f.key] && t.message(errors[f.key] ?? '')}
                required
                {...(f.tel ? { type: 'tel', inputMode: 'tel' as const, placeholder: '98765 43210' } : {})}
              />
            )}
          </div>
        ))}
      </div>
      <label className="account-check">
        <input type="checkbox" checked={form.isDefault} onChange={(e) => setForm((f) => ({ ...f, isDefault: e.target.checked }))} />
        {t('Use as my default address')}
      </label>
      <div className="account-form__actions">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? t('Save address') : t('Add address')}
        </Button>
      </div>
    </form>
  );
}

export function AddressesTab({ addresses }: { addresses: ViewAddress[] }) {
  const [editor, setEditor] = useState<{ id: string | null; initial: Form } | null>(null);
  const [removing, setRemoving] = useState<ViewAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const full = addresses.length >= LIMITS.maxAddresses;
  const t = useT();

  async function confirmRemove() {
    if (!removing) return;
    setBusy(true);
    try {
      tell(await deleteAddress(removing._id), MESSAGES.address.deleted, (r) => MESSAGES.address.deleteFailed(r));
    } catch (err) {
      toast.error(MESSAGES.address.deleteFailed(err instanceof Error ? err.message : 'unknown error'));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <div className="account-stack">
      <div className="account-card__head">
        <p className="account-note">{t('{count} of {max} addresses', { count: addresses.length, max: LIMITS.maxAddresses })}</p>
        <Button
          onClick={() => setEditor({ id: null, initial: { ...BLANK, isDefault: addresses.length === 0 } })}
          disabled={full}
          title={full ? t('Delete an address to add another') : undefined}
        >
          {t('Add address')}
        </Button>
      </div>
      {addresses.length === 0 ? (
        <EmptyState icon={<PinIcon size={28} />} title={t('No saved addresses')} message={t('Add an address to check out faster.')} />
      ) : (
        <ul className="account-addresses" role="list">
          {addresses.map((a) => (
            <li key={a._id} className="account-card account-address">
              <p className="account-address__head">
                <strong>{t(TYPE_LABELS[a.type])}</strong>
                {a.isDefault && <span className="badge badge--brass">{t('Default')}</span>}
              </p>
              <address>
                {a.fullName}
                <br />
                {a.street}
                <br />
                {a.city}, {a.state} {a.zip}
                <br />
                {a.country} · {formatPhone(a.phone)}
              </address>
              {a.pending && <PendingNote />}
              <div className="account-address__actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('Edit the {type} address of {name}', { type: t(TYPE_LABELS[a.type]).toLowerCase(), name: a.fullName })}
                  onClick={() => {
                    const { _id: _omit, pending: _p, ...rest } = a;
                    setEditor({ id: a._id, initial: { ...rest, phone: formatPhone(rest.phone), country: rest.country } });
                  }}
                >
                  {t('Edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Delete the {type} address of {name}', { type: t(TYPE_LABELS[a.type]).toLowerCase(), name: a.fullName })}
                  onClick={() => setRemoving(a)}
                >
                  {t('Delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editor !== null}
        onClose={() => setEditor(null)}
        label={editor?.id ? t('Edit address') : t('Add a new address')}
        className="address-dialog"
      >
        {editor && (
          <AddressForm
            key={editor.id ?? 'new'}
            initial={editor.initial}
            editing={editor.id}
            saved={addresses}
            onDone={() => setEditor(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('Delete this address?')}
        confirmLabel={t('Delete')}
        cancelLabel={t('Keep it')}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        <p>
          {removing
            ? t('{address} will be removed from your address book.', {
                address: `${removing.fullName}, ${removing.street}, ${removing.city}`,
              })
            : ''}
        </p>
      </ConfirmDialog>
    </div>
  );
}
