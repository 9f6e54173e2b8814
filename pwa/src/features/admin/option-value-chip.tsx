/**
 * One value of a product option as a chip: its name, which renames it in place ("Rename Blu in
 * Colour": every variant with Blu becomes Blue and keeps its SKU, prices, stock and picture,
 * option-rename-rules.ts), and × to remove it. Renaming opens a field in the chip's place: Enter or
 * Rename applies it, Escape or Cancel leaves the value as it was; a refusal is said under the field.
 */
import { useEffect, useRef, useState } from 'react';
import { VARIANT_LIMITS } from '@store/shared';
import { Button, IconButton } from '../../ui/button';
import { CloseIcon, PenIcon } from '../../ui/icons';

export function OptionValueChip({
  id,
  value,
  optionLabel,
  onRename,
  onRemove,
}: {
  /** The chip's own id (`product-options-0-value-2`): its field and message are named after it. */
  id: string;
  value: string;
  optionLabel: string;
  /** Applies the new name; answers why it is refused, or null. */
  onRename(typed: string): string | null;
  onRemove(): void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!opened) return;
    field.current?.select();
    setOpened(false);
  }, [opened]);

  function open() {
    setDraft(value);
    setError('');
    setEditing(true);
    setOpened(true);
  }
  function close() {
    setEditing(false);
    setError('');
    // Focus goes back to the chip, not to the page. A renamed chip is drawn anew (its key is its
    // value), so it is found by its id once drawn.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }
  function apply() {
    if (draft.trim() === value.trim()) return close();
    const refused = onRename(draft);
    if (refused) {
      setError(refused);
      field.current?.focus();
      return;
    }
    close();
  }

  if (!editing)
    return (
      <li className="variant-chip">
        <button
          id={id}
          type="button"
          className="variant-chip__name"
          aria-label={`Rename ${value} in ${optionLabel}`}
          title={`Rename ${value}`}
          onClick={open}
        >
          <span>{value}</span>
          <PenIcon size={13} />
        </button>
        <IconButton label={`Remove ${value} from ${optionLabel}`} onClick={onRemove}>
          <CloseIcon size={14} />
        </IconButton>
      </li>
    );

  const fieldId = `${id}-rename`;
  return (
    <li className="variant-chip variant-chip--editing">
      <div className="variant-chip__form">
        <label htmlFor={fieldId} className="visually-hidden">
          New name for {value} in {optionLabel}
        </label>
        <input
          ref={field}
          id={fieldId}
          className="input"
          value={draft}
          maxLength={VARIANT_LIMITS.maxValueLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          onChange={(e) => {
            setDraft(e.target.value);
            setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
        />
        <Button size="sm" onClick={apply}>
          Rename
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${fieldId}-hint`} className="variant-chip__hint">
          Renaming {value} keeps its variants, with their SKU, prices and stock.
        </p>
      )}
    </li>
  );
}
