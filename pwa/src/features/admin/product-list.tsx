/** Product list: 10 rows a page, search by name, edit, and delete after confirmation. */
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_ROWS_PER_PAGE, formatRupees, MESSAGES, ProductListSchema } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button, buttonClass } from '../../ui/button';
import { ProductImage } from '../../ui/product-image';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead } from './admin-api';
import { useConfirmDelete } from './confirm-delete';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { LoadError } from './load-error';
import { useAdminLoad } from './use-admin-load';

export function ProductList() {
  usePageMeta('Products · Admin');
  const online = useOnlineStatus();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const load = useAdminLoad(
    (signal) =>
      adminRead(
        `/products?page=${page}&limit=${ADMIN_ROWS_PER_PAGE}&sort=newest${query ? `&search=${encodeURIComponent(query)}` : ''}`,
        ProductListSchema,
        signal,
      ),
    [page, query],
    MESSAGES.products.fetchAll,
  );
  const remove = useConfirmDelete({
    what: 'product',
    mustLogIn: MESSAGES.product.mustLogInToDelete,
    failed: 'Failed to delete product',
    done: load.reload,
  });
  const data = load.data;

  return (
    <div className="admin-page">
      <div className="admin-head">
        <h1 className="admin-title">Products</h1>
        <Link to="/admin/productform" className={buttonClass()}>
          Add product
        </Link>
      </div>
      <SearchBox
        id="product-search"
        label="Search products by name"
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
      />
      {load.status === 'failed' && <LoadError message={load.message} onRetry={load.reload} />}
      <div className="admin-table-wrap">
        <table className="admin-table" aria-busy={load.status === 'loading'}>
          <caption className="visually-hidden">Products, page {data?.pagination.page ?? page}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Image</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Category</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data?.products.map((p) => (
              <tr key={p._id}>
                <td>
                  <ProductImage src={p.imageUrls[0]} alt="" size={48} className="admin-thumb" />
                </td>
                <th scope="row">{p.name}</th>
                <td>{p.category.name}</td>
                <td>{formatRupees(p.price)}</td>
                <td>{p.stock}</td>
                <td className="admin-row-actions">
                  <Link
                    to={`/admin/productform/${encodeURIComponent(p._id)}`}
                    className={buttonClass('secondary', 'sm')}
                    aria-label={`Edit ${p.name}`}
                  >
                    Edit
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={!online}
                    onClick={() => remove.ask(p._id, p.name)}
                    aria-label={`Delete ${p.name}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.products.length === 0 && <p className="admin-empty">{query ? `No products match "${query}".` : 'No products yet.'}</p>}
      {data && (
        <Pager page={data.pagination.page} pages={data.pagination.pages} total={data.pagination.total} onPage={setPage} label="Products" />
      )}
      {remove.dialog}
    </div>
  );
}
