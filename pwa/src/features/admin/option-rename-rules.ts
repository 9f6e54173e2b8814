/**
 * Renaming in the product form's options (decision 042, "Renaming an option value"). A value
 * renamed in place ("Blu" → "Blue") is renamed in every variant row that has it, and each row keeps
 * its id, SKU, prices, stock and picture: the form then sends the same variants with their new
 * values, and the store keeps them (their stock records, the shoppers' cart lines). Removing a
 * chip and adding another is not a renaming: its rows are new variants, the removed ones go.
 *
 * An option's name renamed in place ("Color" → "Colour") likewise keeps the rows: the names the
 * rows were generated for follow it, so nothing has to be generated again.
 */
import { OptionValueSchema } from '@store/shared';
import type { OptionDraft, VariantRow } from './product-variants-rules';

export const RENAME_RULES = {
  blank: 'Type the new name of this value',
  comma: 'A value cannot contain a comma',
  taken: (option: string, value: string) => `${option} already has ${value}`,
} as const;

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** The column of the rows' values that holds an option (its place, or where its name is), else -1. */
function columnOf(option: OptionDraft, index: number, rowNames: readonly string[]): number {
  const name = option.name.trim();
  if (rowNames[index] !== undefined && same(rowNames[index], name)) return index;
  return rowNames.findIndex((n) => same(n, name));
}

/**
 * The options and rows once the `value`-th value of the `option`-th option is renamed to `typed`.
 * Refused with the reason when `typed` is blank, too long, a comma list or a value the option
 * already has (the same one with other capitals is a renaming of its own spelling).
 */
export function renameOptionValue(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
  rowNames: readonly string[],
  at: { option: number; value: number },
  typed: string,
): { options: OptionDraft[]; rows: VariantRow[] } | { error: string } {
  const option = options[at.option];
  const old = option?.values[at.value];
  if (!option || old === undefined) return { options: [...options], rows: [...rows] };
  const next = typed.trim();
  if (!next) return { error: RENAME_RULES.blank };
  if (next.includes(',')) return { error: RENAME_RULES.comma };
  const parsed = OptionValueSchema.safeParse(next);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const clash = option.values.find((v, k) => k !== at.value && same(v.trim(), next));
  if (clash !== undefined) return { error: RENAME_RULES.taken(option.name.trim() || `Option ${at.option + 1}`, clash.trim()) };

  const renamedOptions = options.map((o, i) =>
    i === at.option ? { ...o, values: o.values.map((v, k) => (k === at.value ? next : v)) } : o,
  );
  const column = columnOf(option, at.option, rowNames);
  if (column < 0) return { options: renamedOptions, rows: [...rows] };
  const renamedRows = rows.map((row) => {
    if (!same(row.values[column] ?? '', old.trim())) return row;
    const values = row.values.map((v, k) => (k === column ? next : v));
    // A row the store has not made yet is keyed by its values (as generateVariants keys it).
    return { ...row, values, key: row.id ? row.key : `new:${values.join('\u0001').toLowerCase()}` };
  });
  return { options: renamedOptions, rows: renamedRows };
}

/**
 * The names the rows were generated for, once the options changed from `before` to `after`: an
 * option whose name was edited in place, while the rows still named it as it was, takes the rows
 * with it. Adding or removing an option changes nothing here (the variants are generated again).
 */
export function followOptionNames(before: readonly OptionDraft[], after: readonly OptionDraft[], rowNames: readonly string[]): string[] {
  if (before.length !== after.length) return [...rowNames];
  return rowNames.map((name, k) => {
    const was = before[k]?.name.trim();
    const now = after[k]?.name.trim();
    return was !== undefined && now !== undefined && was !== now && same(name, was) ? now : name;
  });
}
