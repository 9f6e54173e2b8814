/**
 * Logout. Changes that have not reached the store are sent first; if some still cannot be sent,
 * the shopper is asked before they are discarded: never silently.
 */
import { useState } from 'react';
import { signOut } from '../data';
import { Button, type ButtonProps } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { useT } from '../i18n';

export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const [waiting, setWaiting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function run(discardWaiting: boolean) {
    setBusy(true);
    const result = await signOut({ discardWaiting });
    // Signed out: the page is on its way to /. Otherwise ask.
    if (!result.signedOut) {
      setWaiting(result.waiting);
      setBusy(false);
    }
  }

  return (
    <>
      <Button {...props} loading={busy && waiting === null} onClick={() => void run(false)}>
        {t('Logout')}
      </Button>
      <ConfirmDialog
        open={waiting !== null}
        title={t('Sign out?')}
        confirmLabel={t('Sign out and discard')}
        cancelLabel={t('Stay signed in')}
        busy={busy}
        onConfirm={() => void run(true)}
        onCancel={() => setWaiting(null)}
      >
        <p>
          {t.plural(waiting ?? 0, {
            one: "{count} change hasn't reached the store yet. Sign out and discard it?",
            other: "{count} changes haven't reached the store yet. Sign out and discard them?",
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
