import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CollegeAnalytics } from '@vidya/contract';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { StatCards } from '../../../components/ui/stat-cards';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useGetCollegeAnalyticsQuery } from '../api';
import { formatFigure, formatMonth } from '../college-figures';
import { CollegeNameLink } from '../components/college-cells';

type TopCollege = CollegeAnalytics['students_per_college']['top'][number];
type GrowthMonth = CollegeAnalytics['growth'][number];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/AdminDashboard/CollegeAnalytics`: the analytics object (docs/api.md): totals, approval, how
 * students spread over colleges, and sign-ups and approvals month by month, as tables a screen
 * reader can read.
 */
export function CollegeAnalyticsPage() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetCollegeAnalyticsQuery(undefined);
  const header = (
    <PageHeader
      title={t`College Analytics`}
      description={t`How many colleges there are, how many are approved, how students spread over them, and how sign-ups and approvals grew over the last 12 months.`}
    />
  );
  if (!isLoading && data === undefined) {
    return (
      <>
        {header}
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.collegeAnalyticsFetch}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  const rate = data === undefined ? '—' : formatNumber(data.approval_rate);
  const updated = data === undefined ? null : formatDateTime(data.last_updated);
  return (
    <>
      {header}
      <Section id="colleges-heading" title={t`Colleges`}>
        <StatCards
          isLoading={isLoading}
          items={[
            { label: t`All colleges`, value: formatFigure(data?.total) },
            {
              label: t`Registered`,
              value: formatFigure(data?.registered),
              detail: t`Approved: they can sign in.`,
            },
            {
              label: t`Pending`,
              value: formatFigure(data?.pending),
              detail: t`Waiting for an admin's approval.`,
            },
            { label: t`New in the last 30 days`, value: formatFigure(data?.new_30d) },
            {
              label: t`Approval rate`,
              value: t`${rate}%`,
              detail: t`Registered colleges out of all colleges.`,
            },
          ]}
        />
      </Section>
      <Section id="students-heading" title={t`Students per college`}>
        <StatCards
          isLoading={isLoading}
          items={[
            {
              label: t`Average per registered college`,
              value: formatFigure(data?.students_per_college.average),
            },
            {
              label: t`Students without a college`,
              value: formatFigure(data?.students_per_college.without_college),
            },
          ]}
        />
        {data !== undefined && (
          <div className="mt-6">
            <DataTable<TopCollege>
              caption={t`Registered colleges with the most students`}
              rows={data.students_per_college.top}
              getRowId={(college) => college.id}
              empty={t`No registered college has students yet.`}
              columns={[
                {
                  id: 'rank',
                  header: t`Rank`,
                  cell: (college) => formatNumber(data.students_per_college.top.indexOf(college) + 1),
                },
                { id: 'name', header: t`College`, cell: (college) => <CollegeNameLink college={college} /> },
                { id: 'students', header: t`Students`, cell: (college) => formatNumber(college.students) },
              ]}
            />
          </div>
        )}
      </Section>
      {data !== undefined && (
        <Section id="growth-heading" title={t`Growth over the last 12 months`}>
          <DataTable<GrowthMonth>
            caption={t`Colleges that signed up and were approved, month by month, oldest first`}
            rows={data.growth}
            getRowId={(month) => month.month}
            empty={t`No months to show.`}
            columns={[
              { id: 'month', header: t`Month`, cell: (month) => formatMonth(month.month) },
              { id: 'signed-up', header: t`Signed up`, cell: (month) => formatNumber(month.signed_up) },
              { id: 'approved', header: t`Approved`, cell: (month) => formatNumber(month.approved) },
            ]}
          />
          {updated !== null && (
            <p className="mt-3 text-sm text-slate-600">
              <Trans>Figures as of {updated}.</Trans>
            </p>
          )}
        </Section>
      )}
    </>
  );
}
