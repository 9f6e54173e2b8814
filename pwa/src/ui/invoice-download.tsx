/**
 * "Download invoice" for an order that has its GST tax invoice (paid online, or delivered cash on
 * delivery): the PDF is fetched with the signed-in token (a plain link would carry none) and
 * saved under its number's file name. Both the account's order view and the admin's show it.
 */
import { useState } from 'react';
import type { Order } from '@store/shared';
import { getSession } from '../data/session';
import { apiDownload, saveFile } from '../lib/api-files';
import './invoice-download.css';

export function InvoiceDownload({ order }: { order: Pick<Order, '_id' | 'invoice'> }) {
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const invoice = order.invoice;
  if (!invoice) return null;
  const path = `/orders/${encodeURIComponent(order._id)}/invoice`;
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
      <a href={`/api${path}`} onClick={(e) => void download(e)} aria-busy={state.busy}>
        Download invoice
      </a>{' '}
      <span className="invoice-download__number">Tax invoice {invoice.number}</span>
      {state.error && (
        <span className="invoice-download__error" role="alert">
          {state.error}
        </span>
      )}
    </p>
  );
}
