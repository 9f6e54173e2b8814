import { MinusIcon, PlusIcon } from './icons';
import { useT } from '../i18n';

export interface QuantityStepperProps {
  value: number;
  onChange(next: number): void;
  /** Lower bound; the minus button is disabled at it. Omit for no bound (cart drawer). */
  min?: number;
  /** Upper bound; pressing plus at it calls onExceed instead (spec: '{n} items are in stock for now.'). */
  max?: number;
  onExceed?(max: number): void;
  /** The group's name, in the shopper's language ("Quantity" when not given). */
  label?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

export function QuantityStepper({ value, onChange, min, max, onExceed, label: given, size = 'md', disabled }: QuantityStepperProps) {
  const t = useT();
  const label = given ?? t('Quantity');
  const atMin = min !== undefined && value <= min;
  const increase = () => {
    if (max !== undefined && value + 1 > max) {
      onExceed?.(max);
      return;
    }
    onChange(value + 1);
  };
  return (
    <div className={`stepper ${size === 'sm' ? 'stepper--sm' : ''}`.trim()} role="group" aria-label={label}>
      <button
        type="button"
        aria-label={t('Decrease {label}', { label: label.toLowerCase() })}
        disabled={disabled || atMin}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon size={16} />
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button type="button" aria-label={t('Increase {label}', { label: label.toLowerCase() })} disabled={disabled} onClick={increase}>
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
