/**
 * The orders list's filters beside its search: status, online payment state (cash-on-delivery
 * orders have no payment, so any state leaves them out: the label says "online") and returns
 * (open ones, or a return state). Each is a select the address keeps (order-money.ts).
 */
import { ORDER_STATUSES, PAYMENT_STATE_LABELS, PAYMENT_STATES, RETURN_STATE_LABELS, RETURN_STATES, type ReturnState } from '@store/shared';
import { statusLabel } from '../../ui/order-status';
import type { OrderFilters } from './order-money';

/** "Refunded" alone would read as the payment's state beside the payment filter. */
const returnFilterLabel = (s: ReturnState) => (s === 'refunded' ? 'Return refunded' : RETURN_STATE_LABELS[s]);

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange(value: string): void;
}) {
  return (
    <div className="admin-search admin-search--narrow">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function OrderFilterSelects({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange(name: keyof OrderFilters, value: string): void;
}) {
  return (
    <>
      <FilterSelect
        id="order-status-filter"
        label="Status"
        value={filters.status}
        options={[['', 'All orders'], ...ORDER_STATUSES.map((s) => [s, statusLabel(s)] as const)]}
        onChange={(v) => onChange('status', v)}
      />
      <FilterSelect
        id="order-payment-filter"
        label="Online payment"
        value={filters.payment}
        options={[['', 'All payments'], ...PAYMENT_STATES.map((s) => [s, PAYMENT_STATE_LABELS[s]] as const)]}
        onChange={(v) => onChange('payment', v)}
      />
      <FilterSelect
        id="order-returns-filter"
        label="Returns"
        value={filters.returns}
        options={[['', 'All orders'], ['open', 'Open returns'], ...RETURN_STATES.map((s) => [s, returnFilterLabel(s)] as const)]}
        onChange={(v) => onChange('returns', v)}
      />
    </>
  );
}

/** What the list says when nothing matches its filters. */
export function emptyOrdersText(filters: OrderFilters, q: string): string {
  if (q) return `No order has the number "${q}". An order number has nine characters after INK, e.g. INK-7KQ-482-MXA.`;
  const named = [
    filters.status && statusLabel(filters.status).toLowerCase(),
    filters.payment && `payment ${PAYMENT_STATE_LABELS[filters.payment].toLowerCase()}`,
    filters.returns && (filters.returns === 'open' ? 'an open return' : returnFilterLabel(filters.returns).toLowerCase()),
  ].filter(Boolean);
  if (named.length === 0) return 'No orders yet.';
  if (named.length === 1 && filters.status) return `No ${named[0]} orders.`;
  return `No orders match: ${named.join(', ')}.`;
}
