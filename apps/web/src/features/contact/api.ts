import type { ContactMessageBody, DetailBody } from '@vidya/contract';
import { api } from '../../lib/api/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<DetailBody, ContactMessageBody>({
      query: (body) => ({ url: '/contact/messages/', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
