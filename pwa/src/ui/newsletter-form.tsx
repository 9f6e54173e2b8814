/**
 * Newsletter signup: submitting shows 'Subscribed!' for 3 s and clears the input.
 * The spec shows no server call, so none is made.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MESSAGES, NEWSLETTER_DISCOUNT_PERCENT, SUBSCRIBED_MESSAGE_MS } from '@store/shared';
import './newsletter.css';

export interface NewsletterFormProps {
  /** 'footer' is the compact dark-background form; 'section' the home-page band. */
  variant?: 'footer' | 'section';
}

export function NewsletterForm({ variant = 'section' }: NewsletterFormProps) {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return;
    const timer = window.setTimeout(() => setSubscribed(false), SUBSCRIBED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [subscribed]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmail('');
    setSubscribed(true);
  }

  return (
    <form className={`newsletter newsletter--${variant}`} onSubmit={onSubmit} aria-describedby={statusId}>
      {variant === 'section' && (
        <p className="newsletter__pitch">
          Join our letter for new arrivals, studio notes and {NEWSLETTER_DISCOUNT_PERCENT}% off your first order.
        </p>
      )}
      <label className="newsletter__label" htmlFor={inputId}>
        Newsletter e-mail address
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
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="newsletter__button">
          Subscribe
        </button>
      </div>
      <p id={statusId} className="newsletter__status" role="status" aria-live="polite">
        {subscribed ? MESSAGES.newsletter.subscribed : ''}
      </p>
    </form>
  );
}
