import type { ReactNode } from 'react';
import type { Product } from '@store/shared';
import { msg, useT, type Msg } from '../i18n';

export type BadgeTone = 'ink' | 'brass' | 'success' | 'danger' | 'warning' | 'solid';

export function Badge({ tone = 'ink', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`badge ${tone === 'ink' ? '' : `badge--${tone}`} ${className}`.replace(/\s+/g, ' ').trim()}>{children}</span>;
}

/** The store's own badges (shared BADGES) in the shopper's language; a badge the admin wrote otherwise shows as written. */
const BADGE_TEXTS: Readonly<Record<string, Msg>> = {
  Premium: msg('Premium'),
  'Best Seller': msg('Best Seller'),
  New: msg('New'),
  Sale: msg('Sale'),
  Limited: msg('Limited'),
};

/** A product's badge ("Best Seller") as the shopper reads it. */
export function useBadgeText(): (badge: NonNullable<Product['badge']>) => string {
  const t = useT();
  return (badge) => {
    const known = BADGE_TEXTS[badge];
    return known ? t(known) : badge;
  };
}

/** Stock badge of product cards and the product page. */
export function StockBadge({ stock }: { stock: number | null | undefined }) {
  const t = useT();
  const n = stock ?? 0;
  if (n <= 0) return <Badge tone="danger">{t('Out of Stock')}</Badge>;
  if (n <= 5) return <Badge tone="warning">{t.plural(n, { one: 'Only {count} left', other: 'Only {count} left' })}</Badge>;
  return <Badge tone="success">{t('In Stock')}</Badge>;
}
