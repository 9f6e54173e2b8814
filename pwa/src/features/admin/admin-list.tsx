/**
 * The frame every admin list stands in (products, categories, inventory, orders): the heading
 * with its actions, the search and filters, the load error said one way, the table, the empty
 * text and the pager. A list says only what is its own: its columns, its rows and its filters.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui/button';
import { LoadError } from './load-error';
import { Pager, type ListPage } from './pager';
import { SearchBox } from './search-box';
import type { AdminLoad } from './use-admin-load';

/** The page a list shows and its search (from the address where the list keeps it); a new search (or filter) starts again at page 1. */
export function useListControls(initialSearch = '') {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(initialSearch);
  return {
    page,
    setPage,
    search,
    setSearch(value: string) {
      setSearch(value);
      setPage(1);
    },
    firstPage: () => setPage(1),
  };
}
export type ListControls = ReturnType<typeof useListControls>;

export function AdminList<T>({
  title,
  add,
  search,
  filters,
  controls,
  load,
  caption,
  columns,
  page,
  row,
  empty,
  children,
}: {
  /** The page's heading; the pager is named after it too. */
  title: string;
  /** The button to the form that adds one ("Add product"). */
  add?: { to: string; label: string };
  /** The search box (by name), bound to `controls.search`. */
  search?: { id: string; label: string };
  /** Filters of the list's own, beside the search. */
  filters?: ReactNode;
  controls: ListControls;
  load: AdminLoad<unknown>;
  /** The table's name for screen readers. */
  caption: string;
  /** The column headings, in order (a heading may be visually hidden). */
  columns: readonly ReactNode[];
  /** The page shown; null until the list first loads. */
  page: ListPage<T> | null;
  row(item: T): ReactNode;
  /** Said when the page has no rows (no match, or nothing yet). */
  empty: string;
  /** What the list opens over itself: its dialogs. */
  children?: ReactNode;
}) {
  return (
    <div className="admin-page">
      <div className="admin-head">
        <h1 className="admin-title">{title}</h1>
        {add && (
          <Link to={add.to} className={buttonClass()}>
            {add.label}
          </Link>
        )}
      </div>
      {(search || filters) && (
        <div className="admin-filters">
          {search && <SearchBox id={search.id} label={search.label} value={controls.search} onChange={controls.setSearch} />}
          {filters}
        </div>
      )}
      <LoadError load={load} />
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--cards" aria-busy={load.status === 'loading'}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{page?.rows.map(row)}</tbody>
        </table>
      </div>
      {page && page.rows.length === 0 && <p className="admin-empty">{empty}</p>}
      {page && <Pager page={page.page} pages={page.pages} total={page.total} onPage={controls.setPage} label={title} />}
      {children}
    </div>
  );
}
