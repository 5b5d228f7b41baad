/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import {
  PAGE_SIZES,
  type BulkResult,
  type CollegeStudentCounts,
  type ExportFormat,
  type ManagedStudent,
  type Paginated,
  type StudentActionResult,
  type StudentDetail,
  type StudentOverview,
  type StudentSuspension,
  type StudentTab,
} from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';
import { downloadFile } from '../../lib/api/download-file';
import { toQueryString } from '../../lib/api/query-string';

/**
 * What an admin student list is narrowed by, as the URL keeps it ('' for "any"). The export takes
 * the same filters, without the page.
 */
export type StudentFilters = {
  tab: StudentTab;
  search: string;
  college: string;
  isActive: '' | 'true' | 'false';
  hasCollege: '' | 'true' | 'false';
  isApprovedByCollege: '' | 'true' | 'false';
};

export type StudentListArgs = StudentFilters & { page: number };

/** CollegeRegisteredStudents: a page of colleges with their students counted, 25 a page. */
export type CollegeCountsArgs = { page: number; search: string };

const filterQuery = (filters: StudentFilters) => ({
  // 'all' is the server's default: left out, so the URL the cache keys on stays short.
  tab: filters.tab === 'all' ? '' : filters.tab,
  search: filters.search.trim(),
  college: filters.college,
  is_active: filters.isActive,
  has_college: filters.hasCollege,
  is_approved_by_college: filters.isApprovedByCollege,
});

/**
 * The admin's student lists, the overview, one student's detail and the per-college counts. A
 * change to a student changes every one of them; deleting or approving students also moves the
 * college pages' counts, and deleting anonymises the student's payments.
 */
const studentAdminApi = courseDataApi.enhanceEndpoints({
  addTagTypes: [
    'ManagedStudents',
    'ManagedStudent',
    'StudentOverview',
    'CollegeStudentCounts',
    // The college pages' tags (college-management): their student counts move with these changes.
    'ManagedColleges',
    'ManagedCollege',
    'CollegeAnalytics',
  ],
});

const STUDENT_LISTS = ['ManagedStudents', 'StudentOverview', 'CollegeStudentCounts'] as const;
const COLLEGE_COUNTS = ['ManagedColleges', 'ManagedCollege', 'CollegeAnalytics'] as const;

const studentsChanged = (ids: number[]) => [
  ...STUDENT_LISTS,
  ...ids.map((id) => ({ type: 'ManagedStudent' as const, id })),
];

/** A change to who belongs to which college (approval, deletion): the college pages count them too. */
const membershipChanged = (ids: number[]) => [...studentsChanged(ids), ...COLLEGE_COUNTS];

export const studentManagementApi = studentAdminApi.injectEndpoints({
  endpoints: (build) => ({
    getStudents: build.query<Paginated<ManagedStudent>, StudentListArgs>({
      query: ({ page, ...filters }) =>
        `/admin-portal/students/${toQueryString({ page, page_size: PAGE_SIZES.adminStudents, ...filterQuery(filters) })}`,
      providesTags: ['ManagedStudents'],
    }),
    getStudentOverview: build.query<StudentOverview, undefined>({
      query: () => '/admin-portal/students/overview/',
      providesTags: ['StudentOverview'],
    }),
    getCollegeStudentCounts: build.query<Paginated<CollegeStudentCounts>, CollegeCountsArgs>({
      query: ({ page, search }) =>
        `/admin-portal/students/by-college/${toQueryString({ page, page_size: PAGE_SIZES.adminListLarge, search: search.trim() })}`,
      providesTags: ['CollegeStudentCounts'],
    }),
    getStudentDetail: build.query<StudentDetail, number>({
      query: (studentId) => `/admin-portal/students/${studentId}/`,
      providesTags: (_result, _error, studentId) => [{ type: 'ManagedStudent', id: studentId }],
    }),
    exportStudents: build.mutation<null, StudentFilters & { format: ExportFormat }>({
      queryFn: ({ format, ...filters }, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          `/admin-portal/students/export/${toQueryString({ ...filterQuery(filters), format })}`,
          `students.${format}`,
        ),
    }),
    suspendStudent: build.mutation<StudentSuspension, { studentId: number; reason: string }>({
      query: ({ studentId, reason }) => ({
        url: `/admin-portal/students/${studentId}/suspend/`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (result, _error, { studentId }) => (result ? studentsChanged([studentId]) : []),
    }),
    liftSuspension: build.mutation<StudentSuspension, number>({
      query: (studentId) => ({ url: `/admin-portal/students/${studentId}/lift-suspension/`, method: 'POST' }),
      invalidatesTags: (result, _error, studentId) => (result ? studentsChanged([studentId]) : []),
    }),
    approveStudent: build.mutation<StudentActionResult, number>({
      query: (studentId) => ({ url: `/admin-portal/students/${studentId}/approve/`, method: 'POST' }),
      invalidatesTags: (result, _error, studentId) => (result ? membershipChanged([studentId]) : []),
    }),
    deleteStudent: build.mutation<StudentActionResult, number>({
      query: (studentId) => ({ url: `/admin-portal/students/${studentId}/`, method: 'DELETE' }),
      invalidatesTags: (result, _error, studentId) =>
        result ? [...membershipChanged([studentId]), 'Payments'] : [],
    }),
    bulkApproveStudents: build.mutation<BulkResult, number[]>({
      query: (studentIds) => ({
        url: '/admin-portal/students/bulk-approve/',
        method: 'POST',
        body: { student_ids: studentIds },
      }),
      invalidatesTags: (result, _error, studentIds) => (result ? membershipChanged(studentIds) : []),
    }),
    bulkDeleteStudents: build.mutation<BulkResult, number[]>({
      query: (studentIds) => ({
        url: '/admin-portal/students/bulk-delete/',
        method: 'POST',
        body: { student_ids: studentIds },
      }),
      invalidatesTags: (result, _error, studentIds) =>
        result ? [...membershipChanged(studentIds), 'Payments'] : [],
    }),
  }),
});

export const {
  useGetStudentsQuery,
  useGetStudentOverviewQuery,
  useGetCollegeStudentCountsQuery,
  useGetStudentDetailQuery,
  useExportStudentsMutation,
  useSuspendStudentMutation,
  useLiftSuspensionMutation,
  useApproveStudentMutation,
  useDeleteStudentMutation,
  useBulkApproveStudentsMutation,
  useBulkDeleteStudentsMutation,
} = studentManagementApi;
