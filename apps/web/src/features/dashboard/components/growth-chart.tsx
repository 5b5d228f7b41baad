import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartLegend, type ChartLine } from '../../../components/chart-legend';

/**
 * Daily figures as lines (recharts). Loaded on its own (React.lazy) so recharts never weighs on
 * any other page. A picture for sighted readers: the dashboard's table view holds the same
 * numbers for everyone else.
 */
export function GrowthChart({
  points,
  lines,
  formatValue,
}: {
  points: ({ label: string } & Record<string, number | string>)[];
  lines: ChartLine[];
  formatValue: (value: number) => string;
}) {
  return (
    <div aria-hidden="true" className="w-full">
      <ChartLegend lines={lines} />
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="4 4" />
            <XAxis dataKey="label" tick={{ fill: '#334155', fontSize: 12 }} minTickGap={24} />
            <YAxis
              allowDecimals={false}
              tickFormatter={(value: number) => formatValue(value)}
              tick={{ fill: '#334155', fontSize: 12 }}
              width={64}
            />
            <Tooltip formatter={(value) => formatValue(Number(value))} />
            {lines.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.name}
                stroke={line.colour}
                strokeWidth={2}
                strokeDasharray={line.dashes}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
