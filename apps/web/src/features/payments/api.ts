import type { PaymentView } from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';

/** The cache tag (lib/api/course-tags.ts) of payments: a name, never shown. */
const PAYMENTS_TAG = 'Payments';

export const paymentsApi = courseDataApi.injectEndpoints({
  endpoints: (build) => ({
    /** Any student's payments, newest first (admins; spec §7 `GET /students/{id}/payments/`). */
    getStudentPayments: build.query<PaymentView[], number>({
      query: (studentId) => `/students/${studentId}/payments/`,
      providesTags: [PAYMENTS_TAG],
    }),
  }),
});

export const { useGetStudentPaymentsQuery } = paymentsApi;
