/** Marks a cart line or saved product whose change has not reached the store yet. */
export function PendingNote() {
  return (
    <p className="pending-note">
      <span className="pending-note__dot" aria-hidden="true" />
      Not saved in the store yet
    </p>
  );
}
