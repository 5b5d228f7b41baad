import type { PaymentView } from '@vidya/contract';
import { Badge, type BadgeTone } from './ui/badge';
import { formatDate, formatRupees } from '../lib/format';

const STATUS: Record<PaymentView['status'], { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  created: { label: 'Not completed', tone: 'warning' },
};

const PROVIDERS: Record<string, string> = { demo: 'Demo checkout', razorpay: 'Razorpay' };

/** A student's course payments, newest first, as the API lists them. */
export function PaymentsTable({ payments, caption }: { payments: PaymentView[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Course
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Reference
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {payments.map((payment) => {
            const status = STATUS[payment.status];
            return (
              <tr key={payment.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatDate(payment.paid_at ?? payment.created_at)}
                </td>
                <td className="px-4 py-3">{payment.course_title}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatRupees(payment.amount)}</td>
                <td className="px-4 py-3">
                  <Badge tone={status.tone}>{status.label}</Badge>
                  {payment.failure_reason !== null && (
                    <p className="mt-1 text-slate-600">{payment.failure_reason}</p>
                  )}
                </td>
                <td className="px-4 py-3">
                  <p>{PROVIDERS[payment.provider] ?? payment.provider}</p>
                  <p className="font-mono text-xs break-all text-slate-600">
                    {payment.provider_payment_id ?? payment.order_id}
                  </p>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
