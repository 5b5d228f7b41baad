/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import {
  PAGE_SIZES,
  type ContactMessage,
  type ContactMessageActionResult,
  type ContactMessageDeleted,
  type ContactMessageDetail,
  type ContactMessageUpdateBody,
  type ContactReplyBody,
  type ContactStatus,
  type Paginated,
} from '@vidya/contract';
import { api } from '../../lib/api/api';
import { toQueryString } from '../../lib/api/query-string';

/** A page of the inbox; the search is sent trimmed and only when non-empty, the status only when chosen. */
export type ContactListArgs = { page: number; search: string; status: ContactStatus | '' };

/**
 * The admins' inbox (issue #13). Opening a message marks it read on the server, so it refreshes
 * the list. A change answers the message as it is now: that goes into the open message's cache as
 * it is (fetching it again would mark it read, undoing "mark as unread"), and the list is fetched
 * again. A deleted message leaves the list.
 */
const contactAdminApi = api.enhanceEndpoints({ addTagTypes: ['ContactMessages'] });

export const contactManagementApi = contactAdminApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<Paginated<ContactMessage>, ContactListArgs>({
      query: ({ page, search, status }) =>
        `/contact/messages/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
          status,
        })}`,
      providesTags: ['ContactMessages'],
    }),
    openContactMessage: build.query<ContactMessageDetail, number>({
      query: (messageId) => `/contact/messages/${messageId}/`,
      async onQueryStarted(_messageId, { dispatch, queryFulfilled }) {
        const opened = await queryFulfilled.catch(() => null);
        if (opened !== null) dispatch(contactAdminApi.util.invalidateTags(['ContactMessages']));
      },
    }),
    updateContactMessage: build.mutation<
      ContactMessageActionResult,
      { messageId: number; change: ContactMessageUpdateBody }
    >({
      query: ({ messageId, change }) => ({
        url: `/contact/messages/${messageId}/`,
        method: 'PATCH',
        body: change,
      }),
      async onQueryStarted({ messageId }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered === null) return;
        dispatch(
          contactManagementApi.util.updateQueryData(
            'openContactMessage',
            messageId,
            () => answered.data.message,
          ),
        );
      },
      invalidatesTags: (result) => (result ? ['ContactMessages'] : []),
    }),
    replyToContactMessage: build.mutation<
      ContactMessageActionResult,
      { messageId: number; reply: ContactReplyBody }
    >({
      query: ({ messageId, reply }) => ({
        url: `/contact/messages/${messageId}/reply/`,
        method: 'POST',
        body: reply,
      }),
      async onQueryStarted({ messageId }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered === null) return;
        dispatch(
          contactManagementApi.util.updateQueryData(
            'openContactMessage',
            messageId,
            () => answered.data.message,
          ),
        );
      },
      invalidatesTags: (result) => (result ? ['ContactMessages'] : []),
    }),
    deleteContactMessage: build.mutation<ContactMessageDeleted, number>({
      query: (messageId) => ({ url: `/contact/messages/${messageId}/`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['ContactMessages'] : []),
    }),
  }),
});

export const {
  useGetContactMessagesQuery,
  useOpenContactMessageQuery,
  useUpdateContactMessageMutation,
  useReplyToContactMessageMutation,
  useDeleteContactMessageMutation,
} = contactManagementApi;
