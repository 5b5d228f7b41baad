import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentView } from '@vidya/contract';
import { DataTable, type DataColumn } from './data-table/data-table';
import { Badge, type BadgeTone } from './ui/badge';
import { formatDate, formatRupees } from '../lib/format';

const STATUS: Record<PaymentView['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  paid: { label: msg`Paid`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
  created: { label: msg`Not completed`, tone: 'warning' },
};

/** A payment's status badge, in the active language. */
function PaymentStatus({ status }: { status: PaymentView['status'] }) {
  const { t } = useLingui();
  return <Badge tone={STATUS[status].tone}>{t(STATUS[status].label)}</Badge>;
}

/** The checkout a payment went through; a provider's own name stays as it is. */
function PaymentProvider({ provider }: { provider: string }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a company's name
  const razorpay = 'Razorpay';
  return (
    <p>
      {provider === 'demo' ? <Trans>Demo checkout</Trans> : provider === 'razorpay' ? razorpay : provider}
    </p>
  );
}

const COLUMNS: DataColumn<PaymentView>[] = [
  {
    id: 'date',
    header: <Trans>Date</Trans>,
    className: 'px-4 py-3 whitespace-nowrap',
    cell: (payment) => formatDate(payment.paid_at ?? payment.created_at),
  },
  { id: 'course', header: <Trans>Course</Trans>, cell: (payment) => payment.course_title },
  {
    id: 'amount',
    header: <Trans>Amount</Trans>,
    className: 'px-4 py-3 whitespace-nowrap',
    cell: (payment) => formatRupees(payment.amount),
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    cell: (payment) => (
      <>
        <PaymentStatus status={payment.status} />
        {payment.failure_reason !== null && <p className="mt-1 text-slate-600">{payment.failure_reason}</p>}
      </>
    ),
  },
  {
    id: 'reference',
    header: <Trans>Reference</Trans>,
    cell: (payment) => (
      <>
        <PaymentProvider provider={payment.provider} />
        <p className="font-mono text-xs break-all text-slate-600">
          {payment.provider_payment_id ?? payment.order_id}
        </p>
      </>
    ),
  },
];

/**
 * A student's course payments, newest first, as the API lists them; `extraColumns` adds what only
 * one viewer gets (the student's invoice downloads).
 */
export function PaymentsTable({
  payments,
  caption,
  extraColumns = [],
}: {
  payments: PaymentView[];
  caption: string;
  extraColumns?: DataColumn<PaymentView>[];
}) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={caption}
      columns={extraColumns.length === 0 ? COLUMNS : [...COLUMNS, ...extraColumns]}
      rows={payments}
      getRowId={(payment) => payment.id}
      empty={t`No payments yet.`}
    />
  );
}
