import { useState } from 'react';
import type { Product, Review, Variant } from '@store/shared';
import { ReviewSection } from './review-section';
import { Tablist } from '../../ui/tablist';
import { DescriptionLanguageNote, msg, useT } from '../../i18n';

const TABS = [
  { id: 'description', label: msg('Description') },
  { id: 'features', label: msg('Features') },
  { id: 'specifications', label: msg('Specifications') },
  { id: 'reviews', label: msg('Reviews') },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * "Key: value" lines become a definition list, after the country of origin (product data, on
 * the device offline too); anything else stays a paragraph under it.
 */
function Specification({ text, countryOfOrigin }: { text: string; countryOfOrigin: string }) {
  const t = useT();
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
        {[{ key: t('Country of origin'), value: countryOfOrigin }, ...(tabled ? pairs : [])].map((p) => (
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
export const DETAILS_NEED_CONNECTION = msg(
  'The full description, features, specifications and reviews of this product need a connection. They will show here once you are back online.',
);

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
  const t = useT();
  return (
    <section className="product-tabs" aria-label={t('Product information')}>
      {detailsMissing && (
        <p className="product-tabs__offline" role="note" data-testid="details-need-connection">
          {t(DETAILS_NEED_CONNECTION)}
        </p>
      )}
      {/* Said before any tab is chosen: the e-commerce rules ask every product page to show it. */}
      <p className="product-origin" data-testid="country-of-origin">
        {t.rich('Country of origin: {country}', { country: <strong>{product.countryOfOrigin}</strong> })}
      </p>
      <Tablist
        label={t('Product information')}
        tabs={TABS.map((tab) => ({
          id: `tab-${tab.id}`,
          controls: `panel-${tab.id}`,
          label: tab.id === 'reviews' ? `${t(tab.label)} (${reviews.length})` : t(tab.label),
        }))}
        active={TABS.findIndex((tab) => tab.id === active)}
        onSelect={(i) => setActive(TABS[i]?.id ?? 'description')}
      />
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className="product-tabs__panel"
        >
          {tab.id === 'description' &&
            (product.description ? (
              <>
                <p className="product-tabs__text">{product.description}</p>
                <DescriptionLanguageNote text={product.description} />
              </>
            ) : (
              <p className="muted">{t('No description yet.')}</p>
            ))}
          {tab.id === 'features' &&
            (product.features.length ? (
              <ul className="feature-list">
                {product.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('No features listed.')}</p>
            ))}
          {tab.id === 'specifications' && <Specification text={product.specification} countryOfOrigin={product.countryOfOrigin} />}
          {tab.id === 'reviews' && <ReviewSection product={product} variant={variant} reviews={reviews} onSubmitted={onReviewSubmitted} />}
        </div>
      ))}
    </section>
  );
}
