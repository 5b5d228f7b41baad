import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { StatCards } from '../../../components/ui/stat-cards';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useGetStudentOverviewQuery } from '../api';

const SHORTCUTS: { label: MessageDescriptor; description: MessageDescriptor; to: string }[] = [
  {
    label: msg`Student Management`,
    description: msg`Search every student, filter them, and approve or delete them together.`,
    to: paths.admin.studentManagement.href(),
  },
  {
    label: msg`All Students`,
    description: msg`Every student account, newest first.`,
    to: paths.admin.allStudents.href(),
  },
  {
    label: msg`Platform Students`,
    description: msg`Students who joined without a college.`,
    to: paths.admin.platformStudents.href(),
  },
  {
    label: msg`College Students`,
    description: msg`Students linked to a college.`,
    to: paths.admin.collegeStudents.href(),
  },
  {
    label: msg`Exam Approvals`,
    description: msg`Approve students on their college's behalf so they can take its exams.`,
    to: paths.admin.examApprovals.href(),
  },
  {
    label: msg`College Registered Students`,
    description: msg`Each registered college with its students counted.`,
    to: paths.admin.collegeRegisteredStudents.href(),
  },
];

/** A figure, or a dash while it is not there. */
const figure = (value: number | undefined): string => (value === undefined ? '—' : formatNumber(value));

/** "+12.5%", "−3%", "0%": growth with its sign, so a fall is not read as a rise. */
const formatGrowth = (value: number | undefined): string => {
  if (value === undefined) return '—';
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(rounded))}%`;
};

/** `/AdminDashboard/StudentSection`: the students at a glance, and where to manage them. */
export function StudentSectionPage() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetStudentOverviewQuery(undefined);
  const growth = formatGrowth(data?.growth_30d);
  return (
    <>
      <PageHeader
        title={t`Students`}
        description={t`The students on the platform at a glance, and where to find, approve and manage them.`}
      />
      {!isLoading && data === undefined ? (
        <QueryError error={error} fallback={FALLBACK_MESSAGES.studentsFetch} onRetry={() => void refetch()} />
      ) : (
        <section aria-label={t`Students at a glance`}>
          <StatCards
            isLoading={isLoading}
            items={[
              { label: t`All students`, value: figure(data?.total) },
              { label: t`With a college`, value: figure(data?.with_college) },
              { label: t`Platform students`, value: figure(data?.platform) },
              {
                label: t`Awaiting their college's approval`,
                value: figure(data?.awaiting_college_approval),
              },
              { label: t`Suspended`, value: figure(data?.suspended) },
              { label: t`New in the last 7 days`, value: figure(data?.new_7d) },
              {
                label: t`New in the last 30 days`,
                value: figure(data?.new_30d),
                detail: t`${growth} against the 30 days before`,
              },
            ]}
          />
        </section>
      )}
      <ShortcutLinks
        title={t`Manage students`}
        shortcuts={SHORTCUTS.map((shortcut) => ({
          label: t(shortcut.label),
          description: t(shortcut.description),
          to: shortcut.to,
        }))}
      />
    </>
  );
}
