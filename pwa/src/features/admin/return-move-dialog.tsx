/**
 * Moving a return on (PUT /orders/{id}/returns/{returnId}), asked first: what the move sets off
 * (the shopper is told; received puts the units back in stock and, paid online, refunds through
 * the gateway; a cash-on-delivery refund is a transfer the admin makes and then marks, with its
 * reference, which is required). The confirm button is busy while the api answers; a refusal
 * stays in the dialog in the api's words.
 */
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { formatRupees, isOnlineMethod, OrderSchema, orderNumber, type Order, type OrderReturn, type ReturnState } from '@store/shared';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/text-field';
import { adminWrite } from './admin-api';
import { RefundDestinationText, returnLineNames } from './return-texts';

/** A move of the machine, or asking again for an online return's refund that failed at the gateway (a repeat of received). */
export type ReturnMove = Exclude<ReturnState, 'requested'> | 'refund-again';

/** The api's words when the reference is missing (returns-service.ts), said before sending. */
const REFERENCE_NEEDED = "Give the transfer's reference (UTR) to mark this refund paid.";

export const MOVE_BUTTONS: Record<ReturnMove, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  received: 'Mark received',
  refunded: 'Mark refunded',
  'refund-again': 'Try the refund again',
};

const TITLES: Record<ReturnMove, string> = {
  approved: 'Approve this return?',
  rejected: 'Reject this return?',
  received: 'Mark the return received?',
  refunded: 'Mark the refund paid?',
  'refund-again': 'Ask the gateway for the refund again?',
};

const DONE: Record<ReturnMove, string> = {
  approved: 'approved',
  rejected: 'rejected',
  received: 'marked received',
  refunded: 'marked refunded',
  'refund-again': 'sent to the gateway for its refund again',
};

type MoveOrder = Pick<Order, '_id' | 'items' | 'paymentMethod'>;

function Consequences({ order, ret, to }: { order: MoveOrder; ret: OrderReturn; to: ReturnMove }) {
  const units = returnLineNames(order, ret).join(', ');
  const online = isOnlineMethod(order.paymentMethod);
  switch (to) {
    case 'approved':
      return (
        <p>
          The shopper is told to send back {units}. Its {formatRupees(ret.amount)} is refunded once the parcel is received.
        </p>
      );
    case 'rejected':
      return <p>Nothing is refunded and the return is closed. The shopper is told, with your reason.</p>;
    case 'received':
      return (
        <>
          <p>These units go back into stock: {units}. The shopper is told.</p>
          <p>
            {online ? (
              <strong>
                {formatRupees(ret.amount)} is refunded to the shopper’s {order.paymentMethod} payment through the gateway.
              </strong>
            ) : (
              <>Then pay {formatRupees(ret.amount)} to the shopper and mark the refund paid.</>
            )}
          </p>
        </>
      );
    case 'refund-again':
      return (
        <p>
          The refund of {formatRupees(ret.amount)} to the shopper’s {order.paymentMethod} payment did not go through at the gateway. It is
          asked for again; nothing is refunded twice.
        </p>
      );
    case 'refunded':
      return (
        <p>
          Pay <strong>{formatRupees(ret.amount)}</strong> to {ret.refundTo ? <RefundDestinationText to={ret.refundTo} /> : 'the shopper'},
          then give the transfer’s reference. The shopper is told it is on its way.
        </p>
      );
  }
}

export function ReturnMoveDialog({
  order,
  asking,
  onDone,
  onCancel,
}: {
  order: MoveOrder;
  asking: { ret: OrderReturn; to: ReturnMove } | null;
  onDone(order?: Order): void;
  onCancel(): void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const to = asking?.to;

  function close(then: () => void) {
    setText('');
    setError('');
    then();
  }

  async function confirm() {
    if (!asking || busy) return;
    const value = text.trim();
    if (to === 'refunded' && !value) {
      setError(REFERENCE_NEEDED);
      return;
    }
    setBusy(true);
    const body = {
      state: to,
      ...(to === 'rejected' && value ? { rejection: value } : {}),
      ...(to === 'refunded' ? { reference: value } : {}),
    };
    const r = await adminWrite(`/orders/${encodeURIComponent(order._id)}/returns/${encodeURIComponent(asking.ret.id)}`, 'PUT', body);
    setBusy(false);
    if (!r.ok) {
      setError(Object.values(r.errors)[0] ?? r.message);
      return;
    }
    toast.success(`Return ${asking.ret.id} of order ${orderNumber(order._id)} ${DONE[asking.to]}.`);
    const parsed = OrderSchema.safeParse(r.data);
    close(() => onDone(parsed.success ? parsed.data : undefined));
  }

  return (
    <ConfirmDialog
      open={asking !== null}
      title={to ? TITLES[to] : ''}
      confirmLabel={to ? (to === 'approved' ? 'Approve return' : to === 'rejected' ? 'Reject return' : MOVE_BUTTONS[to]) : ''}
      cancelLabel="Back"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => !busy && close(onCancel)}
    >
      {asking && to && <Consequences order={order} ret={asking.ret} to={to} />}
      {to === 'rejected' && (
        <TextField
          id="return-rejection"
          label="Reason, for the shopper"
          hint="(optional)"
          maxLength={300}
          value={text}
          onValueChange={setText}
        />
      )}
      {to === 'refunded' && (
        <TextField
          id="return-reference"
          label="Transfer reference (UTR)"
          maxLength={40}
          autoComplete="off"
          value={text}
          onValueChange={(v) => {
            setText(v);
            setError('');
          }}
          error={error && to === 'refunded' && !text.trim() ? error : undefined}
        />
      )}
      {error && !(to === 'refunded' && !text.trim()) && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
