/**
 * The profile's confirm step for a new phone: the code texted to it, Resend once the store allows
 * it (a countdown until then), Cancel. The account keeps its current phone until the code is
 * right, so a mistyped number never receives a sign-in code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { formatPhone, MESSAGES, PhoneConfirmSchema, type PendingPhone } from '@store/shared';
import { fieldErrors } from '../../lib/field-errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { cancelPhoneChange, confirmPhone, resendPhoneCode } from './phone-change-api';
import { useT } from '../../i18n';
import './phone-confirm.css';

/** 75 → "1:15". */
const minutesAndSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Seconds left of `total`, counted from when `total` arrived (a new answer starts it again), ticking each second. */
function useSecondsLeft(total: number, since: unknown): number {
  const [seconds, setSeconds] = useState(total);
  useEffect(() => {
    const deadline = Date.now() + total * 1000;
    const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    setSeconds(left());
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [total, since]);
  return seconds;
}

export function PhoneConfirm({ pending, onChange }: { pending: PendingPhone; onChange(next: PendingPhone | null): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'confirm' | 'resend' | 'cancel' | null>(null);
  const focusCode = () => document.getElementById('phone-confirm-code')?.focus();
  const resendIn = useSecondsLeft(pending.resendInSeconds, pending);
  const expiresIn = useSecondsLeft(pending.expiresInSeconds, pending);
  const shown = formatPhone(pending.phone);
  const t = useT();

  // The step opens on its field, so a keyboard or screen-reader user lands where the code goes.
  useEffect(() => focusCode(), [pending.phone]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = fieldErrors(PhoneConfirmSchema, { code });
    if (found.code) return setError(found.code);
    setBusy('confirm');
    const r = await confirmPhone(code.trim());
    setBusy(null);
    if (!r.ok) {
      setError(r.message);
      return focusCode();
    }
    toast.success(MESSAGES.auth.phoneConfirmed);
    onChange(null);
  }

  async function resend() {
    setBusy('resend');
    const r = await resendPhoneCode();
    setBusy(null);
    if (!r.ok) return setError(r.message);
    setError(undefined);
    setCode('');
    toast.success(`New code sent to ${shown}`);
    onChange(r.value);
    focusCode();
  }

  async function cancel() {
    setBusy('cancel');
    const r = await cancelPhoneChange();
    setBusy(null);
    if (!r.ok) return setError(r.message);
    onChange(null);
  }

  return (
    <form className="account-form account-phone-confirm" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="phone-confirm-title">
      <h3 id="phone-confirm-title">{t('Confirm your new phone number')}</h3>
      <TextField
        id="phone-confirm-code"
        label={t.message(MESSAGES.auth.phoneCodeSent(shown))}
        value={code}
        onValueChange={(v) => {
          setCode(v.replace(/\D/g, '').slice(0, 6));
          setError(undefined);
        }}
        error={error && t.message(error)}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('6-digit code')}
        maxLength={6}
      />
      <p className="account-note" aria-live="polite">
        {t.message(MESSAGES.auth.phoneCodeSentNote)}{' '}
        {expiresIn > 0
          ? t('The code expires in {time}.', { time: minutesAndSeconds(expiresIn) })
          : t('The code has expired: ask for a new one.')}
      </p>
      <div className="account-form__actions">
        <Button variant="secondary" onClick={() => void cancel()} disabled={busy !== null}>
          {t('Cancel')}
        </Button>
        <Button variant="secondary" onClick={() => void resend()} disabled={busy !== null || resendIn > 0} loading={busy === 'resend'}>
          {resendIn > 0 ? t('Resend in {time}', { time: minutesAndSeconds(resendIn) }) : t('Resend code')}
        </Button>
        <Button type="submit" loading={busy === 'confirm'} disabled={busy !== null && busy !== 'confirm'}>
          {t('Confirm')}
        </Button>
      </div>
    </form>
  );
}
