/**
 * /checkout: Shipping, Payment, Review, then Place Order. The order is one outbox entry: placed
 * at once when the store answers, kept on the device and placed when the connection returns
 * otherwise. What the shopper reviewed (lines, prices, total from the shared price function)
 * travels with it, and the store places nothing else.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { DEFAULT_PAYMENT_METHOD, isOnlineMethod, MESSAGES, priceBreakdown } from '@store/shared';
import { discardChange, useCart, useOnlineStatus } from '../../data';
import { placeOrder, useAccount, useAccountRefresh, type OrderRequest } from '../../data/account';
import { useDeliveryEstimate } from '../../data/pincodes';
import { pricedLines, promoFor, useAppliedPromo } from '../../data/promo';
import { useT } from '../../i18n';
import { askToNotify } from '../../lib/notify';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { CartIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import {
  readCheckoutState,
  splitName,
  STEPS,
  writeCheckoutState,
  type AddressDraft,
  type CheckoutState,
  type Step,
} from './checkout-state';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { labelOf, payOrder } from './payment';

import { confirmationState, type PlacedOrderSummary } from '../../ui/order-confirmation';
import { optionsText } from '../../ui/line-options';
import { ShippingStep } from './shipping-step';
import { useCodRefusal } from './use-cod-refusal';
import './checkout.css';

const SIX_DIGITS = /^[0-9]{6}$/;

export function CheckoutPage() {
  const t = useT();
  usePageMeta(t('Checkout'));
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { lines, loading } = useCart();
  const account = useAccount();
  useAccountRefresh();
  const applied = useAppliedPromo();
  const [state, setState] = useState<CheckoutState>(readCheckoutState);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => writeCheckoutState(state), [state]);
  // Keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  const addresses = account.user?.addresses ?? [];
  const update = (next: Partial<CheckoutState>) => setState((s) => ({ ...s, ...next }));
  const goTo = (step: Step) => {
    setError('');
    update({ step });
  };

  // The default address is chosen until the shopper chooses (with saved addresses but no default, none is).
  const addressId = state.addressId ?? addresses.find((a) => a.isDefault)?._id ?? null;
  // A chosen address that is gone (deleted in another tab) sends the shopper back to step 1.
  const saved = addresses.find((a) => a._id === addressId);
  const newAddress = addressId === 'new' || (addresses.length === 0 && addressId === null);
  const shipTo: AddressDraft | null = saved
    ? { ...splitName(saved.fullName), street: saved.street, city: saved.city, state: saved.state, zip: saved.zip, phone: saved.phone }
    : newAddress && state.savedDraft === JSON.stringify(state.draft)
      ? state.draft
      : null;
  const step: Step = state.step > 0 && !shipTo && account.loaded ? 0 : state.step;

  const priced = pricedLines(lines);
  // A code that takes nothing off the cart as it is now is not sent (the server would refuse it); the review says why.
  const { promo, notApplying } = promoFor(applied, priced);
  const breakdown = priceBreakdown(priced, promo, { withTax: true });

  // The chosen address's pincode (saved, or the new one as typed): its delivery date, and whether COD is offered there.
  const chosenPin = (saved ? saved.zip : newAddress ? state.draft.zip : '').trim();
  const pin = SIX_DIGITS.test(chosenPin) ? chosenPin : '';
  const delivery = useDeliveryEstimate(pin);
  const codProblem = useCodRefusal(pin, delivery, breakdown.total);
  // COD chosen, then an address where it is not offered: back to the default, and the payment step says why.
  const codChosenButRefused = codProblem !== null && state.paymentMethod === 'COD';
  useEffect(() => {
    if (codChosenButRefused) setState((s) => ({ ...s, paymentMethod: DEFAULT_PAYMENT_METHOD }));
  }, [codChosenButRefused]);

  async function place(extra: { gstin?: string } = {}) {
    if (!shipTo || priced.length !== lines.length) return;
    setPlacing(true);
    setError('');
    let leaving = false;
    const order: OrderRequest = {
      ...shipTo,
      country: 'India',
      paymentMethod: state.paymentMethod,
      ...(promo ? { promoCode: promo.code } : {}),
      ...(extra.gstin ? { gstin: extra.gstin } : {}),
      reviewed: {
        // Each line names its variant: the store prices and takes the stock of that one.
        items: priced.map(({ productId, variantId, quantity, price }) => ({ productId, variantId, quantity, price })),
        discount: breakdown.discount,
        total: breakdown.total,
      },
    };
    try {
      const outcome = await placeOrder(order);
      if (outcome.kind === 'refused') {
        // Told here, on the step the shopper is looking at; the cart is as it was.
        if (outcome.seq !== undefined) await discardChange(outcome.seq);
        setError(t('{reason} Your cart has not changed.', { reason: t.message(outcome.reason) }));
        return;
      }
      writeCheckoutState(null);
      if (outcome.kind === 'placed' && isOnlineMethod(state.paymentMethod)) {
        // Placed and holding its stock: on to the gateway (the page stays busy while it leaves).
        leaving = true;
        const problem = await payOrder(outcome.orderId);
        if (problem !== null) navigate(`/pay/${encodeURIComponent(outcome.orderId)}`, { replace: true, state: { payProblem: problem } });
        return;
      }
      if (outcome.kind === 'placed') {
        if (!outcome.told) toast.success(MESSAGES.orders.placed);
      } else void askToNotify();
      // Placed or saved offline, the account page opens with what was ordered on top.
      const summary: PlacedOrderSummary = {
        orderId: outcome.kind === 'placed' ? outcome.orderId : null,
        ...(outcome.kind === 'queued' ? { waitingKey: outcome.key } : {}),
        lines: lines.map((l) => ({
          name: l.product?.name ?? l.productId,
          options: optionsText(l.options),
          optionList: l.options,
          quantity: l.quantity,
          price: l.price ?? 0,
        })),
        charges: { discount: breakdown.discount, promoCode: promo?.code ?? null, shipping: breakdown.shipping, tax: breakdown.tax },
        total: outcome.kind === 'placed' ? outcome.total : breakdown.total,
        payment: labelOf(state.paymentMethod),
        online: isOnlineMethod(state.paymentMethod),
        placedAt: new Date().toISOString(),
        // The device's estimate; the account shows the store's own once the order is there (order.delivery).
        ...(delivery.status === 'found' && delivery.estimate ? { deliveryDate: delivery.estimate.date } : {}),
      };
      navigate('/account?tab=orders', { replace: true, state: confirmationState(summary) });
    } catch (e) {
      setError(t.message(e instanceof Error ? e.message : MESSAGES.orders.create));
    } finally {
      if (!leaving) setPlacing(false);
    }
  }

  // Until the device has answered for this shopper, an empty cart means nothing yet.
  if (!account.loaded || (loading && lines.length === 0)) {
    return (
      <div className="container section page-loading">
        <Spinner label={t('Loading your cart')} />
      </div>
    );
  }
  if (lines.length === 0 && !placing) {
    return (
      <div className="container section">
        <EmptyState
          level={1}
          icon={<CartIcon size={32} />}
          title={t.message(MESSAGES.cart.empty)}
          message={t('Add some products to your cart before checking out.')}
          actions={
            <Link className={buttonClass()} to="/products">
              {t('Continue Shopping')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="container section checkout">
      <h1 className="checkout__title">{t('Checkout')}</h1>
      <ol className="checkout-steps" aria-label={t('Checkout steps')}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            className={`checkout-steps__step${i === step ? ' is-current' : ''}${i < step ? ' is-done' : ''}`}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            {t(name)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="checkout__step-title">
        {t('Step {number} of 3: {name}', { number: step + 1, name: t(STEPS[step]) })}
      </h2>
      {step === 0 && (
        <ShippingStep
          state={{ ...state, addressId }}
          addresses={addresses}
          delivery={delivery}
          onChange={update}
          onContinue={() => goTo(1)}
        />
      )}
      {step === 1 && (
        <PaymentStep state={state} codRefusal={codProblem} onChange={update} onBack={() => goTo(0)} onContinue={() => goTo(2)} />
      )}
      {step === 2 && shipTo && (
        <ReviewStep
          lines={lines}
          address={shipTo}
          delivery={delivery}
          paymentMethod={state.paymentMethod}
          promo={promo}
          promoNote={notApplying}
          breakdown={breakdown}
          online={online}
          placing={placing}
          error={error}
          onBack={() => goTo(1)}
          onEdit={goTo}
          onPlace={(extra) => void place(extra)}
        />
      )}
    </div>
  );
}
