import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { PersonalDetailsSkeleton } from '../../../components/ui/skeleton';
import { useGetCollegeProfileQuery } from '../api';
import { CollegeProfileDetails } from '../components/college-profile-details';

/** /CollegeDashboard/CollegeProfile: the college as students and our team see it. */
export function CollegeProfilePage() {
  const { t } = useLingui();
  const { data: profile, error, isLoading, refetch } = useGetCollegeProfileQuery(undefined);

  if (isLoading) return <PersonalDetailsSkeleton />;
  if (profile === undefined) {
    return (
      <>
        <PageHeader title={t`College Profile`} />
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t`College Profile`}
        description={
          <Trans>Students see your college's name, city and state when they choose it at sign-up.</Trans>
        }
        actions={
          <>
            <LinkButton to={paths.college.details.href()} variant="secondary">
              <Trans>Edit college details</Trans>
            </LinkButton>
            <LinkButton to={paths.college.security.href()} variant="ghost">
              <Trans>Security settings</Trans>
            </LinkButton>
          </>
        }
      />
      {!profile.is_approved_by_admin && (
        <Alert tone="warning" className="mb-6">
          <Trans>
            Your college is waiting for admin approval. Students can choose it once it is approved.
          </Trans>
        </Alert>
      )}
      <Card>
        <h2 className="mb-5 text-xl font-semibold text-slate-900">{profile.college_name}</h2>
        <CollegeProfileDetails profile={profile} />
      </Card>
    </>
  );
}
