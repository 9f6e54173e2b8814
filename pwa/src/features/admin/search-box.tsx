/** The admin lists' search by name. */
export function SearchBox({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <div className="admin-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" className="input" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
    </div>
  );
}
