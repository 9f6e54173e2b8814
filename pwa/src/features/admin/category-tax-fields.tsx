/** The category form's GST fields: the HSN code its invoices print and its GST rate (docs/decisions/045). */
import { CATEGORY_TAX_MESSAGES, GST_RATES, HsnCodeSchema } from '@store/shared';
import { TextField } from '../../ui/text-field';

export interface CategoryTaxValues {
  hsnCode: string;
  gstRate: string;
}

/** The form's own check, with the api's words: an empty code is allowed (the invoice prints none). */
export function categoryTaxErrors(values: CategoryTaxValues): Record<string, string> {
  const code = values.hsnCode.replace(/[\s.]/g, '');
  const errors: Record<string, string> = {};
  if (code && !HsnCodeSchema.safeParse(code).success) errors.hsnCode = CATEGORY_TAX_MESSAGES.hsnCode;
  if (!(GST_RATES as readonly number[]).includes(Number(values.gstRate))) errors.gstRate = CATEGORY_TAX_MESSAGES.gstRate;
  return errors;
}

export function CategoryTaxFields({
  values,
  errors,
  onChange,
}: {
  values: CategoryTaxValues;
  errors: Record<string, string>;
  onChange(patch: Partial<CategoryTaxValues>): void;
}) {
  return (
    <div className="admin-form__row">
      <TextField
        id="category-hsn"
        label="HSN code"
        hint="(4, 6 or 8 digits; printed on tax invoices)"
        inputMode="numeric"
        maxLength={10}
        value={values.hsnCode}
        onValueChange={(v) => onChange({ hsnCode: v.replace(/[^0-9]/g, '') })}
        error={errors.hsnCode}
      />
      <div className="field">
        <label htmlFor="category-gst">
          GST rate <span className="field-hint">(on invoices; the checkout charges 18%)</span>
        </label>
        <select
          id="category-gst"
          className="input"
          value={values.gstRate}
          onChange={(e) => onChange({ gstRate: e.target.value })}
          aria-invalid={errors.gstRate ? true : undefined}
          aria-describedby={errors.gstRate ? 'category-gst-error' : undefined}
        >
          {GST_RATES.map((r) => (
            <option key={r} value={String(r)}>
              {r}%
            </option>
          ))}
        </select>
        {errors.gstRate && (
          <p id="category-gst-error" className="field-error">
            {errors.gstRate}
          </p>
        )}
      </div>
    </div>
  );
}
