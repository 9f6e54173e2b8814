import { useState } from 'react';
import type { Product, Review, Variant } from '@store/shared';
import { ReviewSection } from './review-section';
import { Tablist } from '../../ui/tablist';

const TABS = [
  { id: 'description', label: 'Description' },
  { id: 'features', label: 'Features' },
  { id: 'specifications', label: 'Specifications' },
  { id: 'reviews', label: 'Reviews' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * "Key: value" lines become a definition list, after the country of origin (product data, on
 * the device offline too); anything else stays a paragraph under it.
 */
function Specification({ text, countryOfOrigin }: { text: string; countryOfOrigin: string }) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const pairs = lines.flatMap((l) => {
    const at = l.indexOf(':');
    return at > 0 ? [{ key: l.slice(0, at).trim(), value: l.slice(at + 1).trim() }] : [];
  });
  const tabled = pairs.length === lines.length;
  return (
    <>
      <dl className="spec-table">
        {[{ key: 'Country of origin', value: countryOfOrigin }, ...(tabled ? pairs : [])].map((p) => (
          <div key={p.key}>
            <dt>{p.key}</dt>
            <dd>{p.value}</dd>
          </div>
        ))}
      </dl>
      {!tabled && lines.map((l) => <p key={l}>{l}</p>)}
    </>
  );
}

/** The product tabs: description, features, specifications, reviews; arrow keys move between tabs. */
/** Shown offline for a product whose details the device never fetched (it holds only the listing fields). */
export const DETAILS_NEED_CONNECTION =
  'The full description, features, specifications and reviews of this product need a connection. They will show here once you are back online.';

export function ProductTabs({
  product,
  variant,
  reviews,
  detailsMissing = false,
  onReviewSubmitted,
}: {
  product: Product;
  /** The variant the page shows: a review written now may say it was for it. */
  variant: Variant;
  reviews: Review[];
  /** The device holds only the listing fields of this product (offline, its page never opened before). */
  detailsMissing?: boolean;
  onReviewSubmitted(): void;
}) {
  const [active, setActive] = useState<TabId>('description');
  return (
    <section className="product-tabs" aria-label="Product information">
      {detailsMissing && (
        <p className="product-tabs__offline" role="note" data-testid="details-need-connection">
          {DETAILS_NEED_CONNECTION}
        </p>
      )}
      {/* Said before any tab is chosen: the e-commerce rules ask every product page to show it. */}
      <p className="product-origin" data-testid="country-of-origin">
        Country of origin: <strong>{product.countryOfOrigin}</strong>
      </p>
      <Tablist
        label="Product information"
        tabs={TABS.map((t) => ({
          id: `tab-${t.id}`,
          controls: `panel-${t.id}`,
          label: t.id === 'reviews' ? `${t.label} (${reviews.length})` : t.label,
        }))}
        active={TABS.findIndex((t) => t.id === active)}
        onSelect={(i) => setActive(TABS[i]?.id ?? 'description')}
      />
      {TABS.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`panel-${t.id}`}
          aria-labelledby={`tab-${t.id}`}
          hidden={active !== t.id}
          tabIndex={0}
          className="product-tabs__panel"
        >
          {t.id === 'description' &&
            (product.description ? (
              <p className="product-tabs__text">{product.description}</p>
            ) : (
              <p className="muted">No description yet.</p>
            ))}
          {t.id === 'features' &&
            (product.features.length ? (
              <ul className="feature-list">
                {product.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">No features listed.</p>
            ))}
          {t.id === 'specifications' && <Specification text={product.specification} countryOfOrigin={product.countryOfOrigin} />}
          {t.id === 'reviews' && <ReviewSection product={product} variant={variant} reviews={reviews} onSubmitted={onReviewSubmitted} />}
        </div>
      ))}
    </section>
  );
}
