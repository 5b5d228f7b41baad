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

const SHORTCUTS = [
  {
    label: 'Courses',
    description: 'Continue learning or find a new course.',
    to: paths.student.courses.href(),
  },
  { label: 'Examination', description: 'See the exams open to you.', to: paths.student.examination.href() },
  {
    label: 'Certificates',
    description: 'Everything you have earned.',
    to: paths.student.certificates.href(),
  },
  { label: 'Performance', description: 'How your exams have gone.', to: paths.student.performance.href() },
  {
    label: 'Personal Details',
    description: 'Your headline and biography.',
    to: paths.student.personalDetails.href(),
  },
  { label: 'Security', description: 'Your email address and password.', to: paths.student.security.href() },
];

/** `children`: what other areas add to the dashboard (the app puts the exam summary here). */
export function StudentHomePage({ children }: { children?: ReactNode }) {
  const { data: profile, error, isLoading, refetch } = useGetStudentProfileQuery(undefined);

  if (isLoading) return <StudentDashboardSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title="Student Dashboard" />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={`Welcome back, ${profile.full_name}`} description="Your account at a glance." />
      {profile.is_suspended && (
        <Alert tone="error" className="mb-6">
          Your account is suspended. Please contact support.
        </Alert>
      )}
      <Card>
        <h2 className="mb-5 text-lg font-semibold text-slate-900">Your profile</h2>
        <DetailsList
          items={[
            { label: 'Name', value: profile.full_name },
            { label: 'Email', value: profile.email },
            { label: 'College or university', value: profile.college_or_university ?? 'Not provided' },
            { label: 'College approval', value: <CollegeApprovalBadge profile={profile} /> },
            { label: 'Member since', value: formatDate(profile.date_joined) },
          ]}
        />
      </Card>
      {children}
      <ShortcutLinks title="Where to next" shortcuts={SHORTCUTS} />
    </>
  );
}
