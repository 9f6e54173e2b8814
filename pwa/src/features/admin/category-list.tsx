/** Category list: 10 rows a page, search by name, edit, and delete after confirmation. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ADMIN_ROWS_PER_PAGE, CategorySchema, MESSAGES } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button, buttonClass } from '../../ui/button';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead } from './admin-api';
import { useConfirmDelete } from './confirm-delete';
import { pageOf, Pager } from './pager';
import { SearchBox } from './search-box';
import { LoadError } from './load-error';
import { useAdminLoad } from './use-admin-load';

export function CategoryList() {
  usePageMeta('Categories · Admin');
  const online = useOnlineStatus();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const load = useAdminLoad((signal) => adminRead('/categories', z.array(CategorySchema), signal), [], MESSAGES.category.fetchAll);
  const remove = useConfirmDelete({
    what: 'category',
    mustLogIn: MESSAGES.category.mustLogInToDelete,
    failed: MESSAGES.category.delete,
    done: load.reload,
  });
  const needle = search.trim().toLowerCase();
  const matching = (load.data ?? []).filter((c) => c.name.toLowerCase().includes(needle));
  const shown = pageOf(matching, page, ADMIN_ROWS_PER_PAGE);

  return (
    <div className="admin-page">
      <div className="admin-head">
        <h1 className="admin-title">Categories</h1>
        <Link to="/admin/categoryform" className={buttonClass()}>
          Add category
        </Link>
      </div>
      <SearchBox
        id="category-search"
        label="Search categories by name"
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
      />
      {load.status === 'failed' && <LoadError message={load.message} onRetry={load.reload} />}
      <div className="admin-table-wrap">
        <table className="admin-table" aria-busy={load.status === 'loading'}>
          <caption className="visually-hidden">Categories</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Description</th>
              <th scope="col">Products</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((c) => (
              <tr key={c._id}>
                <th scope="row">
                  <span className="admin-swatch" style={{ background: c.color }} aria-hidden="true" />
                  {c.name}
                </th>
                <td className="admin-clip">{c.description || '—'}</td>
                <td>{c.productCount}</td>
                <td className="admin-row-actions">
                  <Link
                    to={`/admin/categoryform/${encodeURIComponent(c._id)}`}
                    className={buttonClass('secondary', 'sm')}
                    aria-label={`Edit ${c.name}`}
                  >
                    Edit
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={!online}
                    onClick={() => remove.ask(c._id, c.name)}
                    aria-label={`Delete ${c.name}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {load.data && matching.length === 0 && (
        <p className="admin-empty">{needle ? `No categories match "${search.trim()}".` : 'No categories yet.'}</p>
      )}
      {load.data && <Pager page={shown.page} pages={shown.pages} total={matching.length} onPage={setPage} label="Categories" />}
      {remove.dialog}
    </div>
  );
}
