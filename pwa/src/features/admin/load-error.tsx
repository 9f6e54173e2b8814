/** What an admin screen shows when what it reads could not be loaded: its message and Try again. */
import { Button } from '../../ui/button';
import type { AdminLoad } from './use-admin-load';

export function LoadError({ load }: { load: AdminLoad<unknown> }) {
  if (load.status !== 'failed') return null;
  return (
    <p className="admin-error" role="alert">
      {load.message}{' '}
      <Button variant="secondary" size="sm" onClick={load.reload}>
        Try again
      </Button>
    </p>
  );
}
