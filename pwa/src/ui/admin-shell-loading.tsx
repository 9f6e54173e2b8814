import { Spinner } from './spinner';

/**
 * What the admin area shows while its code or the session loads: its own navy bar and a spinner
 * on its page colour, styled by the storefront's CSS (the admin's own CSS is not there yet), so
 * the area opens on its frame instead of a bare "Loading".
 */
export function AdminShellLoading() {
  return (
    <div className="admin-shell-loading" aria-busy="true">
      <div className="admin-shell-loading__bar">Inkwell Admin</div>
      <div className="admin-shell-loading__body">
        <Spinner label="Loading the admin area" className="admin-shell-loading__spinner" />
        <p aria-hidden="true">Loading the admin area…</p>
      </div>
    </div>
  );
}
