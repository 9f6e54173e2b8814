import { MinusIcon, PlusIcon } from './icons';

export interface QuantityStepperProps {
  value: number;
  onChange(next: number): void;
  /** Lower bound; the minus button is disabled at it. Omit for no bound (cart drawer). */
  min?: number;
  /** Upper bound; pressing plus at it calls onExceed instead (spec: '{n} items are in stock for now.'). */
  max?: number;
  onExceed?(max: number): void;
  label?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

export function QuantityStepper({ value, onChange, min, max, onExceed, label = 'Quantity', size = 'md', disabled }: QuantityStepperProps) {
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
      <button type="button" aria-label={`Decrease ${label.toLowerCase()}`} disabled={disabled || atMin} onClick={() => onChange(value - 1)}>
        <MinusIcon size={16} />
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button type="button" aria-label={`Increase ${label.toLowerCase()}`} disabled={disabled} onClick={increase}>
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
