/** Deleting asks first, and needs the stored token (the spec's message without one). */
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { adminWrite, tokenOrNull } from './admin-api';

export function useConfirmDelete(opts: { what: 'product' | 'category'; mustLogIn: string; failed: string; done(): void }) {
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    if (!tokenOrNull()) {
      toast.error(opts.mustLogIn);
      setTarget(null);
      return;
    }
    setBusy(true);
    const r = await adminWrite(`/${opts.what === 'product' ? 'products' : 'categories'}/${encodeURIComponent(target.id)}`, 'DELETE');
    setBusy(false);
    if (r.ok) {
      toast.success(`${target.name} was deleted.`);
      setTarget(null);
      opts.done();
    } else toast.error(r.message || opts.failed);
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={`Delete this ${opts.what}?`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      <p>{target ? `${target.name} will be deleted. This cannot be undone.` : ''}</p>
    </ConfirmDialog>
  );
  return { ask: (id: string, name: string) => setTarget({ id, name }), dialog };
}
