import { Trans, useLingui } from '@lingui/react/macro';
import type { Plan } from '@vidya/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { SkeletonRows } from '../../../components/data-table/skeleton-rows';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { formatNumber, formatRupees } from '../../../lib/format';
import { useGetPlansQuery } from '../api';
import { PlanFormDialog } from '../components/plan-form-dialog';

/** What the dialog is doing: creating a plan, editing one, or nothing. */
type Editing = { plan: Plan | null } | null;

/**
 * `/AdminDashboard/Plans` (issue #14, docs/plans.md): every plan, cheapest first, with its limits
 * and yearly price; an admin creates a plan or edits one in a dialog. Colleges get a plan on their
 * detail page.
 */
export function PlansPage() {
  const { t } = useLingui();
  const { data, error, isLoading, isFetching, refetch } = useGetPlansQuery(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);

  const limit = (value: number | null) => (value === null ? t`Unlimited` : formatNumber(value));
  const columns: DataColumn<Plan>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (plan) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{plan.name}</span>
          {plan.is_default && (
            <Badge>
              <Trans>Default for new colleges</Trans>
            </Badge>
          )}
        </span>
      ),
    },
    { id: 'students', header: t`Approved students`, cell: (plan) => limit(plan.max_approved_students) },
    { id: 'exams', header: t`Exams running at once`, cell: (plan) => limit(plan.max_running_exams) },
    { id: 'questions', header: t`Bank questions`, cell: (plan) => limit(plan.max_bank_questions) },
    {
      id: 'price',
      header: t`Yearly price`,
      cell: (plan) => (plan.yearly_price_paise === 0 ? t`Free` : formatRupees(plan.yearly_price_paise / 100)),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (plan) => {
        const name = plan.name;
        return (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t`Edit ${name}`}
            onClick={() => setEditing({ plan })}
          >
            {t`Edit`}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Plans`}
        description={t`What each plan allows a college and what it costs a year. Assign a plan on a college's page.`}
        actions={
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ plan: null });
            }}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            <Trans>New plan</Trans>
          </Button>
        }
      />
      <ListNoticeAlert notice={notice} />
      {isLoading ? (
        <SkeletonRows label={t`Loading plans`} />
      ) : data === undefined ? (
        <QueryError
          error={error}
          fallback={t`The plans could not be loaded.`}
          onRetry={() => void refetch()}
        />
      ) : (
        <DataTable
          caption={t`Plans, cheapest first`}
          columns={columns}
          rows={data}
          getRowId={(plan) => plan.id}
          empty={t`No plan yet.`}
          isBusy={isFetching}
        />
      )}
      {editing !== null && (
        <PlanFormDialog
          plan={editing.plan}
          onClose={() => setEditing(null)}
          onSaved={(detail) => {
            setEditing(null);
            setNotice({ tone: 'success', text: detail });
          }}
        />
      )}
    </>
  );
}
