/**
 * The confirmation panel of an order kept on this device follows that order: once the outbox
 * places it, the panel names it ("Thank you! Your order … is placed."), as it does for an order
 * placed online, and an order to be paid online says so (a toast, and Pay now on the panel); once the store refuses it, the panel goes (the order list and a toast say why).
 * The panel lives in the navigation's state, so the state is rewritten: a reload then shows the
 * order as placed, never "saved on this device" again.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { orderNumber, PAYMENT_HOLD_MINUTES } from '@store/shared';
import { useQueuedOrder } from '../../data/account';
import { confirmationState, type PlacedOrderSummary } from '../../ui/order-confirmation';

function waitingSummary(state: unknown): PlacedOrderSummary | null {
  const order = (state as { placedOrder?: PlacedOrderSummary } | null)?.placedOrder;
  return order && order.orderId === null && typeof order.waitingKey === 'string' ? order : null;
}

export function useConfirmationFollowsOutbox(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const summary = waitingSummary(location.state);
  const outcome = useQueuedOrder(summary?.waitingKey ?? null);
  const placedId = outcome.kind === 'placed' ? outcome.orderId : null;
  useEffect(() => {
    if (!summary || outcome.kind === 'waiting') return;
    const to = { pathname: location.pathname, search: location.search };
    if (placedId) {
      const { waitingKey: _placed, ...rest } = summary;
      // Paid online: placed is not the end, the shopper must pay within the hold (the panel's Pay now).
      if (summary.online)
        toast(`Order ${orderNumber(placedId)} is placed and awaits payment: pay within ${PAYMENT_HOLD_MINUTES} minutes with Pay now.`, {
          duration: 8000,
        });
      navigate(to, { replace: true, state: confirmationState({ ...rest, orderId: placedId }) });
    } else navigate(to, { replace: true, state: null });
  }, [summary, outcome.kind, placedId, navigate, location.pathname, location.search]);
}
