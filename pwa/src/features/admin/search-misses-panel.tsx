/**
 * The dashboard's 'Searches that found nothing': what shoppers typed, online and offline, that
 * the store could not answer in the last days, most frequent first (GET /api/search/misses). Each
 * one opens the storefront's search, so the admin sees what the shopper saw. It loads on its own:
 * the rest of the dashboard never waits for it or fails with it.
 */
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { SEARCH_MISS_DAYS, SearchMissSchema } from '@store/shared';
import { Spinner } from '../../ui/spinner';
import { adminRead } from './admin-api';
import { LoadError } from './load-error';
import { useAdminLoad } from './use-admin-load';

const FAILED = 'Failed to fetch searches';

export function SearchMissesPanel() {
  const load = useAdminLoad(
    (signal) => adminRead(`/search/misses?days=${SEARCH_MISS_DAYS}`, z.array(SearchMissSchema), signal),
    [],
    FAILED,
  );
  return (
    <section className="admin-panel" aria-labelledby="misses-title">
      <h2 id="misses-title">Searches that found nothing</h2>
      <p className="admin-note">
        The last {SEARCH_MISS_DAYS} days, most frequent first: words shoppers use that the store does not know yet.
      </p>
      {load.status === 'loading' && !load.data && <Spinner label="Loading searches" />}
      <LoadError load={load} />
      {load.data && load.data.length === 0 && (
        <p className="admin-empty">No search came back empty. Shoppers found what they looked for.</p>
      )}
      {load.data && load.data.length > 0 && (
        <ol className="admin-misses" role="list">
          {load.data.map((m) => (
            <li key={m.query}>
              <Link to={`/products?search=${encodeURIComponent(m.query)}`} className="admin-link">
                {m.query}
              </Link>
              <span className="admin-misses__count">
                {m.count} {m.count === 1 ? 'search' : 'searches'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
