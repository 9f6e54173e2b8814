import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FLASH_SALE_START_SECONDS } from '@store/shared';
import { buttonClass } from '../../ui/button';
import { ClockIcon } from '../../ui/icons';
import { FOUNTAIN_PENS_PATH, HOME_OFFERS } from './home-offers';
import { msg, useT } from '../../i18n';

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

const UNITS = [msg('Hours'), msg('Minutes'), msg('Seconds')] as const;

export function FlashSale() {
  const t = useT();
  const left = useCountdown(FLASH_SALE_START_SECONDS);
  const values = [Math.floor(left / 3600), Math.floor((left % 3600) / 60), left % 60] as const;
  const parts = UNITS.map((unit, i) => ({ unit, value: values[i] ?? 0 }));
  const ended = left === 0;
  return (
    <section className="flash-sale" aria-labelledby="flash-title">
      <div className="container flash-sale__inner">
        <div>
          <p className="eyebrow flash-sale__eyebrow">
            <ClockIcon size={14} /> {t('Flash sale')}
          </p>
          <h2 id="flash-title" className="flash-sale__title">
            {ended ? t('The flash sale has ended') : t(OFFER.text)}
          </h2>
          <p className="flash-sale__sub">{t('Today only, while stocks last. Use code {code} at checkout.', { code: OFFER.code })}</p>
        </div>
        <div
          className="flash-sale__timer"
          role="timer"
          aria-label={t('Ends in {hours} hours, {minutes} minutes, {seconds} seconds', {
            hours: values[0],
            minutes: values[1],
            seconds: values[2],
          })}
        >
          {parts.map((p) => (
            <div key={p.unit} className="flash-sale__unit" aria-hidden="true">
              <span className="flash-sale__value">{pad(p.value)}</span>
              <span className="flash-sale__label">{t(p.unit)}</span>
            </div>
          ))}
        </div>
        <Link to={FOUNTAIN_PENS_PATH} className={buttonClass('accent', 'lg')}>
          {t('Shop Fountain Pens')}
        </Link>
      </div>
    </section>
  );
}
