/**
 * Where the shopper is in the checkout, kept in sessionStorage so a reload (or a tab put to
 * sleep by the phone) comes back to the same step with the same choices. Cleared once the
 * order is placed or queued.
 */
import type { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type CheckoutAddressSchema, type PaymentMethod } from '@store/shared';
import { msg } from '../../i18n';

export const STEPS = [msg('Shipping'), msg('Payment'), msg('Review')] as const;
export type Step = 0 | 1 | 2;

/** The new-address fields as typed, before the order's rules check them (the shared CheckoutAddressSchema). */
export type AddressDraft = z.input<typeof CheckoutAddressSchema>;

export const EMPTY_DRAFT: AddressDraft = { firstName: '', lastName: '', street: '', city: '', state: '', zip: '', phone: '' };

export interface CheckoutState {
  step: Step;
  /** A saved address's id, 'new' for the form, or null before the shopper chose. */
  addressId: string | null;
  draft: AddressDraft;
  paymentMethod: PaymentMethod;
  /** The draft last saved to the address book, so Continue twice does not save it twice. */
  savedDraft?: string;
}

export const INITIAL: CheckoutState = { step: 0, addressId: null, draft: EMPTY_DRAFT, paymentMethod: DEFAULT_PAYMENT_METHOD };

const KEY = 'checkout';

export function readCheckoutState(): CheckoutState {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return INITIAL;
    const v = raw as Partial<CheckoutState>;
    const step = v.step === 1 || v.step === 2 ? v.step : 0;
    const draft = { ...EMPTY_DRAFT };
    for (const k of Object.keys(EMPTY_DRAFT) as Array<keyof AddressDraft>) {
      const value = (v.draft as Record<string, unknown> | undefined)?.[k];
      if (typeof value === 'string') draft[k] = value.slice(0, 200);
    }
    return {
      step,
      addressId: typeof v.addressId === 'string' ? v.addressId : null,
      draft,
      paymentMethod: PAYMENT_METHODS.includes(v.paymentMethod as PaymentMethod)
        ? (v.paymentMethod as PaymentMethod)
        : DEFAULT_PAYMENT_METHOD,
      ...(typeof v.savedDraft === 'string' ? { savedDraft: v.savedDraft } : {}),
    };
  } catch {
    return INITIAL;
  }
}

export function writeCheckoutState(state: CheckoutState | null): void {
  try {
    if (state) sessionStorage.setItem(KEY, JSON.stringify(state));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage off: the checkout still works, it just forgets on reload.
  }
}

/** A saved address's one name split for the order's first and last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || first };
}
