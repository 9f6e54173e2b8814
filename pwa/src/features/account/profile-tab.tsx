/**
 * Profile: totals, loyalty points, and the personal information, read-only until Edit. A shopper
 * without a phone is offered to add one; a new or changed phone is texted a code and kept only
 * once the code is entered (phone-confirm.tsx), so sign-in codes never go to a mistyped number.
 * Phones are kept as E.164 and shown readably ("+91 98765 43210").
 */
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import {
  formatPhone,
  formatRupees,
  MESSAGES,
  ProfileUpdateSchema,
  RUPEES_PER_LOYALTY_POINT,
  toE164,
  type PendingPhone,
} from '@store/shared';
import { updateProfile, type AccountView } from '../../data/account';
import { fieldErrors } from '../../lib/field-errors';
import { Button } from '../../ui/button';
import { PendingNote } from '../../ui/pending-note';
import { TextField } from '../../ui/text-field';
import { fetchPendingPhone, requestPhoneChange } from './phone-change-api';
import { PhoneConfirm } from './phone-confirm';
import { msg, useT } from '../../i18n';

type Form = { name: string; email: string; phone: string };

export function ProfileTab({ account }: { account: AccountView }) {
  const user = account.user;
  const orders = account.orders ?? [];
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [pendingPhone, setPendingPhone] = useState<PendingPhone | null>(null);
  const t = useT();
  // A number saved earlier (before a reload, or on another device) may still wait for its code.
  useEffect(() => {
    let live = true;
    void fetchPendingPhone().then((p) => live && p && setPendingPhone(p));
    return () => {
      live = false;
    };
  }, []);
  if (!user) return null;
  const totalSpent = orders.reduce((sum, o) => sum + o.totalPrice, 0);

  const startEditing = (focus?: keyof Form) => {
    setForm({ name: user.name, email: user.email, phone: user.phone ? formatPhone(user.phone) : '' });
    setErrors({});
    setEditing(true);
    // "Add a phone" opens the form on the phone field, once it is editable.
    if (focus) requestAnimationFrame(() => document.getElementById(`profile-${focus}`)?.focus());
  };
  // The same number typed another way ("98765 43210" for +919876543210) is no change.
  const typedPhone = form.phone.trim();
  const phoneChanged = (toE164(typedPhone) ?? typedPhone) !== (user.phone ?? '');

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const changes = {
      ...(form.name.trim() !== user.name ? { name: form.name } : {}),
      ...(form.email.trim().toLowerCase() !== user.email ? { email: form.email } : {}),
      ...(phoneChanged ? { phone: form.phone } : {}),
    };
    if (Object.keys(changes).length === 0) return setEditing(false);
    const found = fieldErrors(ProfileUpdateSchema, changes);
    setErrors(found);
    if (Object.keys(found).length) return;
    const { phone: newPhone, ...others } = ProfileUpdateSchema.parse(changes);
    setSaving(true);
    try {
      // A new number is texted a code first (it needs the store); removing it (null) is an ordinary change.
      if (newPhone) {
        const asked = await requestPhoneChange(newPhone);
        if (!asked.ok) return setErrors({ phone: asked.message });
        setPendingPhone(asked.value);
        if (Object.keys(others).length === 0) return setEditing(false);
      }
      const outcome = await updateProfile(newPhone === null ? { ...others, phone: null } : others);
      if (outcome.kind === 'refused') return void toast.error(MESSAGES.auth.profileUpdateFailed(outcome.reason));
      toast.success(
        outcome.kind === 'saved'
          ? MESSAGES.auth.profileUpdated
          : 'Profile saved on this device. It reaches the store when you are back online.',
      );
      setEditing(false);
    } catch (err) {
      toast.error(MESSAGES.auth.profileUpdateFailed(err instanceof Error ? err.message : 'unknown error'));
    } finally {
      setSaving(false);
    }
  }

  const fields = [
    { key: 'name', label: msg('Full name'), type: 'text', autoComplete: 'name' },
    { key: 'email', label: msg('Email'), type: 'email', autoComplete: 'email' },
    { key: 'phone', label: msg('Phone'), type: 'tel', autoComplete: 'tel' },
  ] as const;

  return (
    <div className="account-stack">
      <div className="account-profile-head">
        <div>
          <p className="account-name">{user.name}</p>
          <span className="badge badge--brass">{t('Premium Member')}</span>
        </div>
      </div>
      <dl className="account-stats">
        <div className="account-stat">
          <dt>{t('Total orders')}</dt>
          <dd>{t.number(orders.length)}</dd>
        </div>
        <div className="account-stat">
          <dt>{t('Total spent')}</dt>
          <dd>{formatRupees(totalSpent)}</dd>
        </div>
        <div className="account-stat">
          <dt>{t('Loyalty points')}</dt>
          <dd>{t.number(user.loyaltyPoints)}</dd>
        </div>
      </dl>
      <p className="account-note">
        {t('You earn 1 loyalty point for every {amount} of an order once it is delivered.', {
          amount: formatRupees(RUPEES_PER_LOYALTY_POINT),
        })}
      </p>

      <section className="account-card" aria-labelledby="personal-info">
        <div className="account-card__head">
          <h2 id="personal-info">{t('Personal information')}</h2>
          {!editing && (
            <Button variant="secondary" size="sm" onClick={() => startEditing()} aria-label={t('Edit personal information')}>
              {t('Edit')}
            </Button>
          )}
        </div>
        {account.profilePending && <PendingNote />}
        <form className="account-form" onSubmit={(e) => void save(e)} noValidate aria-label={t('Personal information')}>
          {fields.map((f) => (
            <TextField
              key={f.key}
              id={`profile-${f.key}`}
              label={t(f.label)}
              type={f.type}
              autoComplete={f.autoComplete}
              readOnly={!editing}
              value={editing ? form[f.key] : f.key === 'phone' ? (user.phone ? formatPhone(user.phone) : '') : user[f.key]}
              onValueChange={(v) => setForm((s) => ({ ...s, [f.key]: v }))}
              error={editing && errors[f.key] ? t.message(errors[f.key] ?? '') : undefined}
              hint={f.key === 'phone' ? t('(optional)') : undefined}
              {...(f.key === 'phone' ? { inputMode: 'tel' as const, placeholder: editing ? '98765 43210' : t('No phone number yet') } : {})}
            />
          ))}
          {editing ? (
            <p className="account-note">
              {t(
                'An Indian mobile can be typed as you like (98765 43210, +91 98765 43210); a number from abroad starts with + and its country code.',
              )}
            </p>
          ) : (
            !user.phone &&
            !pendingPhone && (
              <div className="account-phone-offer">
                <p className="account-note">{t('Add a mobile number to get a second sign-in code by SMS when you sign in.')}</p>
                <Button variant="secondary" size="sm" onClick={() => startEditing('phone')}>
                  {t('Add a phone number')}
                </Button>
              </div>
            )
          )}
          {editing && (
            <div className="account-form__actions">
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
                {t('Cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('Save')}
              </Button>
            </div>
          )}
        </form>
        {pendingPhone && !editing && <PhoneConfirm pending={pendingPhone} onChange={setPendingPhone} />}
      </section>
    </div>
  );
}
