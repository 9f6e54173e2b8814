/**
 * "Return items" on a delivered order within 30 days (decision 046): the lines and how many of
 * each (only what is left to return), a reason, a note, and for cash on delivery where the
 * refund goes (a UPI ID, or a bank account with its IFSC). The refund it brings shows before
 * sending; the fields are checked with the shared schema and its words, then by the store.
 */
import { useRef, useState, type FormEvent } from 'react';
import { formatRupees, RETURN_MESSAGES, RETURN_REASONS, type Order } from '@store/shared';
import { orderLineName } from '../../data/account';
import { requestReturn } from '../../data/payments';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { checkReturn, refundFor, returnWindowEnd, unitsLeft, type ReturnFieldErrors } from './returns-logic';
import { returnReasonWord } from './status-words';
import { useT } from '../../i18n';

/** A sample IFSC: a code, written the same in every language. */
const IFSC_EXAMPLE = 'HDFC0001234';

type Destination = { kind: '' | 'upi' | 'bank'; upiId: string; accountName: string; accountNumber: string; ifsc: string };

export function ReturnForm({ order, onDone, onBack }: { order: Order; onDone(order: Order): void; onBack(): void }) {
  const left = unitsLeft(order);
  const cod = order.paymentMethod === 'COD';
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [to, setTo] = useState<Destination>({ kind: '', upiId: '', accountName: '', accountNumber: '', ifsc: '' });
  const [errors, setErrors] = useState<ReturnFieldErrors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const t = useT();
  const tr = (e: string | undefined) => (e ? t.message(e) : e);
  // One Idempotency-Key per request as sent: sent again unchanged (a retry after a lost answer), it is made once.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const lines = Object.entries(chosen)
    .filter(([, q]) => q > 0)
    .map(([line, quantity]) => ({ line: Number(line), quantity }));
  const refund = refundFor(order, lines);
  const id = (name: string) => `return-${order._id}-${name}`;
  const setDest = (next: Partial<Destination>) => setTo((d) => ({ ...d, ...next }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem('');
    const refundTo =
      !cod || !to.kind
        ? undefined
        : to.kind === 'upi'
          ? { kind: 'upi', upiId: to.upiId }
          : { kind: 'bank', accountName: to.accountName, accountNumber: to.accountNumber, ifsc: to.ifsc };
    const checked = checkReturn({ lines, reason: reason || undefined, note, ...(refundTo ? { refundTo } : {}) });
    const found: ReturnFieldErrors = checked.ok ? {} : checked.errors;
    if (cod && !to.kind) found.refundTo = RETURN_MESSAGES.refundToNeeded;
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    setSending(true);
    const body = JSON.stringify(checked.request);
    if (sent.current?.body !== body) sent.current = { body, key: crypto.randomUUID() };
    const outcome = await requestReturn(order._id, checked.request, sent.current.key);
    setSending(false);
    if (outcome.kind === 'ok') return onDone(outcome.order);
    setProblem(outcome.message);
    if (outcome.errors) setErrors(outcome.errors as ReturnFieldErrors);
  }

  const end = returnWindowEnd(order);
  return (
    <form className="return-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={id('title')}>
      <h3 id={id('title')} className="order-dialog__heading">
        {t('Return items')}
      </h3>
      {end !== null && <p className="account-note">{t('You can return items from this order until {date}.', { date: t.date(end) })}</p>}
      <fieldset className="return-form__lines" aria-describedby={errors.lines ? id('lines-error') : undefined}>
        <legend>{t('What are you sending back?')}</legend>
        {order.items.map((item, i) => {
          const quantity = chosen[i] ?? 0;
          return left[i]! > 0 ? (
            <div key={i} className="return-form__line">
              <label>
                <input
                  type="checkbox"
                  checked={quantity > 0}
                  onChange={(e) => setChosen((c) => ({ ...c, [i]: e.target.checked ? left[i]! : 0 }))}
                />{' '}
                {orderLineName(item)}
              </label>
              {quantity > 0 && left[i]! > 1 && (
                <select
                  aria-label={t('How many of {name}', { name: orderLineName(item) })}
                  value={quantity}
                  onChange={(e) => setChosen((c) => ({ ...c, [i]: Number(e.target.value) }))}
                >
                  {Array.from({ length: left[i]! }, (_, n) => n + 1).map((n) => (
                    <option key={n} value={n}>
                      {t('{count} of {max}', { count: n, max: left[i]! })}
                    </option>
                  ))}
                </select>
              )}
            </div>
          ) : (
            <p key={i} className="account-note">
              {t('{name}: already returned', { name: orderLineName(item) })}
            </p>
          );
        })}
        {errors.lines && (
          <p id={id('lines-error')} className="field-error">
            {tr(errors.lines)}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={id('reason')}>{t('Reason')}</label>
        <select
          id={id('reason')}
          className="input"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? id('reason-error') : undefined}
        >
          <option value="">{t('Choose a reason')}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {returnReasonWord(t, r)}
            </option>
          ))}
        </select>
        {errors.reason && (
          <p id={id('reason-error')} className="field-error">
            {tr(errors.reason)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={id('note')}>
          {t('Note')} <span className="field-hint">{t('(optional)')}</span>
        </label>
        <textarea id={id('note')} className="input" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        {errors.note && <p className="field-error">{t.message(errors.note)}</p>}
      </div>
      {cod ? (
        <fieldset className="return-form__refund-to" aria-describedby={errors.refundTo ? id('to-error') : undefined}>
          <legend>{t('Where should we send your refund?')}</legend>
          <label>
            <input type="radio" name={id('to')} checked={to.kind === 'upi'} onChange={() => setDest({ kind: 'upi' })} /> {t('UPI ID')}
          </label>
          <label>
            <input type="radio" name={id('to')} checked={to.kind === 'bank'} onChange={() => setDest({ kind: 'bank' })} />{' '}
            {t('Bank account')}
          </label>
          {errors.refundTo && (
            <p id={id('to-error')} className="field-error">
              {tr(errors.refundTo)}
            </p>
          )}
          {to.kind === 'upi' && (
            <TextField
              id={id('upi')}
              label={t('UPI ID')}
              value={to.upiId}
              onValueChange={(v) => setDest({ upiId: v })}
              error={tr(errors.upiId)}
              placeholder="name@bank"
              autoComplete="off"
            />
          )}
          {to.kind === 'bank' && (
            <>
              <TextField
                id={id('holder')}
                label={t('Account holder name')}
                value={to.accountName}
                onValueChange={(v) => setDest({ accountName: v })}
                error={tr(errors.accountName)}
                autoComplete="name"
              />
              <TextField
                id={id('account')}
                label={t('Account number')}
                value={to.accountNumber}
                onValueChange={(v) => setDest({ accountNumber: v })}
                error={tr(errors.accountNumber)}
                inputMode="numeric"
                autoComplete="off"
              />
              <TextField
                id={id('ifsc')}
                label={t('IFSC')}
                value={to.ifsc}
                onValueChange={(v) => setDest({ ifsc: v })}
                error={tr(errors.ifsc)}
                placeholder={IFSC_EXAMPLE}
                autoComplete="off"
              />
            </>
          )}
        </fieldset>
      ) : (
        <p className="account-note">{t('The refund goes back to the payment you made for this order, once we receive the items.')}</p>
      )}
      <p className="return-form__amount" role="status">
        {lines.length > 0
          ? t.rich('Refund for these items: {amount}', { amount: <strong>{formatRupees(refund)}</strong> })
          : t('Choose the items to see your refund.')}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {t.message(problem)}
        </p>
      )}
      <div className="return-form__actions">
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t('Back to the order')}
        </Button>
        <Button type="submit" loading={sending}>
          {t('Request return')}
        </Button>
      </div>
    </form>
  );
}
