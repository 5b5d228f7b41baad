/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import {
  PAGE_SIZES,
  type BulkResult,
  type CollegeAcceptedStudent,
  type CollegeStudentCount,
  type CollegeStudentRequest,
  type ExportFormat,
  type Paginated,
  type StudentActionResult,
} from '@vidya/contract';
import { api } from '../../lib/api/api';
import { downloadFile } from '../../lib/api/download-file';
import { toQueryString } from '../../lib/api/query-string';

/** A page of one of the college's student lists. */
export type CollegeStudentListArgs = { page: number; search: string };

const listQuery = ({ page, search }: CollegeStudentListArgs) =>
  toQueryString({ page, page_size: PAGE_SIZES.adminListLarge, search: search.trim() });

/**
 * A college's own students (issue #14): the requests waiting for its approval and the students it
 * approved. Approving moves a student from one list to the other; rejecting and unlinking remove
 * them from the college, so each change refreshes both lists (and the count).
 */
const collegeStudentsApi = api.enhanceEndpoints({
  addTagTypes: ['CollegeStudentRequests', 'CollegeAcceptedStudents'],
});

const BOTH_LISTS = ['CollegeStudentRequests', 'CollegeAcceptedStudents'] as const;

export const collegeStudentsEndpoints = collegeStudentsApi.injectEndpoints({
  endpoints: (build) => ({
    getStudentRequests: build.query<Paginated<CollegeStudentRequest>, CollegeStudentListArgs>({
      query: (args) => `/colleges/admin/pending-requests/${listQuery(args)}`,
      providesTags: ['CollegeStudentRequests'],
    }),
    getAcceptedStudents: build.query<Paginated<CollegeAcceptedStudent>, CollegeStudentListArgs>({
      query: (args) => `/colleges/admin/accepted-students-list/${listQuery(args)}`,
      providesTags: ['CollegeAcceptedStudents'],
    }),
    getAcceptedStudentsCount: build.query<CollegeStudentCount, undefined>({
      query: () => '/colleges/admin/accepted-students-count/',
      providesTags: ['CollegeAcceptedStudents'],
    }),
    exportAcceptedStudents: build.mutation<null, { search: string; format: ExportFormat }>({
      queryFn: ({ search, format }, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          `/colleges/admin/accepted-students-export/${toQueryString({ search: search.trim(), format })}`,
          `college-students.${format}`,
        ),
    }),
    approveStudentRequest: build.mutation<StudentActionResult, { userId: number }>({
      query: ({ userId }) => ({
        url: '/colleges/admin/approve-student/',
        method: 'POST',
        body: { user_id: userId, is_approved_by_college: true },
      }),
      invalidatesTags: (result) => (result ? [...BOTH_LISTS] : []),
    }),
    rejectStudentRequest: build.mutation<StudentActionResult, { userId: number }>({
      query: ({ userId }) => ({
        url: '/colleges/admin/reject-student/',
        method: 'POST',
        body: { user_id: userId, is_approved_by_college: false },
      }),
      invalidatesTags: (result) => (result ? [...BOTH_LISTS] : []),
    }),
    unlinkStudent: build.mutation<StudentActionResult, { studentId: number }>({
      query: ({ studentId }) => ({
        url: '/colleges/admin/unlink-student/',
        method: 'POST',
        body: { student_id: studentId },
      }),
      invalidatesTags: (result) => (result ? [...BOTH_LISTS] : []),
    }),
    bulkApproveStudentRequests: build.mutation<BulkResult, number[]>({
      query: (studentIds) => ({
        url: '/colleges/admin/bulk-approve-students/',
        method: 'POST',
        body: { student_ids: studentIds },
      }),
      invalidatesTags: (result) => (result ? [...BOTH_LISTS] : []),
    }),
    bulkRejectStudentRequests: build.mutation<BulkResult, number[]>({
      query: (studentIds) => ({
        url: '/colleges/admin/bulk-reject-students/',
        method: 'POST',
        body: { student_ids: studentIds },
      }),
      invalidatesTags: (result) => (result ? [...BOTH_LISTS] : []),
    }),
  }),
});

export const {
  useGetStudentRequestsQuery,
  useGetAcceptedStudentsQuery,
  useGetAcceptedStudentsCountQuery,
  useExportAcceptedStudentsMutation,
  useApproveStudentRequestMutation,
  useRejectStudentRequestMutation,
  useUnlinkStudentMutation,
  useBulkApproveStudentRequestsMutation,
  useBulkRejectStudentRequestsMutation,
} = collegeStudentsEndpoints;
