/**
 * The product form's price and stock. A product sold in one form keeps the fields it always had
 * (price, MRP, starting stock); one with options (Colour, Nib…) is priced per variant: its options,
 * "Generate variants" and the variants table (product-variants-rules.ts).
 */
import { discountPercent } from '@store/shared';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { followOptionNames, renameOptionValue } from './option-rename-rules';
import { OptionsEditor } from './options-editor';
import type { ProductFormErrors, ProductFormValues } from './product-form-rules';
import {
  combinationsOf,
  generateVariants,
  rowsMatchOptions,
  validateVariants,
  VARIANT_RULES,
  type VariantRow,
} from './product-variants-rules';
import { VariantsTable } from './variants-table';
import { VARIANT_LIMITS } from '@store/shared';

export interface PricingProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  /** Editing: the product's one variant as stored (a simple product that gains options keeps it as its first variant). */
  storedSimple: VariantRow | null;
  /** The stock of a simple product being edited. */
  currentStock: number | null;
  fallbackImage: string | null;
  onChange(patch: Partial<ProductFormValues>, cleared: (key: string) => boolean): void;
  onErrors(errors: ProductFormErrors): void;
}

function SimplePricing({ values, errors, currentStock, onChange }: PricingProps) {
  const price = Number(values.price);
  const mrp = Number(values.originalPrice);
  const off = values.price.trim() && values.originalPrice.trim() && mrp >= price ? discountPercent(price, mrp) : 0;
  const field = (key: 'price' | 'originalPrice' | 'stock') => (v: string) => onChange({ [key]: v }, (k) => k === key);
  return (
    <>
      <div className="admin-form__row">
        <TextField
          id="product-price"
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.price}
          onValueChange={field('price')}
          error={errors.price}
          required
        />
        <TextField
          id="product-originalPrice"
          label="Original price, MRP (₹)"
          hint="(optional)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.originalPrice}
          onValueChange={field('originalPrice')}
          error={errors.originalPrice}
        />
        {currentStock !== null ? (
          <div className="field">
            <span className="field-label">Stock</span>
            <p className="admin-note">
              {currentStock} in stock. Stock changes are made in <Link to="/admin/inventory">Inventory</Link>.
            </p>
          </div>
        ) : (
          <TextField
            id="product-stock"
            label="Starting stock"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.stock}
            onValueChange={field('stock')}
            error={errors.stock}
          />
        )}
      </div>
      {!errors.originalPrice && off > 0 && (
        <p id="product-discount" className="admin-note">
          Shoppers see {off}% off.
        </p>
      )}
    </>
  );
}

export function ProductPricing(props: PricingProps) {
  const { values, errors, storedSimple, fallbackImage, onChange, onErrors } = props;
  const { options, variants, variantNames } = values;
  const generated = variants.length > 0 && rowsMatchOptions(options, variants, variantNames);
  const count = combinationsOf(options).length;

  function generate() {
    const optionErrors = Object.fromEntries(Object.entries(validateVariants(options, [])).filter(([k]) => k.startsWith('options')));
    if (count > VARIANT_LIMITS.maxVariants) optionErrors.variants = VARIANT_RULES.tooManyVariants;
    if (Object.keys(optionErrors).length > 0) {
      onErrors(optionErrors);
      document.getElementById(`product-${Object.keys(optionErrors)[0]!.replace(/\./g, '-')}`)?.focus();
      return;
    }
    // Before the first generation the product's own price (and, editing, its one variant) are the start.
    const first = variants[0];
    const rows =
      variants.length > 0 ? variants : storedSimple ? [{ ...storedSimple, price: values.price, originalPrice: values.originalPrice }] : [];
    const names = variants.length > 0 ? variantNames : [];
    const base = first
      ? { price: first.price, originalPrice: first.originalPrice }
      : { price: values.price, originalPrice: values.originalPrice };
    const next = generateVariants(options, rows, names, base);
    onChange({ variants: next, variantNames: options.map((o) => o.name.trim()) }, (k) => k.startsWith('variants'));
  }

  return (
    <fieldset className="admin-fieldset">
      <legend>{options.length > 0 ? 'Options and variants' : 'Price and stock'}</legend>
      {options.length === 0 && <SimplePricing {...props} />}
      <OptionsEditor
        options={options}
        errors={errors}
        onChange={(next) =>
          // An option renamed in place keeps its rows: the names they were generated for follow it.
          onChange(
            { options: next, variantNames: followOptionNames(options, next, variantNames) },
            (k) => k.startsWith('options') || k === 'variants',
          )
        }
        onRenameValue={(option, value, typed) => {
          const r = renameOptionValue(options, variants, variantNames, { option, value }, typed);
          if ('error' in r) return r.error;
          onChange(
            { options: r.options, variants: r.rows },
            (k) => k.startsWith(`options.${option}.`) || k === 'variants' || /^variants\.\d+\.values$/.test(k),
          );
          return null;
        }}
      />
      {options.length > 0 && (
        <>
          <div className="variant-generate">
            <Button id="product-variants" variant={generated ? 'secondary' : 'primary'} onClick={generate}>
              {variants.length > 0 ? 'Generate variants again' : 'Generate variants'}
            </Button>
            <p className="admin-note">
              {count} {count === 1 ? 'combination' : 'combinations'}
              {variants.length > 0 && `, ${variants.length} ${variants.length === 1 ? 'variant' : 'variants'} below`}. Generating keeps the
              variants whose values stay, with their SKU, prices and stock.
            </p>
          </div>
          {errors.variants && (
            <p id="product-variants-error" className="field-error" role="alert">
              {errors.variants}
            </p>
          )}
          {variants.length > 0 && (
            <VariantsTable
              rows={variants}
              errors={errors}
              fallbackImage={fallbackImage}
              onChange={(next) => {
                const removed = next.length !== variants.length;
                const changed = new Set(next.flatMap((r, i) => (r !== variants[i] ? [`variants.${i}.`] : [])));
                onChange({ variants: next }, (k) => (removed ? k.startsWith('variants') : [...changed].some((p) => k.startsWith(p))));
              }}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
