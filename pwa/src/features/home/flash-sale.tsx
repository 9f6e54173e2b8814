import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FLASH_SALE_START_SECONDS } from '@store/shared';
import { buttonClass } from '../../ui/button';
import { ClockIcon } from '../../ui/icons';
import { FOUNTAIN_PENS_PATH, HOME_OFFERS } from './home-offers';

/** What the flash sale promises: MEGA50's own effect (home-offers.ts checks it against the code). */
const OFFER = HOME_OFFERS.fountainPens;

const pad = (n: number) => String(n).padStart(2, '0');

/** The flash sale: counts down each second from 23h 45m 30s and stops at zero. */
export function useCountdown(startSeconds: number): number {
  const [left, setLeft] = useState(startSeconds);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      // Derived from the clock, not from tick count, so a throttled background tab stays right.
      const next = Math.max(0, startSeconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startSeconds]);
  return left;
}

export function FlashSale() {
  const left = useCountdown(FLASH_SALE_START_SECONDS);
  const parts = [
    { value: Math.floor(left / 3600), unit: 'Hours' },
    { value: Math.floor((left % 3600) / 60), unit: 'Minutes' },
    { value: left % 60, unit: 'Seconds' },
  ];
  const ended = left === 0;
  return (
    <section className="flash-sale" aria-labelledby="flash-title">
      <div className="container flash-sale__inner">
        <div>
          <p className="eyebrow flash-sale__eyebrow">
            <ClockIcon size={14} /> Flash sale
          </p>
          <h2 id="flash-title" className="flash-sale__title">
            {ended ? 'The flash sale has ended' : OFFER.text}
          </h2>
          <p className="flash-sale__sub">Today only, while stocks last. Use code {OFFER.code} at checkout.</p>
        </div>
        <div
          className="flash-sale__timer"
          role="timer"
          aria-label={`Ends in ${parts.map((p) => `${p.value} ${p.unit.toLowerCase()}`).join(', ')}`}
        >
          {parts.map((p) => (
            <div key={p.unit} className="flash-sale__unit" aria-hidden="true">
              <span className="flash-sale__value">{pad(p.value)}</span>
              <span className="flash-sale__label">{p.unit}</span>
            </div>
          ))}
        </div>
        <Link to={FOUNTAIN_PENS_PATH} className={buttonClass('accent', 'lg')}>
          Shop Fountain Pens
        </Link>
      </div>
    </section>
  );
}
