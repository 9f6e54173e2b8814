import { useEffect, useState } from 'react';
import { BANNER_PROMO_CODES, PROMO_ROTATION_MS } from '@store/shared';
import { CloseIcon, GiftIcon, SparkIcon, TagIcon } from '../../ui/icons';

/** The promo banner: each entry an icon, a text and a code (MEGA50, BUY2GET1, WELCOME25); rotates every 4 s, can be closed. */
const PROMOS = [
  { icon: <SparkIcon size={16} />, text: 'Up to 50% off fountain pens', code: BANNER_PROMO_CODES[0] },
  { icon: <GiftIcon size={16} />, text: 'Buy 2, get 1 free: the cheapest of every 3 items', code: BANNER_PROMO_CODES[1] },
  { icon: <TagIcon size={16} />, text: '25% off your first order', code: BANNER_PROMO_CODES[2] },
] as const;

export function PromoBanner() {
  const [visible, setVisible] = useState(true);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!visible || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % PROMOS.length), PROMO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [visible, paused]);

  if (!visible) return null;
  const promo = PROMOS[index] ?? PROMOS[0];
  return (
    <aside
      className="promo-banner"
      aria-label="Offers"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="container promo-banner__inner">
        <p className="promo-banner__text" key={promo.code}>
          <span className="promo-banner__icon">{promo.icon}</span>
          <span>{promo.text}</span>
          <span className="promo-banner__code">
            Use code <strong>{promo.code}</strong>
          </span>
        </p>
        <button type="button" className="promo-banner__close" aria-label="Dismiss offers" onClick={() => setVisible(false)}>
          <CloseIcon size={16} />
        </button>
      </div>
    </aside>
  );
}
