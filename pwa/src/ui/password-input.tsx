/** A password field with a show/hide toggle and its own error line. The toggle's
 * name says what pressing it will do ("Show password" / "Hide password"). */
import { useState } from 'react';
import { useT } from '../i18n';

export interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string | undefined;
  /** Error text shown under the field and announced. */
  error?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  minLength?: number;
  name?: string;
}

export function PasswordInput(props: PasswordInputProps) {
  const { id, label, value, onChange, autoComplete, describedBy, invalid, disabled, minLength, name, error } = props;
  const t = useT();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          id={id}
          className="input"
          type={visible ? 'text' : 'password'}
          name={name ?? id}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          value={value}
          aria-invalid={invalid || error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
        />
        <button type="button" className="password-field__toggle" aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? t('Hide') : t('Show')}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
