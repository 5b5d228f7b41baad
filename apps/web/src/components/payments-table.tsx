import type { PaymentView } from '@vidya/contract';
import { DataTable, type DataColumn } from './data-table/data-table';
import { Badge, type BadgeTone } from './ui/badge';
import { formatDate, formatRupees } from '../lib/format';

const STATUS: Record<PaymentView['status'], { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  created: { label: 'Not completed', tone: 'warning' },
};

const PROVIDERS: Record<string, string> = { demo: 'Demo checkout', razorpay: 'Razorpay' };

const COLUMNS: DataColumn<PaymentView>[] = [
  {
    id: 'date',
    header: 'Date',
    className: 'px-4 py-3 whitespace-nowrap',
    cell: (payment) => formatDate(payment.paid_at ?? payment.created_at),
  },
  { id: 'course', header: 'Course', cell: (payment) => payment.course_title },
  {
    id: 'amount',
    header: 'Amount',
    className: 'px-4 py-3 whitespace-nowrap',
    cell: (payment) => formatRupees(payment.amount),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (payment) => (
      <>
        <Badge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</Badge>
        {payment.failure_reason !== null && <p className="mt-1 text-slate-600">{payment.failure_reason}</p>}
      </>
    ),
  },
  {
    id: 'reference',
    header: 'Reference',
    cell: (payment) => (
      <>
        <p>{PROVIDERS[payment.provider] ?? payment.provider}</p>
        <p className="font-mono text-xs break-all text-slate-600">
          {payment.provider_payment_id ?? payment.order_id}
        </p>
      </>
    ),
  },
];

/** A student's course payments, newest first, as the API lists them. */
export function PaymentsTable({ payments, caption }: { payments: PaymentView[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={payments}
      getRowId={(payment) => payment.id}
      empty="No payments yet."
    />
  );
}
