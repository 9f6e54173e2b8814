/**
 * The product form's options (Colour, Nib, Size…): up to three, each a name and its values as
 * removable chips. Values are typed one at a time or as a comma list ("Charcoal, Blue, Red") and
 * added with Enter, the Add button, or by leaving the field, so nothing typed is lost.
 */
import { useState } from 'react';
import { VARIANT_LIMITS } from '@store/shared';
import { Button, IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { TextField } from '../../ui/text-field';
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
  onRemove,
}: {
  index: number;
  option: OptionDraft;
  errors: Record<string, string>;
  onChange(next: OptionDraft): void;
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
            <li key={`${v}-${k}`} className="variant-chip">
              <span>{v}</span>
              <IconButton
                label={`Remove ${v} from ${label}`}
                onClick={() => onChange({ ...option, values: option.values.filter((_, j) => j !== k) })}
              >
                <CloseIcon size={14} />
              </IconButton>
            </li>
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
}: {
  options: OptionDraft[];
  errors: Record<string, string>;
  onChange(next: OptionDraft[]): void;
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
              : `Up to ${VARIANT_LIMITS.maxOptions} options.`}
        </p>
      </div>
    </div>
  );
}
