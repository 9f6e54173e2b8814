/** The changes panel and the notices of SyncStatus, loaded when there is something to show. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import {
  discardChange,
  discardOthersWaiting,
  retryChange,
  takeNotice,
  useOnlineStatus,
  useProductsById,
  type NoticeItem,
  type OutboxChange,
  type OutboxStatus,
} from '../../data';
import { notifySystem } from '../../lib/notify';
import { useT } from '../../i18n';
import { variantLabel, variantOf } from '@store/shared';
import { describeChange, describeNotice, productIdsOf, type NameOf } from './describe-change';

/** Refusals worth sending again: the store's answer may change (stock returns). */
const canRetry = (change: OutboxChange) => change.status === 409;

function useNameOf(ids: string[]): NameOf {
  const { byId } = useProductsById(ids);
  const t = useT();
  return (id, variantId, fallback) => {
    const product = byId.get(id);
    const variant = product && variantId ? variantOf(product, variantId) : undefined;
    const label = variant ? variantLabel(variant) : '';
    const name = product?.name ?? fallback ?? t('this product');
    return label ? `${name} (${label})` : name;
  };
}

/** Tells each notice once, in the tab that takes it off the list. */
export function NoticeToasts({ notices }: { notices: NoticeItem[] }) {
  const nameOf = useNameOf(notices.flatMap((n) => ('report' in n ? n.report.map((r) => r.productId) : [])));
  const t = useT();
  const told = useRef(new Set<number>());
  useEffect(() => {
    for (const notice of notices) {
      if (notice.id === undefined || told.current.has(notice.id)) continue;
      told.current.add(notice.id);
      void takeNotice(notice.id).then((mine) => {
        if (!mine) return;
        const texts = describeNotice(notice, nameOf, t);
        texts.forEach((text) =>
          notice.kind === 'order-placed' ? toast.success(text) : notice.kind === 'order-refused' ? toast.error(text) : toast(text),
        );
        // An order's outcome also reaches a shopper who has left the tab.
        if (notice.kind === 'order-placed' || notice.kind === 'order-refused') void notifySystem(texts.join(' '));
      });
    }
  }, [notices, nameOf, t]);
  return null;
}

function ChangeList({ changes, nameOf, refused }: { changes: OutboxChange[]; nameOf: NameOf; refused: boolean }) {
  const online = useOnlineStatus();
  const t = useT();
  return (
    <ul className="sync-status__list" role="list">
      {changes.map((c) => (
        <li key={c.seq} className="sync-status__item">
          <span className="sync-status__what">{describeChange(c.op, nameOf, t)}</span>
          {refused ? (
            <>
              <span className="sync-status__why">{c.lastError && t.message(c.lastError)}</span>
              <span className="sync-status__actions">
                {canRetry(c) && (
                  <button type="button" className="sync-status__action" onClick={() => c.seq !== undefined && void retryChange(c.seq)}>
                    {t('Retry')}
                  </button>
                )}
                <button type="button" className="sync-status__action" onClick={() => c.seq !== undefined && void discardChange(c.seq)}>
                  {t('Discard')}
                </button>
              </span>
            </>
          ) : (
            <span className="sync-status__why">
              {!online
                ? t('Will be sent when you are back online')
                : c.lastError
                  ? t('Not sent yet: {error}', { error: t.message(c.lastError) })
                  : t('Sending…')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SyncPanel({ id, status, forSignIn, onClose }: { id: string; status: OutboxStatus; forSignIn: number; onClose(): void }) {
  const nameOf = useNameOf([...status.waiting, ...status.refused].flatMap((c) => productIdsOf(c.op)));
  const refused = status.refused.length;
  const t = useT();
  return (
    <div id={id} className="sync-status__panel" role="region" aria-label={t('Changes not yet saved in the store')}>
      {forSignIn > 0 && (
        <section>
          <p className="sync-status__lead">
            {t.plural(forSignIn, {
              one: 'Your session has ended. Sign in again to send your {count} change to the store.',
              other: 'Your session has ended. Sign in again to send your {count} changes to the store.',
            })}
          </p>
          <p className="sync-status__actions">
            <Link to="/login" className="sync-status__action" onClick={() => onClose()}>
              {t('Sign in')}
            </Link>
            {!status.signedIn && (
              <button type="button" className="sync-status__action" onClick={() => void discardOthersWaiting()}>
                {t('Discard them')}
              </button>
            )}
          </p>
        </section>
      )}
      {refused > 0 && (
        <section>
          <h2 className="sync-status__heading">{t('Refused by the store')}</h2>
          <ChangeList changes={status.refused} nameOf={nameOf} refused />
        </section>
      )}
      {status.waiting.length > 0 && status.signedIn && (
        <section>
          <h2 className="sync-status__heading">{t('Waiting to be sent')}</h2>
          <ChangeList changes={status.waiting} nameOf={nameOf} refused={false} />
        </section>
      )}
    </div>
  );
}
