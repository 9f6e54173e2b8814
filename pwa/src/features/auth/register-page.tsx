/**
 * /register: name, e-mail, optional phone, password twice and the terms box.
 * Success stores the returned session and goes to /.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { MESSAGES } from '@store/shared';
import { signIn } from '../../data';
import { errorMessage } from '../../lib/api-client';
import { signup } from './auth-api';
import { PasswordInput } from '../../ui/password-input';
import { validateRegisterForm, type RegisterErrors, type RegisterForm } from './register-validation';
import { TextField } from '../../ui/text-field';
import { buttonClass } from '../../ui/button';
import './auth.css';
import { usePageMeta } from '../../ui/use-page-meta';
import { useT } from '../../i18n';

const EMPTY: RegisterForm = { name: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false };
const FIELD_IDS: Record<keyof RegisterForm, string> = {
  name: 'register-name',
  email: 'register-email',
  phone: 'register-phone',
  password: 'register-password',
  confirmPassword: 'register-confirm',
  acceptTerms: 'register-terms',
};

export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const serverErrorId = useId();

  const t = useT();
  const tr = (e: string | undefined) => (e ? t.message(e) : e);
  usePageMeta(t('Create an account'));

  function update<K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setServerError('');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateRegisterForm(form);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as Array<keyof RegisterForm>).find((k) => found[k]);
    if (first) {
      // Focus lands on the first broken field, whose error is read out through aria-describedby.
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setBusy(true);
    try {
      const phone = form.phone.trim();
      const session = await signup({
        name: form.name.trim(),
        email: form.email.trim(),
        ...(phone ? { phone } : {}),
        password: form.password,
        confirmPassword: form.confirmPassword,
      });
      await signIn(session.token, session.user);
      toast.success(`Welcome to Inkwell, ${session.user.name}!`);
      navigate('/', { replace: true });
    } catch (e) {
      setServerError(errorMessage(e, MESSAGES.auth.register));
      setBusy(false);
    }
  }

  return (
    <div className="auth">
      <section className="auth__card" aria-labelledby="register-title">
        <h1 id="register-title" className="auth__title">
          {t('Create your account')}
        </h1>
        <p className="auth__lead">{t('Save your favourites, check out faster and follow your orders.')}</p>

        <form
          className="auth__form"
          onSubmit={onSubmit}
          noValidate
          aria-busy={busy}
          aria-describedby={serverError ? serverErrorId : undefined}
        >
          <TextField
            id={FIELD_IDS.name}
            label={t('Full name')}
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onValueChange={(v) => update('name', v)}
            error={tr(errors.name)}
            disabled={busy}
          />
          <TextField
            id={FIELD_IDS.email}
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onValueChange={(v) => update('email', v)}
            error={tr(errors.email)}
            disabled={busy}
          />
          <TextField
            id={FIELD_IDS.phone}
            label={t('Phone')}
            hint={t('(optional)')}
            name="phone"
            placeholder="98765 43210"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={form.phone}
            onValueChange={(v) => update('phone', v)}
            error={tr(errors.phone)}
            disabled={busy}
          />
          <PasswordInput
            id={FIELD_IDS.password}
            name="password"
            label={t('Password')}
            autoComplete="new-password"
            value={form.password}
            onChange={(v) => update('password', v)}
            error={tr(errors.password)}
            disabled={busy}
          />
          <PasswordInput
            id={FIELD_IDS.confirmPassword}
            name="confirmPassword"
            label={t('Confirm password')}
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(v) => update('confirmPassword', v)}
            error={tr(errors.confirmPassword)}
            disabled={busy}
          />

          <div className="field">
            <label className="auth__check" htmlFor={FIELD_IDS.acceptTerms}>
              <input
                id={FIELD_IDS.acceptTerms}
                type="checkbox"
                name="acceptTerms"
                required
                checked={form.acceptTerms}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? `${FIELD_IDS.acceptTerms}-error` : undefined}
                onChange={(e) => update('acceptTerms', e.target.checked)}
                disabled={busy}
              />
              <span>
                {t.rich('I agree to the {terms} and {privacy}', {
                  terms: <Link to="/terms">{t('Terms of Service')}</Link>,
                  privacy: <Link to="/privacy">{t('Privacy Policy')}</Link>,
                })}
              </span>
            </label>
            {errors.acceptTerms && (
              <p id={`${FIELD_IDS.acceptTerms}-error`} className="field-error">
                {t.message(errors.acceptTerms)}
              </p>
            )}
          </div>

          <p id={serverErrorId} className="auth__error" role="alert">
            {serverError && t.message(serverError)}
          </p>

          <button type="submit" className={buttonClass('primary', 'lg', true)} disabled={busy}>
            {busy ? t('Creating account...') : t('Create Account')}
          </button>
        </form>

        <p className="auth__alt">{t.rich('Already have an account? {link}', { link: <Link to="/login">{t('Sign in')}</Link> })}</p>
      </section>
    </div>
  );
}
