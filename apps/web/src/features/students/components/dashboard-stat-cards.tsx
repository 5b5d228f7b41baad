import { Plural, useLingui } from '@lingui/react/macro';
import type { StudentDashboardStats } from '@vidya/contract';
import { StatCards } from '../../../components/ui/stat-cards';
import { formatNumber } from '../../../lib/format';
import { formatPercentage } from '../../../components/performance-badge';

/** The dashboard's four counters: courses enrolled, in progress and completed, and exams taken. */
export function DashboardStatCards({ stats }: { stats: StudentDashboardStats }) {
  const { t } = useLingui();
  const certificates = stats.certificates;
  const average = formatPercentage(stats.average_score);
  return (
    <section aria-label={t`Your learning at a glance`} className="mb-6">
      <StatCards
        items={[
          { label: t`Enrolled courses`, value: formatNumber(stats.enrolled_courses) },
          {
            label: t`In progress`,
            value: formatNumber(stats.in_progress_courses),
            detail: t`Started and not yet completed`,
          },
          {
            label: t`Completed`,
            value: formatNumber(stats.completed_courses),
            detail: <Plural value={certificates} one="# certificate" other="# certificates" />,
          },
          {
            label: t`Exams taken`,
            value: formatNumber(stats.exams_taken),
            detail: stats.exams_taken > 0 ? t`Average score ${average}` : undefined,
          },
        ]}
      />
    </section>
  );
}
