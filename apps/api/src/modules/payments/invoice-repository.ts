import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices, invoiceSeries, payments } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of a financial year's series. The upsert takes the series row's lock until the
 * payment's transaction ends, so concurrent payments queue here and a rolled-back payment gives
 * its number back: the series has no gaps and no duplicates.
 */
export async function takeNextNumber(tx: Executor, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.financialYear,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  if (!row) throw new Error('invoice_series upsert returned no row');
  return row.lastNumber;
}

export async function insertInvoice(tx: Executor, invoice: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('insert into invoices returned no row');
  return row;
}

/** The invoice of a student's payment; undefined when there is none or the payment is not theirs. */
export async function findInvoiceOfPayment(db: Executor, paymentId: number, studentId: number) {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(invoices.paymentId, paymentId), eq(payments.studentId, studentId)))
    .limit(1);
  return row?.invoice;
}
