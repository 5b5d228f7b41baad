/** One line of a line chart: its data key, its name, its colour and, to tell it apart without colour, its dashes. */
export type ChartLine = { key: string; name: string; colour: string; dashes?: string };

/**
 * The legend above a line chart, drawn by us: recharts names its legend icons in English. Part of
 * the chart's picture (hidden from assistive technology with it): the page's table view holds the
 * same numbers for everyone.
 */
export function ChartLegend({ lines }: { lines: ChartLine[] }) {
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
