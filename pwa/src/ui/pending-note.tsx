/** Marks a cart line or saved product whose change has not reached the store yet. */
import { useT } from '../i18n';

export function PendingNote() {
  const t = useT();
  return (
    <p className="pending-note">
      <span className="pending-note__dot" aria-hidden="true" />
      {t('Not saved in the store yet')}
    </p>
  );
}
