import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CollegeDashboardStats } from '@vidya/contract';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { StatCards, type StatItem } from '../../../components/ui/stat-cards';
import { TextLink } from '../../../components/ui/text-link';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatPercentage } from '../../../components/performance-badge';
import { useGetCollegeProfileQuery } from '../api';
import { ExamCountdown } from '../components/exam-countdown';
import { PlanUsageMeters } from '../components/plan-usage-meters';
import { useGetCollegeDashboardStatsQuery } from '../performance-api';

const SHORTCUTS: { label: MessageDescriptor; description: MessageDescriptor; to: string }[] = [
  {
    label: msg`Student Requests`,
    description: msg`Approve or reject students.`,
    to: paths.college.students.href(),
  },
  {
    label: msg`All Students`,
    description: msg`Everyone linked to your college.`,
    to: paths.college.allStudents.href(),
  },
  {
    label: msg`Create Exam`,
    description: msg`Schedule an exam for your students.`,
    to: paths.college.createExam.href(),
  },
  {
    label: msg`Scheduled Exams`,
    description: msg`Your upcoming exams.`,
    to: paths.college.scheduledExams.href(),
  },
  {
    label: msg`Performance`,
    description: msg`Trends, badges and who needs attention.`,
    to: paths.college.performance.href(),
  },
  { label: msg`Your Plan`, description: msg`What your plan includes.`, to: paths.college.yourPlan.href() },
];

function useStatItems(stats: CollegeDashboardStats | undefined): StatItem[] {
  const { t } = useLingui();
  const count = (pick: (value: CollegeDashboardStats) => number) =>
    stats === undefined ? '' : formatNumber(pick(stats));
  const last = stats?.last_exam ?? null;
  return [
    {
      label: t`Pending requests`,
      value: count((value) => value.pending_requests),
      detail: <TextLink to={paths.college.students.href()}>{t`Review requests`}</TextLink>,
    },
    { label: t`Approved students`, value: count((value) => value.approved_students) },
    { label: t`Upcoming exams`, value: count((value) => value.upcoming_exams) },
    {
      label: t`Last exam's average`,
      value: last === null ? '—' : formatPercentage(last.average_percentage),
      detail: last === null ? t`No exam held yet.` : last.title,
    },
  ];
}

function NextExam({ stats }: { stats: CollegeDashboardStats }) {
  const next = stats.next_exam;
  if (next === null)
    return (
      <p className="text-slate-700">
        <Trans>
          No exam is scheduled. <TextLink to={paths.college.createExam.href()}>Create an exam</TextLink>
        </Trans>
      </p>
    );
  const title = next.title;
  const startsAt = formatDateTime(next.starts_at);
  return (
    <div className="space-y-3">
      <p className="text-slate-800">
        <Trans>
          <span className="font-semibold">{title}</span> starts {startsAt}.
        </Trans>
      </p>
      <ExamCountdown startsAt={next.starts_at} />
    </div>
  );
}

function LastExam({ stats }: { stats: CollegeDashboardStats }) {
  const { t } = useLingui();
  const last = stats.last_exam;
  if (last === null)
    return (
      <p className="text-slate-700">
        <Trans>Your first exam's figures will show here once students finish it.</Trans>
      </p>
    );
  const figures = [
    { label: t`Average`, value: formatPercentage(last.average_percentage) },
    { label: t`Pass rate`, value: formatPercentage(last.pass_rate) },
    { label: t`Participants`, value: formatNumber(last.participants) },
  ];
  const date = formatDateTime(last.date);
  return (
    <div className="space-y-3">
      <p className="text-slate-800">
        <TextLink to={paths.college.examDetails.href({ examId: String(last.exam) })}>{last.title}</TextLink>
        {' · '}
        {date}
      </p>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {last.is_open && (
        <p className="text-sm text-slate-700">
          <Trans>This exam is still open: its figures may still change.</Trans>
        </p>
      )}
    </div>
  );
}

function PlanSummary({ stats }: { stats: CollegeDashboardStats }) {
  const name = stats.plan.name;
  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        <Trans>
          {name} plan · <TextLink to={paths.college.yourPlan.href()}>See your plan</TextLink>
        </Trans>
      </p>
      <PlanUsageMeters usage={stats.plan.usage} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * `/CollegeDashboard`: the college at a glance (issue #14): requests waiting, approved students,
 * upcoming exams, a countdown to the next one, the last exam's figures, plan usage and shortcuts.
 */
export function CollegeHomePage() {
  const { t } = useLingui();
  const { data: profile } = useGetCollegeProfileQuery(undefined);
  const { data: stats, error, isLoading, refetch } = useGetCollegeDashboardStatsQuery(undefined);
  const statItems = useStatItems(stats);

  return (
    <>
      <PageHeader
        title={profile?.college_name ?? t`College Dashboard`}
        description={<Trans>Your college at a glance.</Trans>}
      />
      {profile !== undefined && !profile.is_approved_by_admin && (
        <Alert tone="warning" className="mb-6">
          <Trans>Your college is waiting for admin approval.</Trans>
        </Alert>
      )}
      {stats === undefined && !isLoading ? (
        <QueryError
          error={error}
          fallback={t`Your dashboard figures could not be loaded.`}
          onRetry={() => void refetch()}
        />
      ) : (
        <div className="space-y-6">
          <StatCards items={statItems} isLoading={isLoading} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={t`Next exam`}>
              {stats === undefined ? <SkeletonBlock className="h-20 w-full" /> : <NextExam stats={stats} />}
            </Section>
            <Section title={t`Last exam`}>
              {stats === undefined ? <SkeletonBlock className="h-20 w-full" /> : <LastExam stats={stats} />}
            </Section>
          </div>
          <Section title={t`Plan usage`}>
            {stats === undefined ? <SkeletonBlock className="h-24 w-full" /> : <PlanSummary stats={stats} />}
          </Section>
        </div>
      )}
      <ShortcutLinks
        title={t`Where to next`}
        shortcuts={SHORTCUTS.map((shortcut) => ({
          ...shortcut,
          label: t(shortcut.label),
          description: t(shortcut.description),
        }))}
      />
    </>
  );
}
