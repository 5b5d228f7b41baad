import { FALLBACK_MESSAGES } from '@vidya/contract';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../../components/ui/details-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { PersonalDetailsSkeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useGetStudentProfileQuery } from '../api';
import { CollegeApprovalBadge } from '../components/college-approval-badge';
import { PhotoEditor } from '../components/photo-editor';

const NOT_PROVIDED = 'Not provided';

/** /StudentDashboard/Profile: how the student appears, with their photo to change. */
export function ProfilePage() {
  const { data: profile, error, isLoading, refetch } = useGetStudentProfileQuery(undefined);

  if (isLoading) return <PersonalDetailsSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title="Profile" />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Profile"
        description="How you appear to your college and on your certificates."
        actions={
          <>
            <LinkButton to={paths.student.personalDetails.href()} variant="secondary">
              Edit personal details
            </LinkButton>
            <LinkButton to={paths.student.security.href()} variant="ghost">
              Security settings
            </LinkButton>
          </>
        }
      />
      <div className="space-y-6">
        <Card>
          <h2 className="sr-only">Photo</h2>
          <PhotoEditor profile={profile} />
          <div className="mt-6 border-t border-slate-200 pt-6">
            <p className="text-xl font-semibold text-slate-900">{profile.full_name}</p>
            <p className="mt-1 text-slate-600">
              {profile.headline ??
                'No headline yet. Add one in your personal details, e.g. “Final-year B.Tech, Computer Science”.'}
            </p>
          </div>
        </Card>
        <Card>
          <h2 className="mb-5 text-lg font-semibold text-slate-900">Account and college</h2>
          <DetailsList
            items={[
              { label: 'Email', value: profile.email },
              { label: 'Phone', value: profile.phone ?? NOT_PROVIDED },
              {
                label: 'College or university',
                value: profile.college_or_university ?? 'None: you study independently',
              },
              { label: 'College approval', value: <CollegeApprovalBadge profile={profile} /> },
              { label: 'Member since', value: formatDate(profile.date_joined) },
            ]}
          />
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">About you</h2>
          <p className="mt-3 whitespace-pre-line text-slate-700">
            {profile.biography ?? 'You have not written a biography yet.'}
          </p>
        </Card>
      </div>
    </>
  );
}
