/** What an admin screen shows when its list could not be loaded: the message and Try again. */
import { Button } from '../../ui/button';

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <p className="admin-error" role="alert">
      {message}{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
