/**
 * /login — the credential step. Success opens the OTP screen for that e-mail,
 * replacing this entry in the history so Back does not return to a spent form.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@store/shared';
import { errorMessage } from '../../lib/api-client';
import { loginWithPassword } from './auth-api';
import { PasswordInput } from '../../ui/password-input';
import { buttonClass } from '../../ui/button';
import './auth.css';
import { usePageMeta } from '../../ui/use-page-meta';
import { useT } from '../../i18n';

export function LoginPage() {
  const navigate = useNavigate();
  // Where the protected-route guard sent the shopper from; the OTP step returns there.
  const from: unknown = useLocation().state;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const t = useT();

  usePageMeta(t('Sign in'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    if (!trimmed || !password) {
      setError('Please enter your email and password');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await loginWithPassword(trimmed, password);
      navigate(`/otp/${encodeURIComponent(trimmed)}`, { replace: true, state: from });
    } catch (e) {
      setError(errorMessage(e, MESSAGES.auth.login));
      setBusy(false);
    }
  }

  const describedBy = error ? errorId : undefined;

  return (
    <div className="auth">
      <section className="auth__card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth__title">
          {t('Welcome back')}
        </h1>
        <p className="auth__lead">{t('Sign in to see your orders, addresses and saved items.')}</p>

        <form className="auth__form" onSubmit={onSubmit} aria-busy={busy}>
          <div className="field">
            <label htmlFor="login-email">{t('Email')}</label>
            <input
              id="login-email"
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => {
                setEmail(e.target.value);
                setError('');
              }}
              disabled={busy}
            />
          </div>
          <PasswordInput
            id="login-password"
            label={t('Password')}
            autoComplete="current-password"
            value={password}
            onChange={(v) => {
              setPassword(v);
              setError('');
            }}
            describedBy={describedBy}
            invalid={Boolean(error)}
            disabled={busy}
          />

          <div className="auth__row">
            <label className="auth__check">
              <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              {t('Remember me')}
            </label>
            {/* The spec's button had no action; a shopper locked out needs one. */}
            <Link to="/forgot-password" className="auth__link-button">
              {t('Forgot password?')}
            </Link>
          </div>

          <p id={errorId} className="auth__error" role="alert">
            {error && t.message(error)}
          </p>

          <button type="submit" className={buttonClass('primary', 'lg', true)} disabled={busy}>
            {busy ? t('Signing in...') : t('Sign In')}
          </button>
        </form>

        <div className="auth__alt">
          <p>{t.rich('New to Inkwell? {link}', { link: <Link to="/register">{t('Create an account')}</Link> })}</p>
          <Link className={buttonClass('secondary', 'md', true)} to="/products">
            {t('Continue as guest')}
          </Link>
        </div>
      </section>
    </div>
  );
}
