import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatRupees, PRODUCTS_MESSAGES, variantLabel } from '@store/shared';
import { useSearchSuggestions } from '../../data';
import { SearchIcon } from '../../ui/icons';
import { ProductImage } from '../../ui/product-image';
import { productPath } from '../../ui/product-path';

const MAX_PRODUCTS = 6;
const MAX_CATEGORIES = 3;

interface Option {
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

/**
 * Live search as an ARIA 1.2 combobox: opens from 1 character, matches product or
 * category name (the data layer decides how), closes on an outside click or a choice.
 * Arrows move, Enter opens the highlighted result (or the full results page), Escape closes.
 */
export function SearchBox({ idPrefix, onDone }: { idPrefix: string; onDone?(): void }) {
  const navigate = useNavigate();
  const listboxId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const { products, categories, highlights, variantHits, loading, answeredFor } = useSearchSuggestions(query);

  const options = useMemo<Option[]>(() => {
    if (!query) return [];
    const cats = categories.slice(0, MAX_CATEGORIES).map<Option>((c) => ({
      key: `c-${c._id}`,
      href: `/category/${c._id}`,
      label: c.name,
      marks: [],
      detail: `Category · ${c.productCount} products`,
      image: c.imageUrl,
      tone: c,
      kind: 'category',
    }));
    const prods = products.slice(0, MAX_PRODUCTS).map<Option>((p) => {
      // The text named an option ("blue gel pen"): the suggestion opens that variant, with its price and photo.
      const hit = p.variants.find((v) => v.id === variantHits?.[p._id]);
      const options = hit ? variantLabel(hit) : '';
      const price = hit ? formatRupees(hit.price) : p.priceFrom < p.priceTo ? `from ${formatRupees(p.priceFrom)}` : formatRupees(p.price);
      return {
        key: `p-${p._id}`,
        href: productPath(p._id, hit?.id),
        label: p.name,
        marks: highlights[p._id] ?? [],
        detail: `${options ? `${options} · ` : `${p.category.name} · `}${price}`,
        image: (hit ?? p).imageUrls[0] ?? null,
        tone: p.category,
        kind: 'product',
      };
    });
    return [...cats, ...prods];
  }, [query, products, categories, highlights, variantHits]);

  useEffect(() => setActive(-1), [query]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const expanded = open && query.length >= 1;

  function choose(href: string) {
    setOpen(false);
    setText('');
    navigate(href);
    onDone?.();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (e.key === 'Enter') {
      const option = active >= 0 ? options[active] : undefined;
      if (expanded && option) {
        e.preventDefault();
        choose(option.href);
      }
    }
  }

  const inputId = `${idPrefix}-input`;
  const optionId = (i: number) => `${idPrefix}-opt-${i}`;

  return (
    <form
      ref={rootRef}
      role="search"
      className="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (query) choose(`/products?search=${encodeURIComponent(query)}`);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search products and categories
      </label>
      <SearchIcon className="search__icon" size={18} />
      <input
        id={inputId}
        className="search__input"
        type="search"
        placeholder="Search pens, notebooks, art…"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="search__panel" hidden={!expanded}>
        {/* data-answered-for: the text these suggestions answer (bench/pwa-metrics.ts times keystrokes by it). */}
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          className="search__list"
          data-answered-for={answeredFor ?? undefined}
        >
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
              onClick={() => choose(o.href)}
              onPointerEnter={() => setActive(i)}
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
        </ul>
        {options.length === 0 && (
          <p className="search__empty" role="status">
            {loading ? 'Searching…' : PRODUCTS_MESSAGES.noSearchResults}
          </p>
        )}
      </div>
    </form>
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
