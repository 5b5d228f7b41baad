/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import type {
  CollegeDashboardStats,
  CollegePerformance,
  CollegePerformanceQuery,
  ExportFormat,
  PerformanceFigure,
} from '@vidya/contract';
import { api } from '../../lib/api/api';
import { downloadFile } from '../../lib/api/download-file';
import { toQueryString } from '../../lib/api/query-string';

/** The dashboard's figures and CollegePerformance's (issue #14): read-only, refreshed on each visit. */
const performanceApi = api.enhanceEndpoints({ addTagTypes: ['CollegeDashboard', 'CollegePerformance'] });

export const collegePerformanceEndpoints = performanceApi.injectEndpoints({
  endpoints: (build) => ({
    getCollegeDashboardStats: build.query<CollegeDashboardStats, undefined>({
      query: () => '/colleges/admin/dashboard-stats/',
      providesTags: ['CollegeDashboard'],
      keepUnusedDataFor: 0,
    }),
    getCollegePerformance: build.query<CollegePerformance, CollegePerformanceQuery>({
      query: (range) => `/colleges/admin/performance/${toQueryString(range)}`,
      providesTags: ['CollegePerformance'],
      keepUnusedDataFor: 0,
    }),
    exportPerformanceFigure: build.mutation<
      null,
      CollegePerformanceQuery & { figure: PerformanceFigure; format: ExportFormat }
    >({
      queryFn: (args, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          `/colleges/admin/performance/export/${toQueryString(args)}`,
          `${args.figure}.${args.format}`,
        ),
    }),
  }),
});

export const {
  useGetCollegeDashboardStatsQuery,
  useGetCollegePerformanceQuery,
  useExportPerformanceFigureMutation,
} = collegePerformanceEndpoints;
