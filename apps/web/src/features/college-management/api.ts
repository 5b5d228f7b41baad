/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import {
  PAGE_SIZES,
  type BulkResult,
  type CollegeActionResult,
  type CollegeAnalytics,
  type CollegeDetail,
  type ExportFormat,
  type ManagedCollege,
  type Paginated,
  type Plan,
  type PlanActionResult,
  type PlanBody,
} from '@vidya/contract';
import { api } from '../../lib/api/api';
import { downloadFile } from '../../lib/api/download-file';
import { toQueryString } from '../../lib/api/query-string';

/** A page of the pending or registered colleges; the search is sent only when non-empty (spec §5). */
export type CollegeQueueArgs = { page: number; search: string };

/**
 * The admin's college lists, one college's detail and the analytics. Approving or deleting a
 * college changes all three: it leaves the pending list (and enters the registered one), its
 * detail changes or goes, and every count moves.
 */
const collegeAdminApi = api.enhanceEndpoints({
  addTagTypes: ['ManagedColleges', 'ManagedCollege', 'CollegeAnalytics', 'Plans'],
});

const queueQuery = (list: 'pending' | 'registered', pageSize: number, { page, search }: CollegeQueueArgs) =>
  `/admin-portal/colleges/${list}/${toQueryString({ page, page_size: pageSize, search: search.trim() })}`;

/** Approving or deleting colleges also changes every college picker (lib/api/college-directory.ts). */
const collegesChanged = (ids: number[]) => [
  'ManagedColleges' as const,
  'CollegeAnalytics' as const,
  'CollegeDirectory' as const,
  ...ids.map((id) => ({ type: 'ManagedCollege' as const, id })),
];

export const collegeManagementApi = collegeAdminApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingColleges: build.query<Paginated<ManagedCollege>, CollegeQueueArgs>({
      query: (args) => queueQuery('pending', PAGE_SIZES.pendingColleges, args),
      providesTags: ['ManagedColleges'],
    }),
    getRegisteredColleges: build.query<Paginated<ManagedCollege>, CollegeQueueArgs>({
      query: (args) => queueQuery('registered', PAGE_SIZES.registeredColleges, args),
      providesTags: ['ManagedColleges'],
    }),
    getCollegeDetail: build.query<CollegeDetail, number>({
      query: (collegeId) => `/admin-portal/colleges/${collegeId}/`,
      providesTags: (_result, _error, collegeId) => [{ type: 'ManagedCollege', id: collegeId }],
    }),
    getCollegeAnalytics: build.query<CollegeAnalytics, undefined>({
      query: () => '/admin-portal/colleges/analytics/',
      providesTags: ['CollegeAnalytics'],
    }),
    approveCollege: build.mutation<CollegeActionResult, number>({
      query: (collegeId) => ({ url: `/admin-portal/colleges/${collegeId}/approve/`, method: 'POST' }),
      invalidatesTags: (result, _error, collegeId) => (result ? collegesChanged([collegeId]) : []),
    }),
    deleteCollege: build.mutation<CollegeActionResult, number>({
      query: (collegeId) => ({ url: `/admin-portal/colleges/${collegeId}/`, method: 'DELETE' }),
      invalidatesTags: (result, _error, collegeId) => (result ? collegesChanged([collegeId]) : []),
    }),
    bulkApproveColleges: build.mutation<BulkResult, number[]>({
      query: (collegeIds) => ({
        url: '/admin-portal/colleges/bulk-approve/',
        method: 'POST',
        body: { college_ids: collegeIds },
      }),
      invalidatesTags: (result, _error, collegeIds) => (result ? collegesChanged(collegeIds) : []),
    }),
    bulkDeleteColleges: build.mutation<BulkResult, number[]>({
      query: (collegeIds) => ({
        url: '/admin-portal/colleges/bulk-delete/',
        method: 'POST',
        body: { college_ids: collegeIds },
      }),
      invalidatesTags: (result, _error, collegeIds) => (result ? collegesChanged(collegeIds) : []),
    }),
    /** Every plan, cheapest first, to assign one to a college. */
    getPlans: build.query<Plan[], undefined>({
      query: () => '/admin-portal/plans/',
      providesTags: ['Plans'],
    }),
    /** A new plan (Plans page); every plan list and picker refreshes. */
    createPlan: build.mutation<PlanActionResult, PlanBody>({
      query: (body) => ({ url: '/admin-portal/plans/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Plans'] : []),
    }),
    /** Edits a plan: its limits change for every college on it, and their detail pages show it. */
    updatePlan: build.mutation<PlanActionResult, { planId: number; body: PlanBody }>({
      query: ({ planId, body }) => ({ url: `/admin-portal/plans/${planId}/`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Plans', 'ManagedCollege'] : []),
    }),
    /** Moves a college to a plan: its detail (plan and audit trail) changes. */
    assignCollegePlan: build.mutation<PlanActionResult, { collegeId: number; planId: number }>({
      query: ({ collegeId, planId }) => ({
        url: `/admin-portal/colleges/${collegeId}/plan/`,
        method: 'PUT',
        body: { plan_id: planId },
      }),
      invalidatesTags: (result, _error, { collegeId }) =>
        result ? [{ type: 'ManagedCollege' as const, id: collegeId }] : [],
    }),
    /** Exports the approved or the pending colleges the search picks, as CSV or Excel, to a download. */
    exportColleges: build.mutation<
      null,
      { list: 'pending' | 'registered'; search: string; format: ExportFormat }
    >({
      queryFn: ({ list, search, format }, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          `/admin-portal/colleges/export/${toQueryString({ is_approved: String(list === 'registered'), search: search.trim(), ordering: 'college_name', format })}`,
          `colleges.${format}`,
        ),
    }),
  }),
});

export const {
  useGetPendingCollegesQuery,
  useGetRegisteredCollegesQuery,
  useGetCollegeDetailQuery,
  useGetCollegeAnalyticsQuery,
  useApproveCollegeMutation,
  useDeleteCollegeMutation,
  useBulkApproveCollegesMutation,
  useBulkDeleteCollegesMutation,
  useExportCollegesMutation,
  useGetPlansQuery,
  useAssignCollegePlanMutation,
  useCreatePlanMutation,
  useUpdatePlanMutation,
} = collegeManagementApi;
