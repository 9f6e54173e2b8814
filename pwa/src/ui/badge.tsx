import type { ReactNode } from 'react';

export type BadgeTone = 'ink' | 'brass' | 'success' | 'danger' | 'warning' | 'solid';

export function Badge({ tone = 'ink', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`badge ${tone === 'ink' ? '' : `badge--${tone}`} ${className}`.replace(/\s+/g, ' ').trim()}>{children}</span>;
}

/** Stock badge of product cards and the product page. */
export function StockBadge({ stock }: { stock: number | null | undefined }) {
  const n = stock ?? 0;
  if (n <= 0) return <Badge tone="danger">Out of Stock</Badge>;
  if (n <= 5) return <Badge tone="warning">Only {n} left</Badge>;
  return <Badge tone="success">In Stock</Badge>;
}
