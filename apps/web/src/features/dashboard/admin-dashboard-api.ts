/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import type {
  AdminDashboardAnalytics,
  GrowthMetrics,
  GrowthPeriod,
  RecentActivityPage,
  SystemHealth,
} from '@vidya/contract';
import { api } from '../../lib/api/api';
import { toQueryString } from '../../lib/api/query-string';

/** The admin dashboard's four reads (issue #15): read-only, polled by the page every 5 minutes. */
const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['AdminDashboard'] });

export const adminDashboardEndpoints = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminAnalytics: build.query<AdminDashboardAnalytics, undefined>({
      query: () => '/admin-portal/dashboard/analytics/',
      providesTags: ['AdminDashboard'],
      keepUnusedDataFor: 0,
    }),
    getGrowthMetrics: build.query<GrowthMetrics, GrowthPeriod>({
      query: (days) => `/admin-portal/growth-metrics/${toQueryString({ days })}`,
      providesTags: ['AdminDashboard'],
      keepUnusedDataFor: 0,
    }),
    getRecentActivity: build.query<RecentActivityPage, number>({
      query: (page) => `/admin-portal/recent-activity/${toQueryString({ page })}`,
      providesTags: ['AdminDashboard'],
      keepUnusedDataFor: 0,
    }),
    getSystemHealth: build.query<SystemHealth, undefined>({
      query: () => '/admin-portal/system-health/',
      providesTags: ['AdminDashboard'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetAdminAnalyticsQuery,
  useGetGrowthMetricsQuery,
  useGetRecentActivityQuery,
  useGetSystemHealthQuery,
} = adminDashboardEndpoints;
