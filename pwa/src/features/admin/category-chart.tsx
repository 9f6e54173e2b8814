/** The dashboard's bar chart (recharts): one bar per category with its product count; a table for screen readers. */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DASHBOARD_CHART_HEIGHT } from '@store/shared';

export function CategoryChart({ data }: { data: Array<{ name: string; count: number }> }) {
  return (
    <>
      <div aria-hidden="true" style={{ width: '100%', height: DASHBOARD_CHART_HEIGHT }}>
        <ResponsiveContainer width="100%" height={DASHBOARD_CHART_HEIGHT}>
          {/* The table below is the chart for screen readers and keyboards; the drawing itself takes no focus. */}
          {/* Bars run sideways, the names down the left: on a phone eight names under the bars ran into each other. */}
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="name" width={132} tick={{ fontSize: 12 }} interval={0} />
            <Tooltip />
            <Bar dataKey="count" name="Products" fill="#1f3a5f" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>Products per category</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Products</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.name}>
              <td>{d.name}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
