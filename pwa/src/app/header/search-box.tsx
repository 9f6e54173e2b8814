import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCTS_MESSAGES } from '@store/shared';
import { afterFirstScreen } from '../../lib/first-screen';
import { SearchIcon } from '../../ui/icons';
import { useT } from '../../i18n';
import type { SuggestionsState } from './search-suggestions';

// The suggestions' code (the catalogue hooks, the rows and their thumbnails) is a chunk of its own,
// fetched after the first screen or when the box is first used, whichever comes first (decision 048).
const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = lazy(() => loadSuggestions().then((m) => ({ default: m.SearchSuggestions })));

const NOTHING_SHOWN: SuggestionsState = { options: [], loading: false, answeredFor: null };

/**
 * Live search as an ARIA 1.2 combobox: opens from 1 character, matches product or
 * category name (the data layer decides how), closes on an outside click or a choice.
 * Arrows move, Enter opens the highlighted result (or the full results page), Escape closes.
 */
export function SearchBox({ idPrefix, onDone }: { idPrefix: string; onDone?(): void }) {
  const navigate = useNavigate();
  const t = useT();
  const listboxId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  // Rendered once the box is first focused or typed in; until then nothing asks the catalogue.
  const [used, setUsed] = useState(false);
  // What the suggestions show, as they report it (undefined until their code has arrived).
  const [shown, setShown] = useState<SuggestionsState | undefined>(undefined);
  const { options, answeredFor } = shown ?? NOTHING_SHOWN;
  const loading = shown ? shown.loading : query !== '';

  useEffect(() => afterFirstScreen(() => void loadSuggestions()), []);

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
        {t('Search products and categories')}
      </label>
      <SearchIcon className="search__icon" size={18} />
      <input
        id={inputId}
        className="search__input"
        type="search"
        placeholder={t('Search pens, notebooks, art…')}
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
          setUsed(true);
        }}
        onFocus={() => {
          setOpen(true);
          setUsed(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="search__panel" hidden={!expanded}>
        {/* data-answered-for: the text these suggestions answer (bench/pwa-metrics.ts times keystrokes by it). */}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('Search suggestions')}
          className="search__list"
          data-answered-for={answeredFor ?? undefined}
        >
          {used && (
            <Suspense fallback={null}>
              <SearchSuggestions
                query={query}
                active={active}
                optionId={optionId}
                onState={setShown}
                onChoose={choose}
                onActivate={setActive}
              />
            </Suspense>
          )}
        </ul>
        {options.length === 0 && (
          <p className="search__empty" role="status">
            {loading ? t('Searching…') : t.message(PRODUCTS_MESSAGES.noSearchResults)}
          </p>
        )}
      </div>
    </form>
  );
}
