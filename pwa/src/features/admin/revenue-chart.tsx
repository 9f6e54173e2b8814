/** The dashboard's daily revenue, paid less refunds (recharts, in the admin's own chunk); a table for screen readers. */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DASHBOARD_CHART_HEIGHT, formatRupees } from '@store/shared';

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortRupees = (n: number) =>
  n >= 100_000 ? `₹${(n / 100_000).toFixed(1)}L` : n >= 1000 ? `₹${(n / 1000).toFixed(n % 1000 === 0 ? 0 : 1)}k` : `₹${n}`;

export function RevenueChart({ data }: { data: Array<{ day: string; revenue: number; orders: number }> }) {
  const rows = data.map((d) => ({ ...d, label: dayLabel(d.day) }));
  return (
    <>
      <div aria-hidden="true" style={{ width: '100%', height: DASHBOARD_CHART_HEIGHT }} data-testid="revenue-chart">
        <ResponsiveContainer width="100%" height={DASHBOARD_CHART_HEIGHT}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={12} />
            <YAxis tickFormatter={shortRupees} tick={{ fontSize: 11 }} width={56} />
            <Tooltip formatter={(v) => formatRupees(Number(v))} />
            <Bar dataKey="revenue" name="Revenue (paid, less refunds)" fill="#1f3a5f" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* In a clipped box: a hidden table still grows to its text (white-space: nowrap), and would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>Daily revenue (paid, less refunds)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue (paid, less refunds)</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.day}>
                <td>{d.label}</td>
                <td>{formatRupees(d.revenue)}</td>
                <td>{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
