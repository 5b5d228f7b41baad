import { z } from 'zod';

export const PaymentProviderName = z.enum(['razorpay', 'demo']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const PaymentStatus = z.enum(['created', 'paid', 'failed']);

/**
 * What the buyer says at checkout: their state, the place of supply that decides whether the
 * invoice charges CGST + SGST (same state as the seller) or IGST (decision 029).
 */
export const CheckoutBody = z.strictObject({
  buyer_state: z.string().trim().min(2, 'Enter your state.').max(100).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

export const CheckoutResponse = z
  .object({
    payment_id: z.number().int(),
    provider: PaymentProviderName,
    order_id: z.string(),
    /** Rupees. */
    amount: z.number(),
    currency: z.literal('INR'),
    status: PaymentStatus,
    course: z.object({ id: z.number().int(), title: z.string() }),
    /** Razorpay's public key id for its checkout script; null for the demo provider. */
    key_id: z.string().nullable(),
  })
  .meta({ id: 'Checkout' });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const RazorpayVerifyBody = z.strictObject({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'The payment signature is malformed.'),
});
export type RazorpayVerifyBody = z.input<typeof RazorpayVerifyBody>;

export const DemoPaymentBody = z.strictObject({ outcome: z.enum(['success', 'failure']) });
export type DemoPaymentBody = z.input<typeof DemoPaymentBody>;

export const PaymentResult = z.object({
  detail: z.string(),
  status: PaymentStatus,
  enrollment_id: z.number().int().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

export const PaymentView = z
  .object({
    id: z.number().int(),
    course: z.number().int().nullable(),
    course_title: z.string(),
    provider: z.string(),
    order_id: z.string(),
    provider_payment_id: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
    status: PaymentStatus,
    failure_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    paid_at: z.iso.datetime().nullable(),
    /** As printed, e.g. `VID/2026-27/000042`; null until the payment is paid. */
    invoice_number: z.string().nullable(),
    /** The invoice PDF (student only), from the site root; null without an invoice. */
    invoice_url: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type PaymentView = z.infer<typeof PaymentView>;
