/**
 * The returns on an order in the admin's order view (decision 046): each with its units, the
 * shopper's reason and note, the amount going back and where (a cash-on-delivery order's UPI id
 * or bank account in full: the admin pays it), its refund or transfer reference, its history,
 * and the moves the returns machine allows from its state (return-move-dialog.tsx asks first).
 */
import { formatRupees, isOnlineMethod, RETURN_REASON_LABELS, RETURN_STATE_LABELS, type Order, type OrderReturn } from '@store/shared';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/order-status';
import { isOpenReturn, liveRefundFor, REFUND_STATE_LABELS, returnActions } from './order-money';
import { MOVE_BUTTONS, type ReturnMove } from './return-move-dialog';
import { RefundDestinationText, returnLineNames } from './return-texts';

type ReturnsOrder = Pick<Order, '_id' | 'items' | 'paymentMethod' | 'returns' | 'payment'>;

function ReturnCard({
  order,
  ret,
  online,
  onAsk,
}: {
  order: ReturnsOrder;
  ret: OrderReturn;
  online: boolean;
  onAsk(to: ReturnMove): void;
}) {
  // The latest refund asked for it (a failed one included: it says why the admin may ask again).
  const refund = order.payment?.refunds.findLast((r) => r.returnId === ret.id);
  const moves: ReturnMove[] = returnActions(ret, order.paymentMethod);
  // Online, received, and no refund under way (the gateway refused it): the admin may ask again.
  const stuck = ret.state === 'received' && isOnlineMethod(order.paymentMethod) && ret.amount > 0 && !liveRefundFor(order, ret.id);
  const actions = stuck ? [...moves, 'refund-again' as const] : moves;
  return (
    <li className="admin-return" aria-label={`Return ${ret.id}`}>
      <p className="admin-return__head">
        <strong>Return {ret.id}</strong>{' '}
        <Badge tone={isOpenReturn(ret) ? 'warning' : ret.state === 'refunded' ? 'success' : 'danger'}>
          {RETURN_STATE_LABELS[ret.state]}
        </Badge>{' '}
        <strong>{formatRupees(ret.amount)}</strong>
      </p>
      <ul className="admin-return__lines">
        {returnLineNames(order, ret).map((name, i) => (
          <li key={i}>{name}</li>
        ))}
      </ul>
      <dl className="admin-shipment">
        <dt>Reason</dt>
        <dd>{RETURN_REASON_LABELS[ret.reason]}</dd>
        {ret.note && (
          <>
            <dt>Shopper’s note</dt>
            <dd>“{ret.note}”</dd>
          </>
        )}
        <dt>Refund to</dt>
        <dd>{ret.refundTo ? <RefundDestinationText to={ret.refundTo} /> : `The ${order.paymentMethod} payment, through the gateway`}</dd>
        {ret.rejection && (
          <>
            <dt>Rejected because</dt>
            <dd>{ret.rejection}</dd>
          </>
        )}
        {refund && (
          <>
            <dt>Refund</dt>
            <dd>
              {refund.id}
              {refund.gatewayRefundId && ` · ${refund.gatewayRefundId}`} · {REFUND_STATE_LABELS[refund.state]}
            </dd>
          </>
        )}
        {ret.reference && (
          <>
            <dt>Transfer reference</dt>
            <dd>{ret.reference}</dd>
          </>
        )}
        {ret.restocked && (
          <>
            <dt>Stock</dt>
            <dd>Units back in stock</dd>
          </>
        )}
      </dl>
      <ol className="admin-order__history" aria-label={`History of return ${ret.id}`}>
        {ret.history.map((h) => (
          <li key={`${h.state}-${h.at}`}>
            {RETURN_STATE_LABELS[h.state]} · {formatDateTime(h.at)}
          </li>
        ))}
      </ol>
      {actions.length > 0 && (
        <div className="admin-form__actions">
          {actions.map((to) => (
            <Button key={to} variant={to === 'rejected' ? 'ghost' : 'primary'} size="sm" disabled={!online} onClick={() => onAsk(to)}>
              {MOVE_BUTTONS[to]}
            </Button>
          ))}
        </div>
      )}
      {ret.state === 'received' && actions.length === 0 && (
        <p className="admin-note">
          The refund goes back to the shopper’s payment through the gateway; this return reads refunded once it is processed.
        </p>
      )}
    </li>
  );
}

export function OrderReturns({
  order,
  online,
  onAsk,
}: {
  order: ReturnsOrder;
  online: boolean;
  /** Opens the question before a move (return-move-dialog.tsx, beside the order's dialog, not in it). */
  onAsk(ret: OrderReturn, to: ReturnMove): void;
}) {
  if (!order.returns?.length) return null;
  return (
    <section className="admin-money" aria-label="Returns">
      <h3>Returns</h3>
      <ul className="admin-returns">
        {order.returns.map((ret) => (
          <ReturnCard key={ret.id} order={order} ret={ret} online={online} onAsk={(to) => onAsk(ret, to)} />
        ))}
      </ul>
    </section>
  );
}
