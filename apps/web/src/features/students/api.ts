import type { StudentProfile } from '@vidya/contract';
import { api } from '../../lib/api/api';

export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStudentProfile: build.query<StudentProfile, undefined>({
      query: () => '/students/profile/',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetStudentProfileQuery } = studentsApi;
