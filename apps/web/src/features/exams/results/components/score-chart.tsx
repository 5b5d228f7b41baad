import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentPerformance } from '@vidya/contract';
import { formatDate } from '../../../../lib/format';
import { formatPercentage } from '../../taking/exam-format';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 20, right: 16, bottom: 28, left: 40 };
const GRID_LINES = [0, 25, 50, 75, 100];
const MIN_BAR_HEIGHT = 2;
const MAX_LABELLED_BARS = 12;

/**
 * Scores over time as bars (one per attempt, oldest first), drawn in plain SVG, with the same
 * figures as a table for anyone who cannot see the chart.
 */
export function ScoreChart({ timeline }: { timeline: StudentPerformance['timeline'] }) {
  const { t } = useLingui();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(timeline.length, 1);
  const barWidth = Math.min(48, slot * 0.6);
  const y = (percentage: number) => PAD.top + plotHeight * (1 - Math.min(100, Math.max(0, percentage)) / 100);
  const first = timeline[0];
  const last = timeline.at(-1);
  let summary = t`No scores yet.`;
  if (first !== undefined && last !== undefined) {
    const count = timeline.length;
    const from = formatPercentage(first.percentage);
    const fromDate = formatDate(first.submitted_at);
    const to = formatPercentage(last.percentage);
    const toDate = formatDate(last.submitted_at);
    summary = t`${plural(count, {
      one: `Bar chart of # exam score, from ${from} on ${fromDate} to ${to} on ${toDate}.`,
      other: `Bar chart of # exam scores, from ${from} on ${fromDate} to ${to} on ${toDate}.`,
    })}`;
  }

  return (
    <figure className="space-y-3">
      <figcaption id="score-chart-caption" className="text-lg font-semibold text-slate-900">
        <Trans>Your scores over time</Trans>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="score-chart-caption score-chart-summary"
        className="h-auto w-full rounded-2xl border border-slate-200 bg-white"
      >
        <desc id="score-chart-summary">{summary}</desc>
        {GRID_LINES.map((line) => (
          <g key={line}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(line)} y2={y(line)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(line) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {line}%
            </text>
          </g>
        ))}
        {timeline.map((point, index) => {
          const x = PAD.left + slot * index + (slot - barWidth) / 2;
          // A score of 0 still shows as a sliver, so every attempt is there to see.
          const top = Math.min(y(point.percentage), PAD.top + plotHeight - MIN_BAR_HEIGHT);
          return (
            <g key={point.attempt}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={PAD.top + plotHeight - top}
                rx="3"
                fill="#4338ca"
              />
              {timeline.length <= MAX_LABELLED_BARS && (
                <text x={x + barWidth / 2} y={top - 4} textAnchor="middle" fontSize="11" fill="#1e293b">
                  {formatPercentage(point.percentage)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-indigo-800">
          <Trans>Show the scores as a table</Trans>
        </summary>
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">
            <Trans>Your scores over time</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4">
                <Trans>Date</Trans>
              </th>
              <th scope="col" className="py-2 pr-4">
                <Trans>Exam</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans>Score</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {timeline.map((point) => (
              <tr key={point.attempt} className="border-t border-slate-200">
                <td className="py-2 pr-4">{formatDate(point.submitted_at)}</td>
                <td className="py-2 pr-4">{point.exam_title}</td>
                <td className="py-2">{formatPercentage(point.percentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
