import {
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One line of a line chart: its data key, its name, its colour and, to tell it apart without colour, its dashes. */
export type ChartLine = { key: string; name: string; colour: string; dashes?: string | undefined };

/** One point on the x axis: its label and a value per line's key (and any extra the tooltip reads). */
export type ChartPoint = { label: string } & Record<string, number | string>;

/**
 * Lines over time (recharts), with our own legend above: the one line chart of the app. Import it
 * through React.lazy so recharts never weighs on a page that shows no chart. A picture for
 * sighted readers, hidden from assistive technology: every page that shows one also shows the
 * same numbers as a table.
 */
export function LineChart({
  points,
  lines,
  formatValue,
  percentScale = false,
  showDots = true,
  tooltipLabel,
  heightClass = 'h-64',
}: {
  points: ChartPoint[];
  lines: ChartLine[];
  formatValue: (value: number) => string;
  /** A 0–100 y axis instead of one fitted to the values. */
  percentScale?: boolean;
  showDots?: boolean;
  /** The tooltip's heading for a point; its label by default. */
  tooltipLabel?: (point: ChartPoint) => string;
  heightClass?: string;
}) {
  return (
    <div aria-hidden="true" className="w-full">
      <ChartLegend lines={lines} />
      <div className={`${heightClass} w-full`}>
        <ResponsiveContainer width="100%" height="100%">
          <RechartsLineChart
            data={points}
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="4 4" />
            <XAxis dataKey="label" tick={{ fill: '#334155', fontSize: 12 }} minTickGap={24} />
            <YAxis
              {...(percentScale ? { domain: [0, 100] } : { allowDecimals: false })}
              tickFormatter={(value: number) => formatValue(value)}
              tick={{ fill: '#334155', fontSize: 12 }}
              width={percentScale ? 48 : 64}
            />
            <Tooltip
              formatter={(value) => formatValue(Number(value))}
              labelFormatter={(label, payload) => {
                const point = payload[0]?.payload as ChartPoint | undefined;
                return point && tooltipLabel ? tooltipLabel(point) : String(label);
              }}
            />
            {lines.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.name}
                stroke={line.colour}
                strokeWidth={2}
                strokeDasharray={line.dashes}
                dot={showDots}
                isAnimationActive={false}
              />
            ))}
          </RechartsLineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

/** The legend above the chart, drawn by us: recharts names its legend icons in English. */
function ChartLegend({ lines }: { lines: ChartLine[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-4 text-sm text-slate-700">
      {lines.map((line) => (
        <li key={line.key} className="flex items-center gap-2">
          <svg width="24" height="4">
            <line
              x1="0"
              y1="2"
              x2="24"
              y2="2"
              stroke={line.colour}
              strokeWidth="3"
              strokeDasharray={line.dashes}
            />
          </svg>
          {line.name}
        </li>
      ))}
    </ul>
  );
}
