/** Product list: 10 rows a page, search by name, edit, and delete after confirmation. A product with variants shows its price range and its stock across them. */
import { useDeferredValue } from 'react';
import { ADMIN_ROWS_PER_PAGE, formatRupees, MESSAGES, ProductListSchema } from '@store/shared';
import { ProductImage } from '../../ui/product-image';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead } from './admin-api';
import { AdminList, useListControls } from './admin-list';
import { useConfirmDelete } from './confirm-delete';
import { EditAndDelete } from './row-actions';
import { useAdminLoad } from './use-admin-load';

export function ProductList() {
  usePageMeta('Products · Admin');
  const controls = useListControls();
  const { page } = controls;
  const query = useDeferredValue(controls.search.trim());
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
    <AdminList
      title="Products"
      add={{ to: '/admin/productform', label: 'Add product' }}
      search={{ id: 'product-search', label: 'Search products by name' }}
      controls={controls}
      load={load}
      caption={`Products, page ${data?.pagination.page ?? page}`}
      columns={['Name', 'Category', 'Price', 'Stock', 'Actions']}
      page={data && { rows: data.products, ...data.pagination }}
      row={(p) => (
        <tr key={p._id}>
          {/* The picture sits in the name's cell: on a phone it heads the row's card (admin.css). */}
          <th scope="row" data-label="Name">
            <span className="admin-name">
              <ProductImage src={p.imageUrls[0]} alt="" size={48} className="admin-thumb" />
              <span>{p.name}</span>
            </span>
          </th>
          <td data-label="Category">{p.category.name}</td>
          <td data-label="Price">
            {p.priceFrom === p.priceTo ? formatRupees(p.price) : `${formatRupees(p.priceFrom)}–${formatRupees(p.priceTo)}`}
          </td>
          <td data-label="Stock">
            {p.totalStock}
            {p.variants.length > 1 && <span className="admin-sub">in {p.variants.length} variants</span>}
          </td>
          <EditAndDelete item={p} form="productform" onDelete={remove.ask} />
        </tr>
      )}
      empty={query ? `No products match "${query}".` : 'No products yet.'}
    >
      {remove.dialog}
    </AdminList>
  );
}
