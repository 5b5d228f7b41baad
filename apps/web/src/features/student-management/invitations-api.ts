/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import {
  PAGE_SIZES,
  type CollegeInvitation,
  type InvitationActionResult,
  type InvitationImportReport,
  type InvitationStatus,
  type Paginated,
} from '@vidya/contract';
import { api } from '../../lib/api/api';
import { toQueryString } from '../../lib/api/query-string';

export type InvitationListArgs = { page: number; search: string; status: InvitationStatus | '' };

/**
 * A college's invitations (issue #14): checking and sending a file, the list of what it sent,
 * resending and revoking. Sending or revoking changes the list; a student who joins shows in All
 * Students, which the invitation list's reload cannot know about, so it is left to its own tag.
 */
const invitationsApi = api.enhanceEndpoints({ addTagTypes: ['CollegeInvitations'] });

export const collegeInvitationsEndpoints = invitationsApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitations: build.query<Paginated<CollegeInvitation>, InvitationListArgs>({
      query: ({ page, search, status }) =>
        `/colleges/admin/invitations/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
          status,
        })}`,
      providesTags: ['CollegeInvitations'],
    }),
    importInvitations: build.mutation<InvitationImportReport, { file: File; isDryRun: boolean }>({
      query: ({ file, isDryRun }) => {
        const body = new FormData();
        body.append('file', file);
        return {
          url: `/colleges/admin/invitations/import/${toQueryString({ dry_run: isDryRun ? 'true' : 'false' })}`,
          method: 'POST',
          body,
        };
      },
      invalidatesTags: (result) => (result && !result.dry_run ? ['CollegeInvitations'] : []),
    }),
    resendInvitation: build.mutation<InvitationActionResult, number>({
      query: (id) => ({ url: `/colleges/admin/invitations/${id}/resend/`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['CollegeInvitations'] : []),
    }),
    revokeInvitation: build.mutation<InvitationActionResult, number>({
      query: (id) => ({ url: `/colleges/admin/invitations/${id}/`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['CollegeInvitations'] : []),
    }),
  }),
});

export const {
  useGetInvitationsQuery,
  useImportInvitationsMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = collegeInvitationsEndpoints;
