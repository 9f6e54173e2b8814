/**
 * A question that must be answered before something is lost (discarding changes, deleting): a
 * native modal <dialog> as an alertdialog, the safe answer focused first, Escape meaning "no".
 */
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useModalDialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const modal = useModalDialog(open, onCancel);
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog {...modal} className="dialog confirm-dialog" role="alertdialog" aria-labelledby={titleId} aria-describedby={bodyId}>
      {open && (
        <div className="confirm-dialog__body">
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          <div id={bodyId}>{children}</div>
          <div className="confirm-dialog__actions">
            {/* A modal's first focus goes to its safe answer, so Enter never discards by accident. */}
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant="accent" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
