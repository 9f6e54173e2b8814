/**
 * /forgot-password: the e-mail gets a one-time code (through the same delivery as sign-in
 * codes); the code and a new password then replace the old one, and every session the account
 * had ends. The first answer is the same whether or not the e-mail has an account.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { ForgotPasswordSchema, OTP_LENGTH, ResetPasswordSchema } from '@store/shared';
import { requestPasswordReset, resetPassword } from '../../data/account';
import { fieldErrors } from '../../lib/field-errors';
import { buttonClass } from '../../ui/button';
import { PasswordInput } from '../../ui/password-input';
import { TextField } from '../../ui/text-field';
import { usePageMeta } from '../../ui/use-page-meta';
import { useT } from '../../i18n';
import './auth.css';

export function ForgotPasswordPage() {
  const t = useT();
  usePageMeta(t('Reset your password'));
  const tr = (e: string | undefined) => (e ? t.message(e) : e);
  const navigate = useNavigate();
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const [form, setForm] = useState({ email: '', code: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (v: string) => {
    setForm((f) => ({ ...f, [key]: v }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  async function sendCode(e: FormEvent) {
    e.preventDefault();
    const found = fieldErrors(ForgotPasswordSchema, { email: form.email });
    setErrors(found);
    if (found.email) return;
    setBusy(true);
    const outcome = await requestPasswordReset(form.email.trim());
    setBusy(false);
    if (outcome.ok) {
      setSent(outcome.message);
      setMessage('');
      setStage('code');
    } else setMessage(outcome.message);
  }

  async function reset(e: FormEvent) {
    e.preventDefault();
    const found = fieldErrors(ResetPasswordSchema, form);
    if (!form.confirmPassword) found.confirmPassword ??= 'Please confirm your new password';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await resetPassword({ ...form, email: form.email.trim() });
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.errors ?? {});
      setMessage(outcome.message);
      return;
    }
    toast.success(outcome.message);
    navigate('/login', { replace: true });
  }

  return (
    <div className="auth">
      <section className="auth__card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="auth__title">
          {t('Reset your password')}
        </h1>
        {stage === 'email' ? (
          <form className="auth__form" onSubmit={(e) => void sendCode(e)} noValidate aria-busy={busy}>
            <p className="auth__lead">
              {t('Enter the e-mail of your account. We send a {length}-digit code to it.', { length: OTP_LENGTH })}
            </p>
            <TextField
              id="reset-email"
              label={t('Email')}
              type="email"
              autoComplete="email"
              value={form.email}
              onValueChange={set('email')}
              error={tr(errors.email)}
              required
            />
            <p className="auth__error" role="alert">
              {message && t.message(message)}
            </p>
            <button type="submit" className={buttonClass('primary', 'lg', true)} disabled={busy}>
              {busy ? t('Sending...') : t('Send reset code')}
            </button>
          </form>
        ) : (
          <form className="auth__form" onSubmit={(e) => void reset(e)} noValidate aria-busy={busy}>
            <p className="auth__lead" role="status">
              {t('{sent} Enter it below with your new password.', { sent: t.message(sent) })}
            </p>
            <TextField
              id="reset-code"
              label={t('Reset code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={form.code}
              onValueChange={set('code')}
              error={tr(errors.code)}
              required
            />
            <PasswordInput
              id="reset-new"
              name="newPassword"
              label={t('New password')}
              autoComplete="new-password"
              value={form.newPassword}
              onChange={set('newPassword')}
              error={tr(errors.newPassword)}
            />
            <PasswordInput
              id="reset-confirm"
              name="confirmPassword"
              label={t('Confirm new password')}
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={set('confirmPassword')}
              error={tr(errors.confirmPassword)}
            />
            {!errors.code && message && (
              <p className="auth__error" role="alert">
                {t.message(message)}
              </p>
            )}
            <button type="submit" className={buttonClass('primary', 'lg', true)} disabled={busy}>
              {busy ? t('Saving...') : t('Set new password')}
            </button>
            <button type="button" className="auth__link-button" onClick={() => setStage('email')}>
              {t('Use another e-mail or send a new code')}
            </button>
          </form>
        )}
        <p className="auth__alt">{t.rich('Remembered it? {link}', { link: <Link to="/login">{t('Back to sign in')}</Link> })}</p>
      </section>
    </div>
  );
}
