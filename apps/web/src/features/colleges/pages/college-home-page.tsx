import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { PersonalDetailsSkeleton } from '../../../components/ui/skeleton';
import { useGetCollegeProfileQuery } from '../api';
import { CollegeProfileDetails } from '../components/college-profile-details';

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
    label: msg`College Details`,
    description: msg`Address, contact and website.`,
    to: paths.college.details.href(),
  },
  { label: msg`Your Plan`, description: msg`What your plan includes.`, to: paths.college.yourPlan.href() },
];

export function CollegeHomePage() {
  const { t } = useLingui();
  const { data: profile, error, isLoading, refetch } = useGetCollegeProfileQuery(undefined);

  if (isLoading) return <PersonalDetailsSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title={t`College Dashboard`} />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={profile.college_name} description={<Trans>Your college at a glance.</Trans>} />
      {!profile.is_approved_by_admin && (
        <Alert tone="warning" className="mb-6">
          <Trans>Your college is waiting for admin approval.</Trans>
        </Alert>
      )}
      <Card>
        <h2 className="mb-5 text-lg font-semibold text-slate-900">
          <Trans>College profile</Trans>
        </h2>
        <CollegeProfileDetails profile={profile} />
      </Card>
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
