import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
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
import { JoinRequests } from '../components/join-requests';

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

/** `children`: what other areas add to the dashboard (the app puts the exam summary here). */
export function StudentHomePage({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const { data: profile, error, isLoading, refetch } = useGetStudentProfileQuery(undefined);

  if (isLoading) return <StudentDashboardSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title={t`Student Dashboard`} />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  const name = profile.full_name;
  return (
    <>
      <PageHeader title={t`Welcome back, ${name}`} description={<Trans>Your account at a glance.</Trans>} />
      {profile.is_suspended && (
        <Alert tone="error" className="mb-6">
          <Trans>Your account is suspended. Please contact support.</Trans>
        </Alert>
      )}
      <JoinRequests />
      <Card>
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
