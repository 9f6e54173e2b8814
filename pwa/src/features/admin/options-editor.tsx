/**
 * The product form's options (Colour, Nib, Size…): up to three, each a name and its values as
 * chips. Values are typed one at a time or as a comma list ("Charcoal, Blue, Red") and added with
 * Enter, the Add button, or by leaving the field, so nothing typed is lost. A chip renames its
 * value in place, keeping its variants (option-value-chip.tsx), or removes it.
 */
import { useState } from 'react';
import { VARIANT_LIMITS } from '@store/shared';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { OptionValueChip } from './option-value-chip';
import { addOptionValues, type OptionDraft } from './product-variants-rules';
import './variants-editor.css';

/** A hint of what values look like for the options owners name most. */
function examplesFor(name: string): string {
  if (/colou?r/i.test(name)) return 'Black, Blue, Red';
  if (/nib|tip|point/i.test(name)) return 'EF, F, M';
  if (/size|format/i.test(name)) return 'A5, A4';
  if (/rul/i.test(name)) return 'Ruled, Plain, Dotted';
  if (/pack/i.test(name)) return 'Pack of 5, Pack of 10';
  return '';
}

function OptionEditor({
  index,
  option,
  errors,
  onChange,
  onRename,
  onRemove,
}: {
  index: number;
  option: OptionDraft;
  errors: Record<string, string>;
  onChange(next: OptionDraft): void;
  onRename(value: number, typed: string): string | null;
  onRemove(): void;
}) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState('');
  const id = `product-options-${index}`;
  const label = option.name.trim() || `Option ${index + 1}`;
  const valuesError = draftError || errors[`options.${index}.values`];

  function addDraft(fromBlur = false) {
    if (fromBlur && !draft.trim()) return;
    const r = addOptionValues(option.values, draft);
    if ('error' in r) return setDraftError(r.error);
    onChange({ ...option, values: r.values });
    setDraft('');
    setDraftError('');
  }

  return (
    <li className="variant-option">
      <div className="variant-option__head">
        <TextField
          id={`${id}-name`}
          label="Option name"
          placeholder="Colour, Nib, Size…"
          value={option.name}
          maxLength={VARIANT_LIMITS.maxOptionNameLength}
          onValueChange={(name) => onChange({ ...option, name })}
          error={errors[`options.${index}.name`]}
        />
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove option ${label}`}>
          Remove option
        </Button>
      </div>
      {option.values.length > 0 && (
        <ul className="variant-chips" role="list" aria-label={`Values of ${label}`}>
          {option.values.map((v, k) => (
            <OptionValueChip
              key={`${v}-${k}`}
              id={`${id}-value-${k}`}
              value={v}
              optionLabel={label}
              onRename={(typed) => onRename(k, typed)}
              onRemove={() => onChange({ ...option, values: option.values.filter((_, j) => j !== k) })}
            />
          ))}
        </ul>
      )}
      <div className="admin-form__inline">
        <TextField
          id={`${id}-values`}
          label={`Add values to ${label}`}
          hint="(one, or several separated by commas)"
          placeholder={examplesFor(option.name)}
          value={draft}
          maxLength={400}
          onValueChange={(v) => {
            setDraft(v);
            setDraftError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addDraft();
            }
          }}
          onBlur={() => addDraft(true)}
          error={valuesError}
        />
        <Button variant="secondary" onClick={() => addDraft()}>
          Add
        </Button>
      </div>
    </li>
  );
}

export function OptionsEditor({
  options,
  errors,
  onChange,
  onRenameValue,
}: {
  options: OptionDraft[];
  errors: Record<string, string>;
  onChange(next: OptionDraft[]): void;
  /** Renames the `value`-th value of the `option`-th option in place, with its variants; answers why it is refused, or null. */
  onRenameValue(option: number, value: number, typed: string): string | null;
}) {
  const full = options.length >= VARIANT_LIMITS.maxOptions;
  return (
    <div className="variant-options">
      {options.length > 0 && (
        <ol className="variant-options__list" role="list">
          {options.map((o, i) => (
            <OptionEditor
              // The index is the option's identity here: its name is being typed.
              key={i}
              index={i}
              option={o}
              errors={errors}
              onChange={(next) => onChange(options.map((x, j) => (j === i ? next : x)))}
              onRename={(value, typed) => onRenameValue(i, value, typed)}
              onRemove={() => onChange(options.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
      )}
      {errors.options && (
        <p id="product-options-error" className="field-error" role="alert">
          {errors.options}
        </p>
      )}
      <div className="variant-options__add">
        <Button id="product-options" variant="secondary" disabled={full} onClick={() => onChange([...options, { name: '', values: [] }])}>
          Add option
        </Button>
        <p className="admin-note">
          {full
            ? `A product has at most ${VARIANT_LIMITS.maxOptions} options.`
            : options.length === 0
              ? 'Sold in colours, nib sizes or packs? Add an option (up to 3) and its values, then generate the variants.'
              : `Up to ${VARIANT_LIMITS.maxOptions} options. Choose a value to rename it: its variants keep their SKU, prices and stock.`}
        </p>
      </div>
    </div>
  );
}
