import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { useT } from '../i18n';

/**
 * Binds a native <dialog> to React state: open → showModal() (focus trap, Escape, inert
 * background), closed → close(). Spread the result on the <dialog>; Escape and a click on the
 * backdrop (which lands on the <dialog> element itself) call onClose.
 */
export function useModalDialog(
  open: boolean,
  onClose: () => void,
): {
  ref: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
  onClick: (e: MouseEvent<HTMLDialogElement>) => void;
} {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return { ref, onClose, onClick: (e) => e.target === e.currentTarget && onClose() };
}

/**
 * A modal built on the native <dialog>: showModal() gives the focus trap, Escape and the inert
 * background for free; focus returns to the opener when it closes.
 */
export function Dialog({
  open,
  onClose,
  label,
  children,
  className = '',
}: {
  open: boolean;
  onClose(): void;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const modal = useModalDialog(open, onClose);
  const t = useT();
  return (
    <dialog {...modal} className={`dialog ${className}`.trim()} aria-label={label}>
      {open && (
        <>
          <IconButton label={t('Close')} className="dialog__close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
          {children}
        </>
      )}
    </dialog>
  );
}
