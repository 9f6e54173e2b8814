/**
 * "Download invoice" for an order that has its GST tax invoice (paid online, or delivered cash on
 * delivery), and "Download credit note" for each credit note against it (the order cancelled, a
 * return received): each PDF is fetched with the signed-in token (a plain link would carry none)
 * and saved under its number's file name. Both the account's order view and the admin's show them.
 */
import { useId, useState } from 'react';
import { creditNoteReasonText, type Order } from '@store/shared';
import { getSession } from '../data/session';
import { useT } from '../i18n';
import { apiDownload, saveFile } from '../lib/api-files';
import './invoice-download.css';

function Download({ path, label, number, detail }: { path: string; label: string; number: string; detail: string }) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  // Several notes share the link's words: each link is described by its own number and reason.
  const detailId = useId();
  async function download(e: React.MouseEvent) {
    e.preventDefault();
    setState({ busy: true, error: '' });
    const r = await apiDownload(path, getSession().token);
    if (!r.ok) return setState({ busy: false, error: r.message });
    saveFile(r.blob, r.name);
    setState({ busy: false, error: '' });
  }
  return (
    <p className="invoice-download">
      <a href={`/api${path}`} onClick={(e) => void download(e)} aria-busy={state.busy} aria-describedby={detailId}>
        {label}
      </a>{' '}
      <span className="invoice-download__number" id={detailId}>
        {detail} {number}
      </span>
      {state.error && (
        <span className="invoice-download__error" role="alert">
          {t.message(state.error)}
        </span>
      )}
    </p>
  );
}

export function InvoiceDownload({ order }: { order: Pick<Order, '_id' | 'invoice' | 'creditNotes'> }) {
  const t = useT();
  const invoice = order.invoice;
  if (!invoice) return null;
  const base = `/orders/${encodeURIComponent(order._id)}`;
  return (
    <div className="invoice-downloads">
      <Download path={`${base}/invoice`} label={t('Download invoice')} detail={t('Tax invoice')} number={invoice.number} />
      {(order.creditNotes ?? []).map((note) => (
        <Download
          key={note.for}
          path={`${base}/credit-notes/${note.for}`}
          label={t('Download credit note')}
          detail={t('{reason}: credit note', { reason: t.message(creditNoteReasonText(note)) })}
          number={note.number}
        />
      ))}
    </div>
  );
}
