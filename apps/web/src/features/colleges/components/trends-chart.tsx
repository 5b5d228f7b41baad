import { useLingui } from '@lingui/react/macro';
import type { ExamPerformance } from '@vidya/contract';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartLegend } from '../../../components/chart-legend';
import { formatPercentage } from '../../../components/performance-badge';
import { formatDate } from '../../../lib/format';

/** Indigo 700 and emerald 700: both meet 3:1 against white, as chart lines must. */
const AVERAGE_COLOUR = '#4338ca';
const PASS_RATE_COLOUR = '#047857';

/**
 * The average and pass rate of each held exam over time, as two lines (recharts). Loaded on its
 * own (React.lazy) so recharts never weighs on any other page. A picture for sighted readers:
 * the page's table beside it holds the same numbers for everyone else.
 */
export function TrendsChart({ exams }: { exams: ExamPerformance[] }) {
  const { t } = useLingui();
  const points = exams.map((exam) => ({
    label: formatDate(exam.date),
    title: exam.title,
    average: exam.average_percentage,
    passRate: exam.pass_rate,
  }));
  const lines = [
    { key: 'average', name: t`Average`, colour: AVERAGE_COLOUR, dashes: undefined },
    { key: 'passRate', name: t`Pass rate`, colour: PASS_RATE_COLOUR, dashes: '6 3' },
  ];
  return (
    <div aria-hidden="true" className="w-full">
      <ChartLegend lines={lines} />
      <div className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="4 4" />
            <XAxis dataKey="label" tick={{ fill: '#334155', fontSize: 12 }} />
            <YAxis
              domain={[0, 100]}
              tickFormatter={(value: number) => formatPercentage(value)}
              tick={{ fill: '#334155', fontSize: 12 }}
              width={48}
            />
            <Tooltip
              formatter={(value) => formatPercentage(Number(value))}
              labelFormatter={(label, payload) => {
                const title = payload[0]?.payload.title as string | undefined;
                return title === undefined ? String(label) : `${title} · ${String(label)}`;
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
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
