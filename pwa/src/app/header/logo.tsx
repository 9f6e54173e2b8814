import { Link } from 'react-router-dom';

/** Wordmark with an inline nib mark: no image request for the brand. */
export function Logo({ onClick }: { onClick?(): void }) {
  return (
    <Link to="/" className="logo" onClick={onClick}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#1f3a5f" />
        <path
          d="M16 6c3.4 3.6 5.5 7.4 5.5 11 0 2.2-1.2 3.8-3 4.6L16 26l-2.5-4.4c-1.8-.8-3-2.4-3-4.6 0-3.6 2.1-7.4 5.5-11Z"
          fill="#b8892e"
        />
        <path d="M16 12v7" stroke="#1f3a5f" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="16" cy="19.5" r="1.3" fill="#1f3a5f" />
      </svg>
      <span className="logo__word">
        <span>Inkwell</span> <span className="logo__sub">Stationery</span>
      </span>
    </Link>
  );
}
