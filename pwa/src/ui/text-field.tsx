/** A labelled input with its error line tied to it (aria-describedby), for the auth forms. */
import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  /** Extra text under the label, e.g. "(optional)". */
  hint?: string;
}

export function TextField({ id, label, value, onValueChange, error, hint, className, ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {hint && <span className="field-hint"> {hint}</span>}
      </label>
      <input
        {...rest}
        id={id}
        className={className ?? 'input'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValueChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
