/**
 * Newsletter signup: submitting shows 'Subscribed!' for 3 s and clears the input. The signup
 * itself is `onSubscribe`'s (data/newsletter.ts: kept on the device and sent when it can, so it
 * works offline); an address the store would refuse is told here and the input is kept.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MESSAGES, NEWSLETTER_DISCOUNT_PERCENT, SUBSCRIBED_MESSAGE_MS } from '@store/shared';
import { useT } from '../i18n';
import './newsletter.css';

export type NewsletterOutcome = { kind: 'queued'; online: boolean } | { kind: 'invalid'; message: string };

export interface NewsletterFormProps {
  /** 'footer' is the compact dark-background form; 'section' the home-page band. */
  variant?: 'footer' | 'section';
  onSubscribe: (email: string) => Promise<NewsletterOutcome>;
  /** Called once when the form appears (to send signups an earlier visit left waiting). */
  onShown?: () => Promise<void>;
}

type Status = { kind: 'idle' } | { kind: 'subscribed'; online: boolean } | { kind: 'error'; message: string };

export function NewsletterForm({ variant = 'section', onSubscribe, onShown }: NewsletterFormProps) {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const t = useT();

  useEffect(() => {
    if (status.kind !== 'subscribed') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), SUBSCRIBED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    onShown?.().catch((e: unknown) => console.warn('[newsletter] waiting signups', e));
  }, [onShown]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await onSubscribe(email);
      if (outcome.kind === 'invalid') {
        setStatus({ kind: 'error', message: outcome.message });
        return;
      }
      setEmail('');
      setStatus({ kind: 'subscribed', online: outcome.online });
    } catch {
      setStatus({ kind: 'error', message: 'Your signup could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  const error = status.kind === 'error' ? status.message : null;
  return (
    <form className={`newsletter newsletter--${variant}`} onSubmit={(e) => void onSubmit(e)} aria-describedby={statusId}>
      {variant === 'section' && (
        <p className="newsletter__pitch">
          {t('Join our letter for new arrivals, studio notes and {percent}% off your first order.', {
            percent: NEWSLETTER_DISCOUNT_PERCENT,
          })}
        </p>
      )}
      <label className="newsletter__label" htmlFor={inputId}>
        {t('Newsletter e-mail address')}
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setStatus({ kind: 'idle' });
          }}
        />
        <button type="submit" className="newsletter__button" disabled={busy}>
          {t('Subscribe')}
        </button>
      </div>
      <p id={statusId} className={`newsletter__status${error ? ' newsletter__status--error' : ''}`} role="status" aria-live="polite">
        {status.kind === 'subscribed' && (
          <>
            {t.message(MESSAGES.newsletter.subscribed)}{' '}
            <span className="newsletter__note">
              {status.online
                ? t('Your {percent}% code is on its way to your inbox.', { percent: NEWSLETTER_DISCOUNT_PERCENT })
                : t.message(MESSAGES.newsletter.queued)}
            </span>
          </>
        )}
        {error && t.message(error)}
      </p>
    </form>
  );
}
