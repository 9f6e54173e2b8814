import { useEffect, useRef, type ReactNode } from 'react';
import { IconButton } from './button';
import { CloseIcon } from './icons';

/**
 * A modal built on the native <dialog>: showModal() gives the focus trap, Escape and the inert
 * background for free; focus returns to the opener when it closes.
 */
export function Dialog({ open, onClose, label, children, className = '' }: { open: boolean; onClose(): void; label: string; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`.trim()}
      aria-label={label}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <IconButton label="Close" className="dialog__close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
          {children}
        </>
      )}
    </dialog>
  );
}
