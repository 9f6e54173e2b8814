/** Category list: 10 rows a page, search by name, edit, and delete after confirmation. */
import { z } from 'zod';
import { ADMIN_ROWS_PER_PAGE, CategorySchema, MESSAGES } from '@store/shared';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead } from './admin-api';
import { AdminList, useListControls } from './admin-list';
import { useConfirmDelete } from './confirm-delete';
import { pageOf } from './pager';
import { EditAndDelete } from './row-actions';
import { useAdminLoad } from './use-admin-load';

export function CategoryList() {
  usePageMeta('Categories · Admin');
  const controls = useListControls();
  const load = useAdminLoad((signal) => adminRead('/categories', z.array(CategorySchema), signal), [], MESSAGES.category.fetchAll);
  const remove = useConfirmDelete({
    what: 'category',
    mustLogIn: MESSAGES.category.mustLogInToDelete,
    failed: MESSAGES.category.delete,
    done: load.reload,
  });
  const needle = controls.search.trim();
  const matching = load.data?.filter((c) => c.name.toLowerCase().includes(needle.toLowerCase()));

  return (
    <AdminList
      title="Categories"
      add={{ to: '/admin/categoryform', label: 'Add category' }}
      search={{ id: 'category-search', label: 'Search categories by name' }}
      controls={controls}
      load={load}
      caption="Categories"
      columns={['Name', 'Description', 'Products', 'Actions']}
      page={matching ? pageOf(matching, controls.page, ADMIN_ROWS_PER_PAGE) : null}
      row={(c) => (
        <tr key={c._id}>
          <th scope="row" data-label="Name">
            <span className="admin-swatch" style={{ background: c.color }} aria-hidden="true" />
            {c.name}
          </th>
          <td className="admin-clip" data-label="Description">
            {c.description || '—'}
          </td>
          <td data-label="Products">{c.productCount}</td>
          <EditAndDelete item={c} form="categoryform" onDelete={remove.ask} />
        </tr>
      )}
      empty={needle ? `No categories match "${needle}".` : 'No categories yet.'}
    >
      {remove.dialog}
    </AdminList>
  );
}
