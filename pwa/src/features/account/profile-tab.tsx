/** Profile: totals, loyalty points, and the personal information, read-only until Edit. */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { formatRupees, MESSAGES, ProfileUpdateSchema, RUPEES_PER_LOYALTY_POINT } from '@store/shared';
import { updateProfile, type AccountView } from '../../data/account';
import { fieldErrors } from '../../lib/field-errors';
import { Button } from '../../ui/button';
import { PendingNote } from '../../ui/pending-note';
import { TextField } from '../../ui/text-field';

type Form = { name: string; email: string; phone: string };

export function ProfileTab({ account }: { account: AccountView }) {
  const user = account.user;
  const orders = account.orders ?? [];
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const totalSpent = orders.reduce((sum, o) => sum + o.totalPrice, 0);

  const startEditing = () => {
    setForm({ name: user.name, email: user.email, phone: user.phone ?? '' });
    setErrors({});
    setEditing(true);
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const changes = {
      ...(form.name.trim() !== user.name ? { name: form.name } : {}),
      ...(form.email.trim().toLowerCase() !== user.email ? { email: form.email } : {}),
      ...(form.phone.trim() !== (user.phone ?? '') ? { phone: form.phone } : {}),
    };
    if (Object.keys(changes).length === 0) return setEditing(false);
    const found = fieldErrors(ProfileUpdateSchema, changes);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const outcome = await updateProfile(ProfileUpdateSchema.parse(changes));
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

  const fields: Array<{ key: keyof Form; label: string; type: string; autoComplete: string }> = [
    { key: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
    { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  ];

  return (
    <div className="account-stack">
      <div className="account-profile-head">
        <div>
          <p className="account-name">{user.name}</p>
          <span className="badge badge--brass">Premium Member</span>
        </div>
      </div>
      <dl className="account-stats">
        <div className="account-stat">
          <dt>Total orders</dt>
          <dd>{orders.length}</dd>
        </div>
        <div className="account-stat">
          <dt>Total spent</dt>
          <dd>{formatRupees(totalSpent)}</dd>
        </div>
        <div className="account-stat">
          <dt>Loyalty points</dt>
          <dd>{user.loyaltyPoints}</dd>
        </div>
      </dl>
      <p className="account-note">
        You earn 1 loyalty point for every {formatRupees(RUPEES_PER_LOYALTY_POINT)} of an order once it is delivered.
      </p>

      <section className="account-card" aria-labelledby="personal-info">
        <div className="account-card__head">
          <h2 id="personal-info">Personal information</h2>
          {!editing && (
            <Button variant="secondary" size="sm" onClick={startEditing} aria-label="Edit personal information">
              Edit
            </Button>
          )}
        </div>
        {account.profilePending && <PendingNote />}
        <form className="account-form" onSubmit={(e) => void save(e)} noValidate aria-label="Personal information">
          {fields.map((f) => (
            <TextField
              key={f.key}
              id={`profile-${f.key}`}
              label={f.label}
              type={f.type}
              autoComplete={f.autoComplete}
              readOnly={!editing}
              value={editing ? form[f.key] : ((f.key === 'phone' ? user.phone : user[f.key]) ?? '')}
              onValueChange={(v) => setForm((s) => ({ ...s, [f.key]: v }))}
              error={editing ? errors[f.key] : undefined}
              hint={f.key === 'phone' ? '(optional)' : undefined}
            />
          ))}
          {editing && (
            <div className="account-form__actions">
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </div>
          )}
        </form>
      </section>
    </div>
  );
}
