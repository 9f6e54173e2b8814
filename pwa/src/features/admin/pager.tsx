/** Paging for the admin lists: "Page n of m" with Previous and Next. */
import { Button } from '../../ui/button';

export function Pager({
  page,
  pages,
  total,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  total: number;
  onPage(page: number): void;
  label: string;
}) {
  if (pages <= 1) return <p className="admin-pager__count">{total === 1 ? '1 row' : `${total} rows`}</p>;
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages} · {total} rows
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** One page of a list: its rows, where it stands, and how many rows the whole list has. */
export interface ListPage<T> {
  rows: readonly T[];
  page: number;
  pages: number;
  total: number;
}

/** The rows of one page of a list held whole on the client. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): ListPage<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages, total: rows.length };
}
