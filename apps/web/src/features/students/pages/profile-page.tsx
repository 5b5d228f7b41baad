import { Trans, useLingui } from '@lingui/react/macro';
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

/** /StudentDashboard/Profile: how the student appears, with their photo to change. */
export function ProfilePage() {
  const { t } = useLingui();
  const { data: profile, error, isLoading, refetch } = useGetStudentProfileQuery(undefined);

  if (isLoading) return <PersonalDetailsSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title={t`Profile`} />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Profile`}
        description={<Trans>How you appear to your college and on your certificates.</Trans>}
        actions={
          <>
            <LinkButton to={paths.student.personalDetails.href()} variant="secondary">
              <Trans>Edit personal details</Trans>
            </LinkButton>
            <LinkButton to={paths.student.security.href()} variant="ghost">
              <Trans>Security settings</Trans>
            </LinkButton>
          </>
        }
      />
      <div className="space-y-6">
        <Card>
          <h2 className="sr-only">
            <Trans>Photo</Trans>
          </h2>
          <PhotoEditor profile={profile} />
          <div className="mt-6 border-t border-slate-200 pt-6">
            <p className="text-xl font-semibold text-slate-900">{profile.full_name}</p>
            <p className="mt-1 text-slate-600">
              {profile.headline ?? (
                <Trans>
                  No headline yet. Add one in your personal details, e.g. “Final-year B.Tech, Computer
                  Science”.
                </Trans>
              )}
            </p>
          </div>
        </Card>
        <Card>
          <h2 className="mb-5 text-lg font-semibold text-slate-900">
            <Trans>Account and college</Trans>
          </h2>
          <DetailsList
            items={[
              { label: t`Email`, value: profile.email },
              { label: t`Phone`, value: profile.phone ?? t`Not provided` },
              {
                label: t`College or university`,
                value: profile.college_or_university ?? t`None: you study independently`,
              },
              { label: t`College approval`, value: <CollegeApprovalBadge profile={profile} /> },
              { label: t`Member since`, value: formatDate(profile.date_joined) },
            ]}
          />
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>About you</Trans>
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-700">
            {profile.biography ?? <Trans>You have not written a biography yet.</Trans>}
          </p>
        </Card>
      </div>
    </>
  );
}
