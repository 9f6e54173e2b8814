/** Settings: change the password (the current one first); a link to reset it when forgotten. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { ChangePasswordSchema, MESSAGES } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { changePassword } from '../../data/account';
import { fieldErrors } from '../../lib/field-errors';
import { Button } from '../../ui/button';
import { PasswordInput } from '../../ui/password-input';
import { useT } from '../../i18n';

const BLANK = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SettingsTab() {
  const online = useOnlineStatus();
  const [form, setForm] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = fieldErrors(ChangePasswordSchema, form);
    if (!form.confirmPassword) found.confirmPassword ??= 'Please confirm your new password';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const outcome = await changePassword(form);
      if (outcome.ok) {
        toast.success(outcome.message);
        setForm(BLANK);
      } else {
        setErrors(outcome.errors ?? {});
        toast.error(outcome.message || MESSAGES.auth.changePassword);
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof BLANK, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordInput
      id={`settings-${key}`}
      name={key}
      label={label}
      autoComplete={autoComplete}
      value={form[key]}
      onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
      error={errors[key] && t.message(errors[key] ?? '')}
    />
  );

  return (
    <section className="account-card" aria-labelledby="change-password">
      <h2 id="change-password">{t('Change password')}</h2>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        {field('currentPassword', t('Current password'), 'current-password')}
        {field('newPassword', t('New password'), 'new-password')}
        {field('confirmPassword', t('Confirm new password'), 'new-password')}
        {!online && <p className="account-note">{t('You are offline. Changing the password needs a connection to the store.')}</p>}
        <div className="account-form__actions">
          <Link to="/forgot-password" className="text-button">
            {t('Forgot your password?')}
          </Link>
          <Button type="submit" loading={busy} disabled={!online}>
            {t('Change password')}
          </Button>
        </div>
      </form>
    </section>
  );
}
