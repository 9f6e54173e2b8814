import { lazy } from 'react';
import { Deferred } from '../../ui/deferred';
import { usePageMeta } from '../../ui/use-page-meta';
import { useT } from '../../i18n';
import { FlashSale } from './flash-sale';
import { HeroCarousel } from './hero-carousel';
import { PromoBanner } from './promo-banner';
import './home.css';

const BelowTheFold = lazy(() => import('./below-the-fold').then((m) => ({ default: m.BelowTheFold })));

/** The home page's eight sections, in order; sections 4–8 load when needed. */
export function HomePage() {
  const t = useT();
  usePageMeta(
    '',
    t(
      'Inkwell Stationery: premium fountain pens, notebooks, art and office supplies delivered across India. Free shipping over ₹999, 30-day returns.',
    ),
  );
  return (
    <>
      <PromoBanner />
      <HeroCarousel />
      <FlashSale />
      <Deferred component={BelowTheFold} placeholderClassName="home-deferred" />
    </>
  );
}
