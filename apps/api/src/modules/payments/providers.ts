import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@vidya/contract';

/** What checkout needs from a payment provider; a new provider implements this and nothing else. */
export type PaymentProvider = {
  name: PaymentProviderName;
  /** Public key the browser's checkout needs, if any. */
  publicKey: string | null;
  createOrder: (order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<{ orderId: string }>;
  /** True when the browser's payment confirmation is genuine. */
  isPaymentSignatureValid: (orderId: string, paymentId: string, signature: string) => boolean;
  /** True when a webhook body really comes from the provider. */
  isWebhookSignatureValid: (rawBody: Buffer, signature: string) => boolean;
};

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

function isSameHex(expected: string, actual: string): boolean {
  const left = Buffer.from(expected, 'hex');
  const right = Buffer.from(actual, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * Razorpay's documented scheme: orders are created with the REST API (basic auth), the checkout
 * returns `razorpay_signature` = HMAC-SHA256(key_secret, order_id + "|" + payment_id), and
 * webhooks carry `X-Razorpay-Signature` = HMAC-SHA256(webhook_secret, raw body).
 */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  fetch: typeof fetch;
}): PaymentProvider {
  return {
    name: 'razorpay',
    publicKey: options.keyId,
    createOrder: async ({ amountPaise, receipt, notes }) => {
      const response = await options.fetch('https://api.razorpay.com/v1/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`,
        },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Razorpay order creation failed with HTTP ${response.status}`);
      const order = (await response.json()) as { id?: unknown };
      if (typeof order.id !== 'string') throw new Error('Razorpay order response has no id');
      return { orderId: order.id };
    },
    isPaymentSignatureValid: (orderId, paymentId, signature) =>
      isSameHex(hmacHex(options.keySecret, `${orderId}|${paymentId}`), signature),
    isWebhookSignatureValid: (rawBody, signature) =>
      options.webhookSecret !== undefined && isSameHex(hmacHex(options.webhookSecret, rawBody), signature),
  };
}

/**
 * A clearly labelled test checkout for installations without payment keys: the person chooses
 * whether the payment succeeds. Nothing it "confirms" can be forged from outside, because its
 * outcome is decided by an authenticated call of the paying student, never by a signature.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    publicKey: null,
    createOrder: async () => ({ orderId: `demo_order_${randomBytes(9).toString('base64url')}` }),
    isPaymentSignatureValid: () => false,
    isWebhookSignatureValid: () => false,
  };
}
