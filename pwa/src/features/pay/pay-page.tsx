/**
 * /pay/{orderId}: an online order's payment page (decision 046). The gateway sends the shopper
 * back here (?result=paid|failed|unverified); Place Order lands here too when the payment could
 * not be started. What shows follows the order as the store has it: awaiting payment (amount,
 * time left, Pay now or Try again), paid (thanks, the order, its invoice), cancelled (why), or a
 * cash-on-delivery order (nothing to pay).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { orderNumber, paymentTaken, PAYMENT_MESSAGES } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { useT } from '../../i18n';
import { payOrder } from '../../data/payment-gateway';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import { AwaitingPanel, CancelledPanel, PaidPanel, type PayResult } from './pay-panels';
import { awaitingPayment, usePayOrder } from './use-pay-order';
import './pay.css';

const resultOf = (value: string | null): PayResult => (value === 'paid' || value === 'failed' || value === 'unverified' ? value : null);

export function PayPage() {
  const t = useT();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const result = resultOf(params.get('result'));
  const handedOver = (useLocation().state as { payProblem?: unknown } | null)?.payProblem;
  const online = useOnlineStatus();
  const { read, order, reload, watch } = usePayOrder(orderId, result !== null);
  const [problem, setProblem] = useState(typeof handedOver === 'string' ? handedOver : '');
  const [starting, setStarting] = useState(false);
  const startingNow = useRef(false);
  usePageMeta(order ? t('Pay for order {number}', { number: orderNumber(order._id) }) : t('Pay for your order'));

  // Back from the gateway by the back button, the page may come from the browser's cache as it was left: busy.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      startingNow.current = false;
      setStarting(false);
      reload();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reload]);

  async function pay() {
    // One start at a time: a double click, or a tap while the first is on its way, starts nothing more.
    if (startingNow.current) return;
    startingNow.current = true;
    setStarting(true);
    setProblem('');
    const reason = await payOrder(orderId);
    if (reason === null) return; // on the way to the gateway
    startingNow.current = false;
    setStarting(false);
    setProblem(reason);
    reload();
  }

  let body;
  if (!order && (read === null || (read.kind === 'offline' && !online))) {
    body =
      read === null ? (
        <div className="page-loading">
          <Spinner label={t('Loading your order')} />
        </div>
      ) : (
        <p className="pay-note pay-note--warning" role="status">
          {t('You are offline: payment needs a connection. Open this page again when you are back online.')}
        </p>
      );
  } else if (!order) {
    body = (
      <EmptyState
        title={read?.kind === 'not-found' ? t('Order not found') : t('Your order could not be loaded')}
        message={read?.kind === 'failed' ? t.message(read.message) : t('It is not one of the orders on this account.')}
        actions={
          <>
            {read?.kind === 'failed' && (
              <button type="button" className={buttonClass('secondary')} onClick={reload}>
                {t('Try again')}
              </button>
            )}
            <Link className={buttonClass()} to="/account?tab=orders">
              {t('Your orders')}
            </Link>
          </>
        }
      />
    );
  } else if (paymentTaken(order.payment) && order.status !== 'cancelled') {
    body = <PaidPanel order={order} />;
  } else if (order.status === 'cancelled') {
    body = <CancelledPanel order={order} />;
  } else if (!order.payment) {
    body = (
      <EmptyState
        title={t('Nothing to pay now')}
        message={t.message(PAYMENT_MESSAGES.notOnline)}
        actions={
          <Link className={buttonClass()} to={`/account?tab=orders&order=${encodeURIComponent(order._id)}`}>
            {t('View your order')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <AwaitingPanel
        order={order}
        result={result}
        problem={problem}
        online={online}
        fromDevice={read?.kind !== 'ok'}
        starting={starting}
        onPay={() => void pay()}
        onRefresh={watch}
        onHoldEnded={watch}
        awaiting={awaitingPayment(order)}
      />
    );
  }
  return <div className="container section pay">{body}</div>;
}
