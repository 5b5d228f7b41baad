import type { StudentProfile, StudentProfileUpdate } from '@vidya/contract';
import { api } from '../../lib/api/api';

/** The cache tag of the profile pages (lib/api/api.ts). */
const PROFILE_TAG = 'Profile';

export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStudentProfile: build.query<StudentProfile, undefined>({
      query: () => '/students/profile/',
      providesTags: [PROFILE_TAG],
    }),
    // Each change answers with the whole profile; invalidating refreshes every page that shows it.
    updateStudentProfile: build.mutation<StudentProfile, StudentProfileUpdate>({
      query: (body) => ({ url: '/students/profile/', method: 'PUT', body }),
      invalidatesTags: [PROFILE_TAG],
    }),
    uploadStudentPhoto: build.mutation<StudentProfile, File>({
      query: (photo) => {
        const body = new FormData();
        body.append('photo', photo);
        return { url: '/students/profile/photo/', method: 'POST', body };
      },
      invalidatesTags: [PROFILE_TAG],
    }),
    removeStudentPhoto: build.mutation<StudentProfile, undefined>({
      query: () => ({ url: '/students/profile/photo/', method: 'DELETE' }),
      invalidatesTags: [PROFILE_TAG],
    }),
  }),
});

export const {
  useGetStudentProfileQuery,
  useUpdateStudentProfileMutation,
  useUploadStudentPhotoMutation,
  useRemoveStudentPhotoMutation,
} = studentsApi;
