import type { PaymentView } from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';

export const paymentsApi = courseDataApi.injectEndpoints({
  endpoints: (build) => ({
    /** Any student's payments, newest first (admins; spec §7 `GET /students/{id}/payments/`). */
    getStudentPayments: build.query<PaymentView[], number>({
      query: (studentId) => `/students/${studentId}/payments/`,
      providesTags: ['Payments'],
    }),
  }),
});

export const { useGetStudentPaymentsQuery } = paymentsApi;
