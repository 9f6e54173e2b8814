export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`spinner ${className}`.trim()}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
