import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { ShortcutLinks } from '../../../components/ui/shortcut-links';
import { StatCards } from '../../../components/ui/stat-cards';
import { paths } from '../../../lib/paths';
import { useGetCollegeAnalyticsQuery } from '../api';
import { formatFigure } from '../college-figures';

const SHORTCUTS: { label: MessageDescriptor; description: MessageDescriptor; to: string }[] = [
  {
    label: msg`Pending Colleges`,
    description: msg`Approve or delete colleges waiting for approval.`,
    to: paths.admin.pendingColleges.href(),
  },
  {
    label: msg`Registered Colleges`,
    description: msg`Find an approved college and open its details.`,
    to: paths.admin.registeredColleges.href(),
  },
  {
    label: msg`College Analytics`,
    description: msg`Approval rate, students per college and growth.`,
    to: paths.admin.collegeAnalytics.href(),
  },
];

/** `/AdminDashboard/CollegeSection`: the colleges at a glance, and where to manage them. */
export function CollegeSectionPage() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetCollegeAnalyticsQuery(undefined);
  return (
    <>
      <PageHeader
        title={t`Colleges`}
        description={t`The colleges on the platform at a glance, and where to approve and manage them.`}
      />
      {!isLoading && data === undefined ? (
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.collegeAnalyticsFetch}
          onRetry={() => void refetch()}
        />
      ) : (
        <section aria-label={t`Colleges at a glance`}>
          <StatCards
            isLoading={isLoading}
            items={[
              { label: t`All colleges`, value: formatFigure(data?.total) },
              { label: t`Registered`, value: formatFigure(data?.registered) },
              { label: t`Waiting for approval`, value: formatFigure(data?.pending) },
              { label: t`New in the last 30 days`, value: formatFigure(data?.new_30d) },
            ]}
          />
        </section>
      )}
      <ShortcutLinks
        title={t`Manage colleges`}
        shortcuts={SHORTCUTS.map((shortcut) => ({
          label: t(shortcut.label),
          description: t(shortcut.description),
          to: shortcut.to,
        }))}
      />
    </>
  );
}
