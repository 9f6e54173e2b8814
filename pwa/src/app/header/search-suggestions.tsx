import { useLayoutEffect, useMemo } from 'react';
import { formatRupees, variantLabel } from '@store/shared';
import { useSearchSuggestions } from '../../data';
import { ProductImage } from '../../ui/product-image';
import { productPath } from '../../ui/product-path';
import { useT } from '../../i18n';

const MAX_PRODUCTS = 6;
const MAX_CATEGORIES = 3;

export interface SearchOption {
  key: string;
  href: string;
  label: string;
  /** Parts of the label the query matched, shown in bold. */
  marks: ReadonlyArray<{ start: number; end: number }>;
  detail: string;
  image: string | null;
  /** The product's (or the category's own) category: an image the device cannot get becomes its placeholder. */
  tone: { _id: string; color?: string | null };
  kind: 'category' | 'product';
}

/** What the suggestions tell the search box: its keys move over `options`. */
export interface SuggestionsState {
  options: SearchOption[];
  loading: boolean;
  /** The (lower-cased) text the shown suggestions answer. */
  answeredFor: string | null;
}

/**
 * The header search's suggestions: the catalogue question, the options it makes and their rows.
 * Its own chunk (search-box.tsx loads it when the box is first used, or after the first screen):
 * the catalogue hooks and the thumbnails are not in the first load of a page (decision 048).
 * It reports what it shows to the box before the browser paints, so the list's
 * `data-answered-for` and its rows change in the same frame.
 */
export function SearchSuggestions({
  query,
  active,
  optionId,
  onState,
  onChoose,
  onActivate,
}: {
  query: string;
  active: number;
  optionId(i: number): string;
  onState(state: SuggestionsState): void;
  onChoose(href: string): void;
  onActivate(i: number): void;
}) {
  const { products, categories, highlights, variantHits, loading, answeredFor } = useSearchSuggestions(query);
  const t = useT();

  const options = useMemo<SearchOption[]>(() => {
    if (!query) return [];
    const cats = categories.slice(0, MAX_CATEGORIES).map<SearchOption>((c) => ({
      key: `c-${c._id}`,
      href: `/category/${c._id}`,
      label: t.word('category', c.name),
      marks: [],
      detail: `${t('Category')} · ${t.plural(c.productCount, { one: '{count} product', other: '{count} products' })}`,
      image: c.imageUrl,
      tone: c,
      kind: 'category',
    }));
    const prods = products.slice(0, MAX_PRODUCTS).map<SearchOption>((p) => {
      // The text named an option ("blue gel pen"): the suggestion opens that variant, with its price and photo.
      const hit = p.variants.find((v) => v.id === variantHits?.[p._id]);
      const options = hit ? variantLabel(hit) : '';
      const price = hit
        ? formatRupees(hit.price)
        : p.priceFrom < p.priceTo
          ? t('from {price}', { price: formatRupees(p.priceFrom) })
          : formatRupees(p.price);
      return {
        key: `p-${p._id}`,
        href: productPath(p._id, hit?.id),
        label: p.name,
        marks: highlights[p._id] ?? [],
        detail: `${options ? `${options} · ` : `${t.word('category', p.category.name)} · `}${price}`,
        image: (hit ?? p).imageUrls[0] ?? null,
        tone: p.category,
        kind: 'product',
      };
    });
    return [...cats, ...prods];
  }, [query, products, categories, highlights, variantHits, t]);

  useLayoutEffect(() => onState({ options, loading, answeredFor }), [options, loading, answeredFor, onState]);

  return (
    <>
      {options.map((o, i) => (
        // The combobox pattern: keys stay in the input (aria-activedescendant); a click picks.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={o.key}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className="search__option"
          onPointerDown={(e) => e.preventDefault() /* keep focus in the input */}
          onClick={() => onChoose(o.href)}
          onPointerEnter={() => onActivate(i)}
        >
          {/* Offline, a photo the device has not cached becomes the category's placeholder, as in the grid: never a broken image. */}
          <ProductImage src={o.image ?? undefined} alt="" size={40} className="search__thumb" category={o.tone} />
          <span className="search__text">
            <span className="search__label">
              <Marked text={o.label} marks={o.marks} />
            </span>
            <span className="search__detail">{o.detail}</span>
          </span>
        </li>
      ))}
    </>
  );
}

/** The label with the parts the query matched in bold (offsets from the search engine). */
function Marked({ text, marks }: { text: string; marks: ReadonlyArray<{ start: number; end: number }> }) {
  if (!marks.length) return <>{text}</>;
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const { start, end } of [...marks].sort((a, b) => a.start - b.start)) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return <>{parts.map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}
