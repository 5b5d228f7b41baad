import { FALLBACK_MESSAGES } from '@vidya/contract';
import type { ReactNode } from 'react';
import { PageHeader } from './ui/page-header';
import { QueryError } from './ui/query-error';
import { PersonalDetailsSkeleton } from './ui/skeleton';

/** What a profile page needs of its RTK Query fetch. */
type ProfileQuery<Profile> = {
  data?: Profile;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
};

/**
 * A page that edits one's own profile: its header, then the form (`children`) once the profile is
 * in; a skeleton while it loads, the failure and a retry when it could not be loaded.
 */
export function ProfilePage<Profile>({
  title,
  description,
  query: { data: profile, error, isLoading, refetch },
  children,
}: {
  title: string;
  description: string;
  query: ProfileQuery<Profile>;
  children: (profile: Profile) => ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {isLoading ? (
        <PersonalDetailsSkeleton />
      ) : profile === undefined ? (
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      ) : (
        children(profile)
      )}
    </>
  );
}
