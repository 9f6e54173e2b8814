/**
 * The buyer's GSTIN on the review step, optional: a business buyer's tax invoice carries it
 * (decision 045). Checked as the api checks it (shape, state code, check character), when the
 * field is left and before the order is placed, with the reason under the field.
 */
import { gstinProblem } from '@store/shared';
import { useT } from '../../i18n';
import { TextField } from '../../ui/text-field';

/** The GSTIN as it is sent (spaces dropped, upper case), or '' for none. */
export const normalizedGstin = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** Why the typed GSTIN cannot be sent, or '' (none typed is fine). */
export const gstinError = (typed: string): string => {
  const gstin = normalizedGstin(typed);
  return gstin ? (gstinProblem(gstin) ?? '') : '';
};

export function GstinField({
  value,
  error,
  onChange,
  onCheck,
}: {
  value: string;
  error: string;
  onChange(value: string): void;
  onCheck(): void;
}) {
  const t = useT();
  return (
    <TextField
      id="checkout-gstin"
      label={t('GSTIN (for a business invoice)')}
      hint={t('(optional)')}
      value={value}
      error={error && t.message(error)}
      onValueChange={onChange}
      onBlur={onCheck}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      placeholder={t('e.g. 29ABCDE1234F1ZW')}
    />
  );
}
