/**
 * The product form's variants: one row per combination with its SKU, price, MRP, stock and own
 * picture, each removable (that combination is then not sold). A new variant takes its starting
 * stock here; an existing one shows its stock, which the inventory screen changes. On a phone
 * each row is a card (variants-editor.css). Every input is labelled with its variant ("Price of
 * Charcoal · F"), and its error is tied to it.
 */
import { Link } from 'react-router-dom';
import { discountPercent, variantLabel } from '@store/shared';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { usePreview } from './image-input';
import type { VariantImageDraft, VariantRow } from './product-variants-rules';

type Field = 'sku' | 'price' | 'originalPrice' | 'stock';

function Cell({
  row,
  index,
  field,
  label,
  errors,
  onChange,
}: {
  row: VariantRow;
  index: number;
  field: Field;
  label: string;
  errors: Record<string, string>;
  onChange(next: VariantRow): void;
}) {
  const id = `product-variants-${index}-${field}`;
  const error = errors[`variants.${index}.${field}`];
  const numeric = field !== 'sku';
  return (
    <td data-label={label} className={`variant-cell variant-cell--${field}`}>
      <label htmlFor={id} className="visually-hidden">
        {label} of {variantLabel(row)}
      </label>
      <input
        id={id}
        className="input"
        value={row[field]}
        {...(numeric
          ? { type: 'number', min: 0, step: field === 'stock' ? 1 : 0.01, inputMode: field === 'stock' ? 'numeric' : 'decimal' }
          : { maxLength: 64, autoCapitalize: 'characters', spellCheck: false, placeholder: 'Optional' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...row, [field]: e.target.value })}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </td>
  );
}

function ImageCell({
  row,
  index,
  fallback,
  error,
  onChange,
}: {
  row: VariantRow;
  index: number;
  fallback: string | null;
  error: string | undefined;
  onChange(image: VariantImageDraft): void;
}) {
  const chosen = usePreview(row.image?.kind === 'file' ? row.image.file : null);
  const url = chosen ?? (row.image?.kind === 'existing' ? row.image.url : null);
  const label = variantLabel(row);
  const id = `product-variants-${index}-image`;
  return (
    <td data-label="Picture" className="variant-cell variant-cell--image">
      <span className="variant-image">
        {url ? (
          <img src={url} alt={label} width={40} height={40} className="variant-image__thumb" />
        ) : (
          <span className="variant-image__none" title={fallback ? 'Shows the product’s pictures' : 'No picture of its own'} />
        )}
        <label className="btn btn--secondary btn--sm variant-image__pick">
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="visually-hidden"
            aria-label={`Picture of ${label}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onChange({ kind: 'file', file });
              e.target.value = '';
            }}
          />
          {url ? 'Change' : 'Choose'}
        </label>
        {row.image && (
          <IconButton label={`Use the product’s pictures for ${label}`} onClick={() => onChange(null)}>
            <CloseIcon size={14} />
          </IconButton>
        )}
      </span>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </td>
  );
}

export function VariantsTable({
  rows,
  errors,
  fallbackImage,
  onChange,
}: {
  rows: VariantRow[];
  errors: Record<string, string>;
  /** The product's main picture, which a variant without its own shows. */
  fallbackImage: string | null;
  onChange(next: VariantRow[]): void;
}) {
  const set = (i: number, next: VariantRow) => onChange(rows.map((r, j) => (j === i ? next : r)));
  return (
    <div className="admin-table-wrap variant-table-wrap">
      <table className="admin-table variant-table">
        <caption className="visually-hidden">Variants: SKU, price, MRP, stock and picture of each</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">SKU</th>
            <th scope="col">Price (₹)</th>
            <th scope="col">MRP (₹)</th>
            <th scope="col">Stock</th>
            <th scope="col">Picture</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const label = variantLabel(row);
            const price = Number(row.price);
            const mrp = Number(row.originalPrice);
            const off = row.price.trim() && row.originalPrice.trim() && mrp > price ? discountPercent(price, mrp) : 0;
            const valuesError = errors[`variants.${i}.values`] ?? errors[`variants.${i}.id`];
            return (
              <tr key={row.key}>
                <th scope="row" className="variant-cell--name">
                  {label}
                  {off > 0 && <span className="admin-sub">{off}% off</span>}
                  {valuesError && <span className="field-error">{valuesError}</span>}
                </th>
                <Cell row={row} index={i} field="sku" label="SKU" errors={errors} onChange={(r) => set(i, r)} />
                <Cell row={row} index={i} field="price" label="Price" errors={errors} onChange={(r) => set(i, r)} />
                <Cell row={row} index={i} field="originalPrice" label="MRP" errors={errors} onChange={(r) => set(i, r)} />
                {row.id ? (
                  <td data-label="Stock" className="variant-cell variant-cell--stock">
                    <span className="variant-stock">{row.currentStock ?? 0}</span>{' '}
                    <Link to="/admin/inventory" className="admin-sub">
                      in Inventory
                    </Link>
                  </td>
                ) : (
                  <Cell row={row} index={i} field="stock" label="Stock" errors={errors} onChange={(r) => set(i, r)} />
                )}
                <ImageCell
                  row={row}
                  index={i}
                  fallback={fallbackImage}
                  error={errors[`variants.${i}.image`]}
                  onChange={(image) => set(i, { ...row, image })}
                />
                <td className="variant-cell variant-cell--remove">
                  <IconButton label={`Remove variant ${label}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                    <CloseIcon size={16} />
                  </IconButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
