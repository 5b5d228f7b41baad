import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type NextExam } from '@vidya/contract';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../../components/ui/details-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { StudentDashboardSkeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useGetStudentProfileQuery } from '../api';
import { CollegeApprovalBadge } from '../components/college-approval-badge';
import { DashboardStatCards } from '../components/dashboard-stat-cards';
import { JoinRequests } from '../components/join-requests';
import { StreakCard } from '../components/streak-card';
import { useGetStudentDashboardStatsQuery } from '../dashboard-api';

const SHORTCUTS: { label: MessageDescriptor; description: MessageDescriptor; to: string }[] = [
  {
    label: msg`Courses`,
    description: msg`Continue learning or find a new course.`,
    to: paths.student.courses.href(),
  },
  {
    label: msg`Examination`,
    description: msg`See the exams open to you.`,
    to: paths.student.examination.href(),
  },
  {
    label: msg`Certificates`,
    description: msg`Everything you have earned.`,
    to: paths.student.certificates.href(),
  },
  {
    label: msg`Performance`,
    description: msg`How your exams have gone.`,
    to: paths.student.performance.href(),
  },
  {
    label: msg`Personal Details`,
    description: msg`Your headline and biography.`,
    to: paths.student.personalDetails.href(),
  },
  {
    label: msg`Security`,
    description: msg`Your email address and password.`,
    to: paths.student.security.href(),
  },
];

/**
 * The student's dashboard: the four counters, the streak, the next exam, the courses to continue
 * and the profile. What other areas show comes from the app (app/pages/student-dashboard-home.tsx):
 * `nextExam` draws the next exam, `continueLearning` the courses in progress, and `children` goes
 * below the profile (the exam summary).
 */
export function StudentHomePage({
  children,
  nextExam,
  continueLearning,
}: {
  children?: ReactNode;
  nextExam?: (exam: NextExam | null) => ReactNode;
  continueLearning?: ReactNode;
}) {
  const { t } = useLingui();
  const { data: profile, error, isLoading, refetch } = useGetStudentProfileQuery(undefined);
  const stats = useGetStudentDashboardStatsQuery(undefined, { refetchOnMountOrArgChange: 60 });

  if (isLoading || stats.isLoading) return <StudentDashboardSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title={t`Student Dashboard`} />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  const name = profile.full_name;
  // Only a student the server knows to be new (nothing enrolled, no activity) is welcomed for the first time.
  const isNew = stats.data?.is_new_student === true;
  return (
    <>
      <PageHeader
        title={isNew ? t`Welcome, ${name}` : t`Welcome back, ${name}`}
        description={
          isNew ? (
            <Trans>Start with a course or an exam; your progress will show here.</Trans>
          ) : (
            <Trans>Your learning at a glance.</Trans>
          )
        }
      />
      {profile.is_suspended && (
        <Alert tone="error" className="mb-6">
          <Trans>Your account is suspended. Please contact support.</Trans>
        </Alert>
      )}
      <JoinRequests />
      {stats.data === undefined ? (
        <div className="mb-6">
          <QueryError
            error={stats.error}
            fallback={FALLBACK_MESSAGES.statsFetch}
            onRetry={() => void stats.refetch()}
          />
        </div>
      ) : (
        <DashboardStatCards stats={stats.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <StreakCard />
        {stats.data !== undefined && nextExam?.(stats.data.next_exam)}
      </div>
      {continueLearning}
      <Card className="mt-6">
        <h2 className="mb-5 text-lg font-semibold text-slate-900">
          <Trans>Your profile</Trans>
        </h2>
        <DetailsList
          items={[
            { label: t`Name`, value: profile.full_name },
            { label: t`Email`, value: profile.email },
            { label: t`College or university`, value: profile.college_or_university ?? t`Not provided` },
            { label: t`College approval`, value: <CollegeApprovalBadge profile={profile} /> },
            { label: t`Member since`, value: formatDate(profile.date_joined) },
          ]}
        />
      </Card>
      {children}
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
