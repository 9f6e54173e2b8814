/**
 * What a search that found nothing offers instead of a dead end: "Did you mean …" (a correction
 * the search engine knows finds something) and the store's most stocked categories.
 */
import { Link } from 'react-router-dom';
import { useCategories } from '../../data';
import { useT } from '../../i18n';

const POPULAR_SHOWN = 4;

export function SearchHelp({ didYouMean }: { didYouMean: string | null }) {
  const { categories } = useCategories();
  const t = useT();
  const popular = [...categories].sort((a, b) => b.productCount - a.productCount).slice(0, POPULAR_SHOWN);
  return (
    <div className="search-help">
      {didYouMean && (
        <p className="search-help__correction">
          {t.rich('Did you mean {suggestion}?', {
            suggestion: (
              <Link to={`/products?search=${encodeURIComponent(didYouMean)}`} className="search-help__link">
                {didYouMean}
              </Link>
            ),
          })}
        </p>
      )}
      {popular.length > 0 && (
        <nav aria-label={t('Popular categories')} className="search-help__popular">
          <p>{t('Popular categories:')}</p>
          <ul role="list">
            {popular.map((c) => (
              <li key={c._id}>
                <Link to={`/category/${encodeURIComponent(c._id)}`} className="search-help__chip">
                  {t.word('category', c.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
