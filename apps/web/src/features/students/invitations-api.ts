/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import type { InvitationActionResult, StudentInvitation } from '@vidya/contract';
import { api } from '../../lib/api/api';

/**
 * A student's join requests from colleges (issue #14). Accepting links the student to the
 * college, so the profile (its college and approval) and the exam lists (the college's exams open
 * to them now; `ExamLists` is the exams feature's tag) are read again too.
 */
const joinRequestsApi = api.enhanceEndpoints({ addTagTypes: ['JoinRequests', 'ExamLists'] });

export const joinRequestsEndpoints = joinRequestsApi.injectEndpoints({
  endpoints: (build) => ({
    getJoinRequests: build.query<StudentInvitation[], undefined>({
      query: () => '/students/invitations/',
      providesTags: ['JoinRequests'],
    }),
    acceptJoinRequest: build.mutation<InvitationActionResult, number>({
      query: (id) => ({ url: `/students/invitations/${id}/accept/`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['JoinRequests', 'Profile', 'ExamLists'] : []),
    }),
    declineJoinRequest: build.mutation<InvitationActionResult, number>({
      query: (id) => ({ url: `/students/invitations/${id}/decline/`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['JoinRequests'] : []),
    }),
  }),
});

export const { useGetJoinRequestsQuery, useAcceptJoinRequestMutation, useDeclineJoinRequestMutation } =
  joinRequestsEndpoints;
