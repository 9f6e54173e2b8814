import { useEffect, useState } from 'react';
import { PROMO_ROTATION_MS } from '@store/shared';
import { CloseIcon, GiftIcon, SparkIcon, TagIcon } from '../../ui/icons';
import { BANNER_OFFERS } from './home-offers';
import { useT } from '../../i18n';
import { useHasChanged } from '../../lib/use-has-changed';

const ICONS = { MEGA50: <SparkIcon size={16} />, BUY2GET1: <GiftIcon size={16} />, WELCOME25: <TagIcon size={16} /> };

/**
 * The promo banner: each entry an icon, a text and a code (MEGA50, BUY2GET1, WELCOME25); rotates
 * every 4 s, can be closed. The texts are home-offers.ts's, checked against what each code does.
 */
const PROMOS = BANNER_OFFERS;

function OfferText({ promo }: { promo: (typeof PROMOS)[number] }) {
  const t = useT();
  return (
    <>
      <span className="promo-banner__icon">{ICONS[promo.code]}</span>
      <span>{t(promo.text)}</span>
      <span className="promo-banner__code">{t.rich('Use code {code}', { code: <strong>{promo.code}</strong> })}</span>
    </>
  );
}

export function PromoBanner() {
  const [visible, setVisible] = useState(true);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const t = useT();
  // The first offer is there with the page; the ones after it fade in (home.css).
  const rotated = useHasChanged(index);

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
      aria-label={t('Offers')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="container promo-banner__inner">
        {/*
          Every offer sits in the same grid cell, the others hidden, so the banner keeps the height
          of its longest offer (three lines on a phone for some) and the page never moves as they rotate.
        */}
        <div className="promo-banner__offers">
          {PROMOS.map((p) =>
            p === promo ? (
              <p className={rotated ? 'promo-banner__text promo-banner__text--next' : 'promo-banner__text'} key={p.code}>
                <OfferText promo={p} />
              </p>
            ) : (
              <p className="promo-banner__text promo-banner__text--sizer" aria-hidden="true" key={`sizer-${p.code}`}>
                <OfferText promo={p} />
              </p>
            ),
          )}
        </div>
        <button type="button" className="promo-banner__close" aria-label={t('Dismiss offers')} onClick={() => setVisible(false)}>
          <CloseIcon size={16} />
        </button>
      </div>
    </aside>
  );
}
