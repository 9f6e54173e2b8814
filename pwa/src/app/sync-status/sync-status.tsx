/**
 * The header's word on a signed-in shopper's changes: "N changes waiting" while the outbox is
 * not empty, refusals with the store's reason (Retry, Discard), "Sign in again to send your N
 * changes" when the session was refused, and the merge's notices after sign-in as toasts.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { discardChange, discardOthersWaiting, retryChange, takeNotice, useOnlineStatus, useOutboxStatus, useProductsById, type NoticeItem, type OutboxChange, type OutboxStatus } from '../../data';
import { describeChange, describeNotice, productIdsOf } from './describe-change';
import './sync-status.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Refusals worth sending again: the store's answer may change (stock returns). */
const canRetry = (change: OutboxChange) => change.status === 409;

function useNameOf(ids: string[]) {
  const { byId } = useProductsById(ids);
  return (id: string) => byId.get(id)?.name ?? 'this product';
}

/** Tells each notice once, in the tab that takes it off the list. */
function NoticeToasts({ notices }: { notices: NoticeItem[] }) {
  const nameOf = useNameOf(notices.flatMap((n) => n.report.map((r) => r.productId)));
  const told = useRef(new Set<number>());
  useEffect(() => {
    for (const notice of notices) {
      if (notice.id === undefined || told.current.has(notice.id)) continue;
      told.current.add(notice.id);
      void takeNotice(notice.id).then((mine) => {
        if (mine) describeNotice(notice, nameOf).forEach((text) => toast(text));
      });
    }
  }, [notices, nameOf]);
  return null;
}

function ChangeList({ changes, nameOf, refused }: { changes: OutboxChange[]; nameOf: (id: string) => string; refused: boolean }) {
  const online = useOnlineStatus();
  return (
    <ul className="sync-status__list" role="list">
      {changes.map((c) => (
        <li key={c.seq} className="sync-status__item">
          <span className="sync-status__what">{describeChange(c.op, nameOf)}</span>
          {refused ? (
            <>
              <span className="sync-status__why">{c.lastError}</span>
              <span className="sync-status__actions">
                {canRetry(c) && (
                  <button type="button" className="sync-status__action" onClick={() => c.seq !== undefined && void retryChange(c.seq)}>
                    Retry
                  </button>
                )}
                <button type="button" className="sync-status__action" onClick={() => c.seq !== undefined && void discardChange(c.seq)}>
                  Discard
                </button>
              </span>
            </>
          ) : (
            <span className="sync-status__why">{!online ? 'Will be sent when you are back online' : c.lastError ? `Not sent yet: ${c.lastError}` : 'Sending…'}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SyncStatus() {
  const status = useOutboxStatus();
  const { forSignIn, waiting, refused } = counts(status);
  return (
    <>
      {status.notices.length > 0 && <NoticeToasts notices={status.notices} />}
      {(forSignIn > 0 || waiting > 0 || refused > 0) && <ChangesChip status={status} />}
    </>
  );
}

function counts(status: OutboxStatus) {
  return {
    forSignIn: status.paused ? status.waiting.length : status.signedIn ? 0 : status.othersWaiting,
    waiting: status.paused ? 0 : status.waiting.length,
    refused: status.refused.length,
  };
}

function ChangesChip({ status }: { status: OutboxStatus }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const nameOf = useNameOf([...status.waiting, ...status.refused].flatMap((c) => productIdsOf(c.op)));

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const { forSignIn, waiting, refused } = counts(status);

  const label = forSignIn
    ? `Sign in again to send your ${plural(forSignIn, 'change', 'changes')}`
    : refused
      ? `${plural(refused, 'change', 'changes')} refused`
      : `${plural(waiting, 'change', 'changes')} waiting`;
  const tone = forSignIn || refused ? 'alert' : 'waiting';

  return (
    <div className="sync-status" ref={root}>
      <button type="button" className={`sync-status__chip sync-status__chip--${tone}`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="sync-status__dot" aria-hidden="true" />
        <span role="status">{label}</span>
      </button>
      {open && (
        <div id={panelId} className="sync-status__panel" role="region" aria-label="Changes not yet saved in the store">
          {forSignIn > 0 && (
            <section>
              <p className="sync-status__lead">
                Your session has ended. Sign in again to send your {plural(forSignIn, 'change', 'changes')} to the store.
              </p>
              <p className="sync-status__actions">
                <Link to="/login" className="sync-status__action" onClick={() => setOpen(false)}>
                  Sign in
                </Link>
                {!status.signedIn && (
                  <button type="button" className="sync-status__action" onClick={() => void discardOthersWaiting()}>
                    Discard them
                  </button>
                )}
              </p>
            </section>
          )}
          {refused > 0 && (
            <section>
              <h2 className="sync-status__heading">Refused by the store</h2>
              <ChangeList changes={status.refused} nameOf={nameOf} refused />
            </section>
          )}
          {status.waiting.length > 0 && status.signedIn && (
            <section>
              <h2 className="sync-status__heading">Waiting to be sent</h2>
              <ChangeList changes={status.waiting} nameOf={nameOf} refused={false} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}
