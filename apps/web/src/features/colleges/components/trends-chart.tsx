import { useLingui } from '@lingui/react/macro';
import type { ExamPerformance } from '@vidya/contract';
import { LineChart } from '../../../components/line-chart';
import { formatPercentage } from '../../../components/performance-badge';
import { formatDate } from '../../../lib/format';

/** Indigo 700 and emerald 700: both meet 3:1 against white, as chart lines must. */
const AVERAGE_COLOUR = '#4338ca';
const PASS_RATE_COLOUR = '#047857';

/** The average and pass rate of each held exam over time; the page's table holds the same numbers. */
export function TrendsChart({ exams }: { exams: ExamPerformance[] }) {
  const { t } = useLingui();
  return (
    <LineChart
      heightClass="h-72"
      percentScale
      formatValue={formatPercentage}
      points={exams.map((exam) => ({
        label: formatDate(exam.date),
        title: exam.title,
        average: exam.average_percentage,
        passRate: exam.pass_rate,
      }))}
      tooltipLabel={(point) => `${String(point.title)} · ${point.label}`}
      lines={[
        { key: 'average', name: t`Average`, colour: AVERAGE_COLOUR },
        { key: 'passRate', name: t`Pass rate`, colour: PASS_RATE_COLOUR, dashes: '6 3' },
      ]}
    />
  );
}
