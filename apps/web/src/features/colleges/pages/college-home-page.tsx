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

const SHORTCUTS = [
  {
    label: 'Student Requests',
    description: 'Approve or reject students.',
    to: paths.college.students.href(),
  },
  {
    label: 'All Students',
    description: 'Everyone linked to your college.',
    to: paths.college.allStudents.href(),
  },
  {
    label: 'Create Exam',
    description: 'Schedule an exam for your students.',
    to: paths.college.createExam.href(),
  },
  { label: 'Scheduled Exams', description: 'Your upcoming exams.', to: paths.college.scheduledExams.href() },
  {
    label: 'College Details',
    description: 'Address, contact and website.',
    to: paths.college.details.href(),
  },
  { label: 'Your Plan', description: 'What your plan includes.', to: paths.college.yourPlan.href() },
];

export function CollegeHomePage() {
  const { data: profile, error, isLoading, refetch } = useGetCollegeProfileQuery(undefined);

  if (isLoading) return <PersonalDetailsSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title="College Dashboard" />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={profile.college_name} description="Your college at a glance." />
      {!profile.is_approved_by_admin && (
        <Alert tone="warning" className="mb-6">
          Your college is waiting for admin approval.
        </Alert>
      )}
      <Card>
        <h2 className="mb-5 text-lg font-semibold text-slate-900">College profile</h2>
        <CollegeProfileDetails profile={profile} />
      </Card>
      <ShortcutLinks title="Where to next" shortcuts={SHORTCUTS} />
    </>
  );
}
