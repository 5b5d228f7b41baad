import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADMIN_DASHBOARD_REFRESH_MS,
  GROWTH_PERIODS,
  type ActivityKind,
  type AdminDashboardAnalytics,
  type GrowthDay,
  type GrowthPeriod,
  type HealthStatus,
  type RecentActivityItem,
  type SystemHealth,
} from '@vidya/contract';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ACTION_LABELS } from '../../../components/audit-trail-table';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { formatPercentage } from '../../../components/performance-badge';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../../components/ui/details-list';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { StatCards, type StatItem } from '../../../components/ui/stat-cards';
import { formatDate, formatDateTime, formatNumber, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import {
  useGetAdminAnalyticsQuery,
  useGetGrowthMetricsQuery,
  useGetRecentActivityQuery,
  useGetSystemHealthQuery,
} from '../admin-dashboard-api';

const LineChart = lazy(() =>
  import('../../../components/line-chart').then((module) => ({ default: module.LineChart })),
);

const SHORTCUTS: { label: MessageDescriptor; description: MessageDescriptor; to: string }[] = [
  {
    label: msg`Student Management`,
    description: msg`Find, approve and suspend students.`,
    to: paths.admin.studentManagement.href(),
  },
  {
    label: msg`Pending Colleges`,
    description: msg`Colleges waiting for approval.`,
    to: paths.admin.pendingColleges.href(),
  },
  {
    label: msg`Registered Colleges`,
    description: msg`Approved colleges.`,
    to: paths.admin.registeredColleges.href(),
  },
  {
    label: msg`Manage Exams`,
    description: msg`Platform exams and their status.`,
    to: paths.admin.manageExams.href(),
  },
  { label: msg`Courses`, description: msg`Publish and manage courses.`, to: paths.admin.adminCourses.href() },
  {
    label: msg`Contact Messages`,
    description: msg`What visitors have written.`,
    to: paths.admin.contactManagement.href(),
  },
];

/** Every read refreshes every 5 minutes (spec §7, §9) and again when the admin comes back to the tab. */
const POLLING = { pollingInterval: ADMIN_DASHBOARD_REFRESH_MS, skipPollingIfUnfocused: true };

function useRefetchOnFocus(refetches: (() => unknown)[]) {
  useEffect(() => {
    const refetchAll = () => {
      if (document.visibilityState === 'visible') for (const refetch of refetches) refetch();
    };
    window.addEventListener('focus', refetchAll);
    document.addEventListener('visibilitychange', refetchAll);
    return () => {
      window.removeEventListener('focus', refetchAll);
      document.removeEventListener('visibilitychange', refetchAll);
    };
  });
}

function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </Card>
    </section>
  );
}

function useStatItems(analytics: AdminDashboardAnalytics | undefined): StatItem[] {
  const { t } = useLingui();
  const number = (value: number | undefined) => formatNumber(value ?? 0);
  const a = analytics;
  const newStudents = number(a?.students.new_30d);
  const growth = a?.students.growth_30d ?? null;
  const growthText = growth === null ? '' : `${growth > 0 ? '+' : ''}${formatPercentage(growth)}`;
  const pendingColleges = number(a?.colleges.pending);
  const approvalRate = formatPercentage(a?.colleges.approval_rate ?? 0);
  const published = number(a?.courses.published);
  const drafts = number(a?.courses.draft);
  const activeExams = number(a?.exams.active);
  const collegeExams = number(a?.exams.college_based);
  const detail = (text: string) => (a === undefined ? undefined : text);
  return [
    {
      label: t`Students`,
      value: number(a?.students.total),
      detail: detail(
        growth === null
          ? t`${newStudents} new in 30 days`
          : t`${newStudents} new in 30 days (${growthText} on the 30 days before)`,
      ),
    },
    {
      label: t`Colleges`,
      value: number(a?.colleges.total),
      detail: detail(t`${pendingColleges} pending · ${approvalRate} approved`),
    },
    {
      label: t`Courses`,
      value: number(a?.courses.total),
      detail: detail(t`${published} published · ${drafts} drafts`),
    },
    {
      label: t`Exams`,
      value: number(a?.exams.total),
      detail: detail(t`${activeExams} active · ${collegeExams} by colleges`),
    },
  ];
}

function Growth() {
  const { t } = useLingui();
  const [days, setDays] = useState<GrowthPeriod>(30);
  const { data, error, isLoading, refetch } = useGetGrowthMetricsQuery(days, POLLING);
  useRefetchOnFocus([refetch]);
  const periodLabels: Record<GrowthPeriod, string> = {
    30: t`Last 30 days`,
    90: t`Last 90 days`,
    365: t`Last 365 days`,
  };
  const points = (data?.series ?? []).map((day) => ({ ...day, label: formatDate(day.date) }));
  const columns: DataColumn<GrowthDay>[] = [
    { id: 'date', header: t`Date`, cell: (day) => formatDate(day.date) },
    { id: 'sign_ups', header: t`Sign-ups`, cell: (day) => formatNumber(day.sign_ups) },
    { id: 'enrollments', header: t`Enrollments`, cell: (day) => formatNumber(day.enrollments) },
    { id: 'exam_attempts', header: t`Exam attempts`, cell: (day) => formatNumber(day.exam_attempts) },
    { id: 'revenue', header: t`Revenue`, cell: (day) => formatRupees(day.revenue) },
  ];
  return (
    <Section
      id="dashboard-growth"
      title={t`Growth`}
      actions={
        <SelectField
          label={t`Period`}
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as GrowthPeriod)}
        >
          {GROWTH_PERIODS.map((period) => (
            <option key={period} value={period}>
              {periodLabels[period]}
            </option>
          ))}
        </SelectField>
      }
    >
      {data === undefined ? (
        isLoading ? (
          <SkeletonBlock className="h-64 w-full" />
        ) : (
          <QueryError
            error={error}
            fallback={t`Failed to fetch dashboard analytics`}
            onRetry={() => void refetch()}
          />
        )
      ) : (
        <>
          <div className="grid gap-6 xl:grid-cols-2">
            <figure className="space-y-2">
              <Suspense fallback={<SkeletonBlock className="h-64 w-full" />}>
                <LineChart
                  points={points}
                  showDots={false}
                  formatValue={formatNumber}
                  lines={[
                    { key: 'sign_ups', name: t`Sign-ups`, colour: '#4338ca' },
                    { key: 'enrollments', name: t`Enrollments`, colour: '#047857', dashes: '6 3' },
                    { key: 'exam_attempts', name: t`Exam attempts`, colour: '#b45309', dashes: '2 2' },
                  ]}
                />
              </Suspense>
              <figcaption className="text-sm text-slate-600">
                <Trans>
                  Sign-ups, enrollments and exam attempts each day. The table view lists the same numbers.
                </Trans>
              </figcaption>
            </figure>
            <figure className="space-y-2">
              <Suspense fallback={<SkeletonBlock className="h-64 w-full" />}>
                <LineChart
                  points={points}
                  showDots={false}
                  formatValue={formatRupees}
                  lines={[{ key: 'revenue', name: t`Revenue`, colour: '#be123c' }]}
                />
              </Suspense>
              <figcaption className="text-sm text-slate-600">
                <Trans>Revenue each day, in rupees. The table view lists the same numbers.</Trans>
              </figcaption>
            </figure>
          </div>
          <details className="rounded-xl border border-slate-200 p-3">
            <summary className="cursor-pointer font-medium text-slate-900">
              <Trans>Table view</Trans>
            </summary>
            <div className="mt-3">
              <DataTable
                caption={t`Sign-ups, enrollments, exam attempts and revenue each day, newest first`}
                columns={columns}
                rows={[...data.series].reverse()}
                getRowId={(day) => day.date}
                empty={t`Nothing happened in this period.`}
              />
            </div>
          </details>
        </>
      )}
    </Section>
  );
}

const KIND_LABELS: Record<ActivityKind, MessageDescriptor> = {
  audit: msg`Change by an admin or a college`,
  sign_up: msg`Student signed up`,
  college_registration: msg`College registered`,
  payment: msg`Payment received`,
  exam_held: msg`Exam held`,
};

const describeActivity = (item: RecentActivityItem): MessageDescriptor =>
  item.action ? ACTION_LABELS[item.action] : KIND_LABELS[item.kind];

function RecentActivity() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetRecentActivityQuery(page, POLLING);
  useRefetchOnFocus([refetch]);
  const columns: DataColumn<RecentActivityItem>[] = [
    { id: 'at', header: t`When`, cell: (item) => formatDateTime(item.at) },
    {
      id: 'kind',
      header: t`What`,
      // An audit row says what was done, in the audit trail's own words.
      cell: (item) => t(describeActivity(item)),
    },
    {
      id: 'subject',
      header: t`About`,
      cell: (item) => (
        <>
          {item.subject}
          {item.amount !== null && <> · {formatRupees(item.amount)}</>}
        </>
      ),
    },
    { id: 'actor', header: t`By`, cell: (item) => item.actor_email ?? '' },
  ];
  const currentPage = data?.current_page ?? page;
  const totalPages = data?.total_pages ?? 1;
  return (
    <Section id="dashboard-activity" title={t`Recent activity`}>
      {data === undefined || error !== undefined ? (
        isLoading ? (
          <SkeletonBlock className="h-40 w-full" />
        ) : (
          <QueryError
            error={error}
            fallback={t`Failed to fetch dashboard analytics`}
            onRetry={() => void refetch()}
          />
        )
      ) : (
        <>
          <DataTable
            caption={t`Recent activity, newest first, page ${currentPage} of ${totalPages}`}
            columns={columns}
            rows={data.results}
            getRowId={(item) => item.id}
            empty={t`Nothing has happened yet.`}
            isBusy={isFetching}
          />
          <Pagination
            page={data.current_page}
            totalPages={data.total_pages}
            onPageChange={setPage}
            label={t`Recent activity pages`}
          />
        </>
      )}
    </Section>
  );
}

const STATUS_TONES: Record<HealthStatus, BadgeTone> = {
  healthy: 'success',
  degraded: 'warning',
  down: 'danger',
};

function HealthDetails({ health }: { health: SystemHealth }) {
  const { t } = useLingui();
  const statusLabels: Record<HealthStatus, string> = {
    healthy: t`Healthy`,
    degraded: t`Degraded`,
    down: t`Down`,
  };
  const down = t`Down`;
  const p50 = formatNumber(health.responseTime.p50);
  const p95 = formatNumber(health.responseTime.p95);
  const errorRate = formatPercentage(health.errorRate);
  const requests = formatNumber(health.requests);
  const databaseMs = formatNumber(health.database.round_trip_ms ?? 0);
  const redisMs = formatNumber(health.redis.round_trip_ms ?? 0);
  const hours = Math.floor(health.uptime / 3600);
  const minutes = Math.floor((health.uptime % 3600) / 60);
  return (
    <>
      <p className="flex items-center gap-3 text-slate-700">
        <Trans>Status</Trans> <Badge tone={STATUS_TONES[health.status]}>{statusLabels[health.status]}</Badge>
      </p>
      <DetailsList
        items={[
          { label: t`Uptime`, value: t`${hours} h ${minutes} min` },
          {
            label: t`Response time (last 5 minutes)`,
            value: t`median ${p50} ms · 95th percentile ${p95} ms`,
          },
          {
            label: t`Server errors (last 5 minutes)`,
            value: t`${errorRate} of ${requests} requests`,
          },
          {
            label: t`Database`,
            value: health.database.round_trip_ms === null ? down : t`Up, ${databaseMs} ms`,
          },
          {
            label: t`Redis`,
            value:
              health.redis.status === 'not_configured'
                ? t`Not configured`
                : health.redis.round_trip_ms === null
                  ? down
                  : t`Up, ${redisMs} ms`,
          },
          {
            label: t`Mail`,
            value: health.mail.transport === 'smtp' ? t`Sent by SMTP` : t`Written to the outbox file`,
          },
        ]}
      />
    </>
  );
}

function Health() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetSystemHealthQuery(undefined, POLLING);
  useRefetchOnFocus([refetch]);
  return (
    <Section id="dashboard-health" title={t`System health`}>
      {data === undefined ? (
        isLoading ? (
          <SkeletonBlock className="h-40 w-full" />
        ) : (
          <QueryError
            error={error}
            fallback={t`Failed to fetch dashboard analytics`}
            onRetry={() => void refetch()}
          />
        )
      ) : (
        <HealthDetails health={data} />
      )}
    </Section>
  );
}

/**
 * `/AdminDashboard`: the platform at a glance (issue #15): four figures, growth charts with their
 * table view, recent activity and the API's health, all refreshed every 5 minutes and on focus.
 */
export function AdminHomePage() {
  const { t } = useLingui();
  const { data: analytics, error, isLoading, refetch } = useGetAdminAnalyticsQuery(undefined, POLLING);
  useRefetchOnFocus([refetch]);
  const statItems = useStatItems(analytics);
  const lastUpdated = analytics === undefined ? undefined : formatDateTime(analytics.system.last_updated);
  const shortcuts = SHORTCUTS.map(({ label, description, to }) => ({
    label: t(label),
    description: t(description),
    to,
  }));
  return (
    <>
      <PageHeader
        title={t`Admin Dashboard`}
        description={t`Run the platform: students, colleges, exams and courses.`}
      />
      <div className="space-y-6">
        {analytics === undefined && !isLoading ? (
          <QueryError
            error={error}
            fallback={t`Failed to fetch dashboard analytics`}
            onRetry={() => void refetch()}
          />
        ) : (
          <section aria-label={t`Platform figures`}>
            <StatCards items={statItems} isLoading={isLoading} />
            {lastUpdated !== undefined && (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>Figures as of {lastUpdated}.</Trans>
              </p>
            )}
          </section>
        )}
        <Growth />
        <div className="grid gap-6 xl:grid-cols-2">
          <RecentActivity />
          <Health />
        </div>
        <ShortcutLinks title={t`Jump to`} shortcuts={shortcuts} />
      </div>
    </>
  );
}
