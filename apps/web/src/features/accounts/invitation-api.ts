import type { InvitationPreview, InvitationSignUpBody, VerifyOtpResponse } from '@vidya/contract';
import { api } from '../../lib/api/api';
import { toQueryString } from '../../lib/api/query-string';

/** Signing up through a college's invitation code (issue #14): what the code opens, then the account. */
export const invitationSignUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitationPreview: build.query<InvitationPreview, string>({
      query: (code) => `/students/invitations/preview/${toQueryString({ code })}`,
    }),
    signUpWithInvitation: build.mutation<VerifyOtpResponse, InvitationSignUpBody>({
      query: (body) => ({ url: '/students/register/invitation/', method: 'POST', body }),
    }),
  }),
});

export const { useGetInvitationPreviewQuery, useSignUpWithInvitationMutation } = invitationSignUpApi;
