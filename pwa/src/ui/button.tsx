import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import { useT } from '../i18n';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false, extra = ''): string {
  return ['btn', variant !== 'primary' && `btn--${variant}`, size !== 'md' && `btn--${size}`, block && 'btn--block', extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <WorkingSpinner /> : icon}
      {children}
    </button>
  );
}

/** A busy button's spinner; its own component so that only a loading button follows the language. */
function WorkingSpinner() {
  const t = useT();
  return <Spinner label={t('Working')} />;
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name: icon buttons have no visible text. */
  label: string;
  filled?: boolean;
  badge?: number;
}

export function IconButton({ label, filled, badge, className, children, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={['icon-btn', filled && 'icon-btn--filled', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
      {badge !== undefined && badge > 0 && (
        <span className="count-badge" aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      )}
    </button>
  );
}
