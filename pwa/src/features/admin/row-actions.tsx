/** A product's or a category's row actions: Edit (its form) and Delete (asks first; needs the store, so not offline). */
import { Link } from 'react-router-dom';
import { useOnlineStatus } from '../../data';
import { Button, buttonClass } from '../../ui/button';

export function EditAndDelete({
  item,
  form,
  onDelete,
}: {
  item: { _id: string; name: string };
  form: 'productform' | 'categoryform';
  onDelete(id: string, name: string): void;
}) {
  const online = useOnlineStatus();
  return (
    <td data-label="Actions">
      <div className="admin-row-actions">
        <Link
          to={`/admin/${form}/${encodeURIComponent(item._id)}`}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Edit ${item.name}`}
        >
          Edit
        </Link>
        <Button
          variant="ghost"
          size="sm"
          disabled={!online}
          onClick={() => onDelete(item._id, item.name)}
          aria-label={`Delete ${item.name}`}
        >
          Delete
        </Button>
      </div>
    </td>
  );
}
