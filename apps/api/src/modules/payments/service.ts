import type { CheckoutBody, CheckoutResponse, PaymentResult, PaymentView } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { refuseForbiddenText } from '../../lib/input-text.ts';
import { toRupees } from '../../lib/money.ts';
import { noticeMail } from '../../mail/templates.ts';
import { catalogueCache, coursesRepository as courses } from '../courses/index.ts';
import { priceNow, promotionState } from '../promotion/index.ts';
import { requireStudentId } from '../identity/index.ts';
import { findStudentAddressee } from '../students/index.ts';
import * as invoiceRepository from './invoice-repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { financialYearOf, formatInvoiceNumber, splitGst, toBasisPoints } from './invoice-rules.ts';
import * as repository from './repository.ts';

const DEMO_DECLINED = 'Declined on the demo checkout.';

const readableRupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function toPaymentView(row: repository.PaymentRow, invoiceNumber: string | null = null): PaymentView {
  return {
    id: row.id,
    course: row.courseId,
    course_title: row.courseTitle,
    provider: row.provider,
    order_id: row.providerOrderId,
    provider_payment_id: row.providerPaymentId,
    amount: toRupees(row.amountPaise),
    currency: row.currency,
    status: row.status,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    invoice_number: invoiceNumber,
    invoice_url: invoiceNumber === null ? null : `/api/payments/${row.id}/invoice/`,
  };
}

/**
 * Paid enrollment: an order is created with the provider, and the student is enrolled only once
 * the provider's confirmation is verified. Settling is idempotent, so a retried confirmation, a
 * replayed webhook or both arriving together enroll exactly once.
 */
export function createPaymentsService(ctx: AppContext) {
  const { db } = ctx.database;
  const provider = ctx.payments;

  const requireStudent = async (caller: AccessIdentity) => ({
    id: await requireStudentId(db, caller, 'Only students can pay for courses.'),
  });

  async function requireOwnPayment(caller: AccessIdentity, paymentId: number) {
    const student = await requireStudent(caller);
    const payment = await repository.findPayment(db, paymentId);
    if (!payment || payment.studentId !== student.id)
      throw notFound('payment_not_found', 'Payment not found.');
    return payment;
  }

  /**
   * The tax invoice of a payment that just became paid, in its transaction: the next number of
   * the financial year's series, seller from configuration, GST worked out of the price paid
   * (decision 029).
   */
  async function issueInvoice(
    tx: Executor,
    payment: repository.PaymentRow,
    studentId: number,
    providerPaymentId: string | null,
  ) {
    const buyer = await findStudentAddressee(tx, studentId);
    if (!buyer) return null;
    const { env } = ctx;
    const issuedAt = ctx.now();
    const financialYear = financialYearOf(issuedAt);
    const sequenceNumber = await invoiceRepository.takeNextNumber(tx, financialYear);
    const rate = toBasisPoints(env.GST_RATE_PERCENT);
    const invoice = await invoiceRepository.insertInvoice(tx, {
      paymentId: payment.id,
      financialYear,
      sequenceNumber,
      invoiceNumber: formatInvoiceNumber(env.INVOICE_PREFIX, financialYear, sequenceNumber),
      sellerName: env.INVOICE_SELLER_NAME,
      sellerAddress: env.INVOICE_SELLER_ADDRESS,
      sellerGstin: env.INVOICE_SELLER_GSTIN,
      sellerState: env.INVOICE_SELLER_STATE,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerState: payment.buyerState,
      courseTitle: payment.courseTitle,
      originalPricePaise: Math.max(payment.originalPricePaise ?? 0, payment.amountPaise),
      totalPaise: payment.amountPaise,
      ...splitGst(payment.amountPaise, rate, payment.buyerState, env.INVOICE_SELLER_STATE),
      gstRateBasisPoints: rate,
      providerPaymentId,
      issuedAt,
    });
    return { invoice, buyer };
  }

  /** The emailed receipt; a mail server that refuses it loses nothing (the invoice stays on Payments). */
  async function sendReceipt(
    invoice: invoiceRepository.InvoiceRow,
    buyer: NonNullable<Awaited<ReturnType<typeof findStudentAddressee>>>,
  ) {
    const message = noticeMail(ctx.branding, {
      to: buyer.email,
      language: buyer.language,
      notice: {
        kind: 'payment_receipt',
        name: buyer.name,
        courseTitle: invoice.courseTitle,
        invoiceNumber: invoice.invoiceNumber,
        amount: readableRupees(invoice.totalPaise),
        paymentId: invoice.providerPaymentId ?? String(invoice.paymentId),
        paymentsUrl: `${ctx.env.publicUrl}/StudentDashboard/Courses`,
      },
    });
    try {
      await ctx.mailer.send(message);
    } catch (error) {
      ctx.log.error({ err: error, to: message.to }, 'sending mail failed');
    }
  }

  async function settle(
    payment: repository.PaymentRow,
    providerPaymentId: string | null,
  ): Promise<PaymentResult> {
    let issued: Awaited<ReturnType<typeof issueInvoice>> = null;
    const result = await db.transaction(async (tx): Promise<PaymentResult> => {
      const isNewlyPaid = await repository.markPaid(tx, payment.id, providerPaymentId, ctx.now());
      if (isNewlyPaid && payment.studentId !== null) {
        issued = await issueInvoice(tx, payment, payment.studentId, providerPaymentId);
      }
      if (payment.studentId === null) {
        // The student deleted their account while the payment was on its way: it is kept, anonymised.
        return { detail: 'Payment received.', status: 'paid', enrollment_id: null };
      }
      if (payment.courseId === null) {
        return {
          detail: 'Payment received. The course no longer exists; contact us for a refund.',
          status: 'paid',
          enrollment_id: null,
        };
      }
      const { enrollment } = await courses.ensureEnrollment(tx, payment.studentId, payment.courseId);
      return {
        detail: `Payment received. You are enrolled in ${payment.courseTitle}.`,
        status: 'paid',
        enrollment_id: enrollment.id,
      };
    });
    if (payment.studentId !== null) catalogueCache(ctx).forgetEnrollments(payment.studentId);
    // Sent once the payment is committed, so no receipt goes out for a payment that rolled back.
    const receipt = issued as Awaited<ReturnType<typeof issueInvoice>>;
    if (receipt) await sendReceipt(receipt.invoice, receipt.buyer);
    return result;
  }

  return {
    /** Starts (or, on a retry, resumes) the checkout of a paid course. */
    async checkout(
      caller: AccessIdentity,
      courseId: number,
      body: CheckoutBody = {},
    ): Promise<CheckoutResponse> {
      const buyerState = body.buyer_state ?? null;
      const student = await requireStudent(caller);
      const course = await courses.findCourse(db, courseId, student.id);
      if (!course || !course.isActive) throw notFound('course_not_found', 'Course not found.');
      if (course.isEnrolled)
        throw new AppError('already_enrolled', 'You are already enrolled in this course.');
      if (course.pricePaise === 0)
        throw new AppError('course_is_free', 'This course is free: enroll directly.');
      // What the course sells at now: its list price once the promotion has ended (decision 027).
      const { pricePaise } = priceNow(course, await promotionState(ctx).pricesHold());

      const open = await repository.findOpenOrder(db, student.id, courseId, provider.name);
      const payment =
        open && open.amountPaise === pricePaise
          ? await repository.setBuyerState(db, open, buyerState)
          : await (async () => {
              const receipt = `s${student.id}-c${courseId}-${Date.now()}`;
              const { orderId } = await provider.createOrder({
                amountPaise: pricePaise,
                receipt,
                notes: { course_id: String(courseId), student_id: String(student.id) },
              });
              return repository.insertPayment(db, {
                studentId: student.id,
                courseId,
                courseTitle: course.title,
                provider: provider.name,
                providerOrderId: orderId,
                amountPaise: pricePaise,
                originalPricePaise: Math.max(course.originalPricePaise, course.pricePaise),
                buyerState,
              });
            })();
      return {
        payment_id: payment.id,
        provider: provider.name,
        order_id: payment.providerOrderId,
        amount: toRupees(payment.amountPaise),
        currency: 'INR',
        status: payment.status,
        course: { id: courseId, title: course.title },
        key_id: provider.publicKey,
      };
    },

    /** The browser's confirmation after Razorpay's checkout: enrolls only with a valid signature. */
    async confirmRazorpay(
      caller: AccessIdentity,
      paymentId: number,
      body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<PaymentResult> {
      const payment = await requireOwnPayment(caller, paymentId);
      const isGenuine =
        payment.provider === 'razorpay' &&
        provider.name === 'razorpay' &&
        body.razorpay_order_id === payment.providerOrderId &&
        provider.isPaymentSignatureValid(
          body.razorpay_order_id,
          body.razorpay_payment_id,
          body.razorpay_signature,
        );
      if (!isGenuine) {
        throw new AppError(
          'payment_unverified',
          'The payment could not be verified. If money left your account, contact us with the payment id.',
        );
      }
      return settle(payment, body.razorpay_payment_id);
    },

    /** The demo checkout's buttons: the paying student decides success or failure. */
    async completeDemo(
      caller: AccessIdentity,
      paymentId: number,
      outcome: 'success' | 'failure',
    ): Promise<PaymentResult> {
      const payment = await requireOwnPayment(caller, paymentId);
      if (payment.provider !== 'demo' || provider.name !== 'demo') {
        throw new AppError('payment_not_demo', 'This payment does not use the demo checkout.');
      }
      if (outcome === 'success') return settle(payment, `demo_pay_${payment.id}`);
      if (payment.status === 'paid') return settle(payment, payment.providerPaymentId);
      await repository.markFailed(db, payment.id, DEMO_DECLINED);
      return {
        detail: `Payment failed: ${DEMO_DECLINED} You have not been charged; try again.`,
        status: 'failed',
        enrollment_id: null,
      };
    },

    /** Razorpay webhooks: a captured payment or paid order settles; a failed one is recorded. */
    async handleRazorpayWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ detail: string }> {
      if (
        provider.name !== 'razorpay' ||
        !signature ||
        !provider.isWebhookSignatureValid(rawBody, signature)
      ) {
        throw new AppError('webhook_signature_invalid', 'Webhook signature is not valid.');
      }
      let event: {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string; error_description?: string } } };
      };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new AppError('webhook_body_invalid', 'Webhook body is not JSON.');
      }
      const entity = event.payload?.payment?.entity;
      if (!entity?.order_id) return { detail: 'Ignored: no payment in this event.' };
      // Parsed by hand, not by a route schema: what is looked up or stored follows the contract's
      // text rule (decision 014). Fields this handler ignores are not judged.
      const { id, order_id, error_description } = entity;
      refuseForbiddenText({ id, order_id, error_description }, 'payload.payment.entity');
      const payment = await repository.findByOrder(db, 'razorpay', entity.order_id);
      if (!payment) return { detail: 'Ignored: unknown order.' };
      if (event.event === 'payment.captured' || event.event === 'order.paid') {
        await settle(payment, entity.id ?? null);
        return { detail: 'Payment settled.' };
      }
      if (event.event === 'payment.failed') {
        await repository.markFailed(db, payment.id, entity.error_description ?? 'Payment failed.');
        return { detail: 'Payment failure recorded.' };
      }
      return { detail: 'Ignored event.' };
    },

    /** A student's payments: the student themself or an admin; anyone else gets 404. */
    async listOfStudent(caller: AccessIdentity, studentId: number): Promise<PaymentView[]> {
      if (caller.role === 'student') {
        const own = await requireStudent(caller);
        if (own.id !== studentId) throw notFound('student_not_found', 'Student not found');
      }
      return (await repository.listOfStudent(db, studentId)).map(({ payment, invoiceNumber }) =>
        toPaymentView(payment, invoiceNumber),
      );
    },

    /** The tax invoice of the student's own paid payment as a PDF; anyone else's is 404. */
    async invoicePdf(caller: AccessIdentity, paymentId: number) {
      const student = await requireStudent(caller);
      const invoice = await invoiceRepository.findInvoiceOfPayment(db, paymentId, student.id);
      if (!invoice) throw notFound('invoice_not_found', 'Invoice not found.');
      return {
        fileName: `invoice-${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`,
        pdf: await renderInvoicePdf(invoice, ctx.env.BRAND_NAME),
      };
    },
  };
}
