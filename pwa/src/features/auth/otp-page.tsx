/**
 * /otp/:email — the second sign-in step: the codes that were sent (each at most 6 digits), a
 * 300-second resend countdown as mm:ss, then the session is stored (the data layer moves the visitor's cart and
 * wishlist to the account and tells what could not be kept) and the shopper lands on / (history
 * replaced).
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS } from '@store/shared';
import { signIn } from '../../data';
import { errorMessage } from '../../lib/api-client';
import { readPendingSignIn } from '../../data/session-pending-sign-in';
import { resendOtp, verifyOtp } from './auth-api';
import { codesAsked, type CodesAsked } from './otp-codes';
import { formatMmSs, useCountdown } from './use-countdown';
import { buttonClass } from '../../ui/button';
import './auth.css';
import { usePageMeta } from '../../ui/use-page-meta';
import { useT } from '../../i18n';

/** Codes are digits; anything else typed or pasted is dropped. */
function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

interface CodeFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onEdit(): void;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
  autoFocus?: boolean;
}

/** One OTP code input: digits only, at most OTP_LENGTH, offered the one-time code by the keyboard. */
function CodeField({ id, name, label, value, onChange, onEdit, invalid, describedBy, disabled, autoFocus }: CodeFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input input--code"
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        pattern="[0-9]*"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(digitsOnly(e.target.value));
          onEdit();
        }}
        disabled={disabled}
        // Arriving from the password step, the shopper's next act is typing the first code.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      />
    </div>
  );
}

export function OtpPage() {
  const { email: emailParam = '' } = useParams();
  const email = emailParam.trim();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const [emailOtp, setEmailOtp] = useState('');
  const [phoneOtp, setPhoneOtp] = useState('');
  const [error, setError] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const errorId = useId();
  // Which codes this sign-in sent, as the password step's answer said (kept on the device, so a reload or Resend keeps it).
  const asked: CodesAsked = useMemo(() => codesAsked(readPendingSignIn(email)), [email]);

  const t = useT();
  usePageMeta(t('OTP Verification'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    const missing = asked.missingMessage(emailOtp.trim(), phoneOtp.trim());
    if (missing) {
      setError(missing);
      return;
    }
    setVerifying(true);
    setError('');
    try {
      const session = await verifyOtp(email, emailOtp.trim(), asked.phone === 'none' || !phoneOtp.trim() ? null : phoneOtp.trim());
      await signIn(session.token, session.user);
      toast.success(MESSAGES.auth.otpVerified);
      navigate(returnPathOf(state) ?? '/', { replace: true });
    } catch (e) {
      setError(errorMessage(e, MESSAGES.auth.login));
      setVerifying(false);
    }
  }

  async function onResend() {
    if (resending) return;
    setResending(true);
    setError('');
    try {
      await resendOtp(email);
      setEmailOtp('');
      setPhoneOtp('');
      restart();
      toast.success('A new code is on its way');
    } catch {
      setError(MESSAGES.auth.resendFailed);
    } finally {
      setResending(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  // What both code fields share: a change clears the error; both are described by it and locked while verifying.
  const codeProps = { invalid: Boolean(error), describedBy, disabled: verifying, onEdit: () => setError('') };

  return (
    <div className="auth">
      <section className="auth__card" aria-labelledby="otp-title">
        <h1 id="otp-title" className="auth__title">
          {t('OTP Verification')}
        </h1>
        <p className="auth__lead">{t(asked.lead)}</p>
        {email && <SentTo email={email} asked={asked} />}

        <form className="auth__form" onSubmit={onSubmit} noValidate aria-busy={verifying}>
          <CodeField
            id="email-otp"
            name="emailOtp"
            label={t('Email OTP')}
            value={emailOtp}
            onChange={setEmailOtp}
            autoFocus
            {...codeProps}
          />
          {asked.phone !== 'none' && (
            <CodeField id="phone-otp" name="phoneOtp" label={t('Phone OTP')} value={phoneOtp} onChange={setPhoneOtp} {...codeProps} />
          )}

          <p id={errorId} className="auth__error" role="alert">
            {error && t.message(error)}
          </p>

          <button type="submit" className={buttonClass('primary', 'lg', true)} disabled={verifying}>
            {verifying ? t('Verifying...') : t('Verify OTP')}
          </button>
        </form>

        <div className="auth__resend">
          {remaining > 0 ? (
            <p>{t.rich('Resend available in {time}', { time: <span className="auth__timer">{formatMmSs(remaining)}</span> })}</p>
          ) : (
            <p>
              {asked.phone === 'none' ? t('Didn\u2019t get the code?') : t('Didn\u2019t get the codes?')}{' '}
              <button type="button" className="auth__link-button" onClick={onResend} disabled={resending} aria-busy={resending}>
                {resending ? t('Sending...') : t('Resend OTP')}
              </button>
            </p>
          )}
        </div>
      </section>
    </div>
  );
}

/** Where the codes went, in words: the e-mail, and the phone by its last digits when known. */
function SentTo({ email, asked }: { email: string; asked: CodesAsked }) {
  const t = useT();
  if (asked.phone === 'none') {
    return (
      <p className="auth__hint">
        {t.rich('Your account has no phone number, so one code was sent to {email}. You can add a phone in your account.', {
          email: <strong>{email}</strong>,
        })}
      </p>
    );
  }
  if (asked.phone === 'sent') {
    return (
      <p className="auth__hint">
        {asked.phoneEnding
          ? t.rich('Codes were sent to {email} and to the phone ending in {ending}', {
              email: <strong>{email}</strong>,
              ending: <strong>{asked.phoneEnding}</strong>,
            })
          : t.rich('Codes were sent to {email}', { email: <strong>{email}</strong> })}
      </p>
    );
  }
  return (
    <p className="auth__hint">
      {t.rich('Codes were sent for {email}. No phone number on your account? Leave Phone OTP empty.', { email: <strong>{email}</strong> })}
    </p>
  );
}

/** The page the protected-route guard sent the shopper from (checkout, account), if any. */
function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}
