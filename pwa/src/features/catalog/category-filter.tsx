import { useCategories } from '../../data';
import { useExternalStore, type ExternalStore } from '../../lib/external-store';
import { useT } from '../../i18n';

/** How many each category lists with the current search and filters (the listing's answer); null until it arrives. */
export type CategoryCounts = ExternalStore<Record<string, number> | null>;

/**
 * The sidebar's category buttons with their counts. The counts follow the search and the other
 * filters (each is what that category would list now; "All" is what the search found), so they
 * come with the listing's answer, online and offline alike (shared `countByCategory`, decision 038).
 * Only this list renders again when they change.
 */
export function CategoryFilter({
  selected,
  counts,
  onSelect,
}: {
  selected: string;
  counts: CategoryCounts;
  onSelect(id: string | undefined): void;
}) {
  const { categories } = useCategories();
  const t = useT();
  const byCategory = useExternalStore(counts);
  const countOf = (id: string) => (byCategory ? (byCategory[id] ?? 0) : null);
  const all = byCategory ? Object.values(byCategory).reduce((sum, n) => sum + n, 0) : null;
  return (
    <fieldset className="filters__group">
      <legend className="filters__title">{t('Category')}</legend>
      <ul role="list" className="filters__cats">
        <li>
          <CategoryButton name={t('All')} count={all} pressed={selected === ''} onClick={() => onSelect(undefined)} />
        </li>
        {categories.map((c) => (
          <li key={c._id}>
            <CategoryButton
              name={t.word('category', c.name)}
              count={countOf(c._id)}
              pressed={selected === c._id}
              onClick={() => onSelect(c._id)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function CategoryButton({ name, count, pressed, onClick }: { name: string; count: number | null; pressed: boolean; onClick(): void }) {
  return (
    <button type="button" className={`filters__cat${count === 0 ? ' filters__cat--none' : ''}`} aria-pressed={pressed} onClick={onClick}>
      <span>{name}</span>
      {count !== null && <span className="filters__count">{count.toLocaleString('en-IN')}</span>}
    </button>
  );
}
