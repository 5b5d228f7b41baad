import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices, payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Executor, payment: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(payment).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

export async function findPayment(db: Executor, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

export async function findByOrder(db: Executor, provider: string, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, orderId)))
    .limit(1);
  return row;
}

/** An unpaid order of this student for this course with this provider, to reuse on a retry. */
export async function findOpenOrder(db: Executor, studentId: number, courseId: number, provider: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.studentId, studentId),
        eq(payments.courseId, courseId),
        eq(payments.provider, provider),
        eq(payments.status, 'created'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Marks the payment paid unless it already is; true for the call that did it. */
export async function markPaid(db: Executor, paymentId: number, providerPaymentId: string | null, at: Date) {
  const rows = await db
    .update(payments)
    .set({ status: 'paid', providerPaymentId, paidAt: at, failureReason: null })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function markFailed(db: Executor, paymentId: number, reason: string) {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

/** The buyer's state given at a resumed checkout replaces the one given before. */
export async function setBuyerState(db: Executor, payment: PaymentRow, buyerState: string | null) {
  if (buyerState === null || buyerState === payment.buyerState) return payment;
  const [row] = await db.update(payments).set({ buyerState }).where(eq(payments.id, payment.id)).returning();
  return row ?? payment;
}

/** A student's payments with their invoice numbers (null before one is issued). */
export async function listOfStudent(db: Executor, studentId: number) {
  return db
    .select({ payment: payments, invoiceNumber: invoices.invoiceNumber })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.studentId, studentId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
