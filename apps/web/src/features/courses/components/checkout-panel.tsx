import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutResponse, PaymentResult } from '@vidya/contract';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { IndianStatesList } from '../../../components/indian-states-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { formatRupees } from '../../../lib/format';
import { getBrandName } from '../../../lib/site-config';
import { useCheckoutWithStateMutation } from '../payment-documents-api';
import {
  useCompleteDemoPaymentMutation,
  useStartCheckoutMutation,
  useVerifyRazorpayPaymentMutation,
} from '../api';
import { loadRazorpayCheckout, type RazorpaySuccess } from '../razorpay-checkout';

type CheckoutPanelProps = {
  courseId: number;
  /** The order the server opened for this course. */
  checkout: CheckoutResponse;
  /** Why payment is needed, in the server's words ("This course costs ₹1,499. ..."). */
  notice: string;
  onPaid: (result: PaymentResult) => void;
  onCancel: () => void;
};

/**
 * Paying for a course. With the demo provider (no payment keys configured) it is a clearly
 * labelled test checkout where the student picks the outcome; with Razorpay, Razorpay's own
 * checkout opens and the server verifies its signature before enrolling.
 */
export function CheckoutPanel({
  courseId,
  checkout: initialCheckout,
  notice,
  onPaid,
  onCancel,
}: CheckoutPanelProps) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [checkout, setCheckout] = useState(initialCheckout);
  const [isPaying, setIsPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A declined payment is closed for good; trying again needs a new order.
  const [needsNewOrder, setNeedsNewOrder] = useState(false);
  const [startCheckout] = useStartCheckoutMutation();
  const [completeDemoPayment] = useCompleteDemoPaymentMutation();
  const [verifyRazorpayPayment] = useVerifyRazorpayPaymentMutation();
  const [checkoutWithState] = useCheckoutWithStateMutation();
  const statesListId = useId();
  // The buyer's state decides CGST + SGST or IGST on the invoice; the order learns it before paying.
  const [buyerState, setBuyerState] = useState('');
  const [sentState, setSentState] = useState('');
  const amount = formatRupees(checkout.amount);
  const isDemo = checkout.provider === 'demo';
  const paymentFailed = t`The payment could not be completed. Please try again.`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const settle = (result: PaymentResult) => {
    if (result.status === 'paid') {
      onPaid(result);
      return;
    }
    setFailure(result.detail);
    setNeedsNewOrder(true);
    setIsPaying(false);
  };

  const fail = (message: string) => {
    setFailure(message);
    setIsPaying(false);
  };

  const getOpenCheckout = async (): Promise<CheckoutResponse | null> => {
    const state = buyerState.trim();
    if (!needsNewOrder && (state === '' || state === sentState)) return checkout;
    const reopened =
      state === '' ? await startCheckout(courseId) : await checkoutWithState({ courseId, buyerState: state });
    if (reopened.error !== undefined) {
      fail(describeFailure(reopened.error, paymentFailed));
      return null;
    }
    setCheckout(reopened.data);
    setNeedsNewOrder(false);
    setSentState(state);
    return reopened.data;
  };

  const payOnDemo = async (outcome: 'success' | 'failure') => {
    setIsPaying(true);
    setFailure(null);
    const current = await getOpenCheckout();
    if (current === null) return;
    const result = await completeDemoPayment({ paymentId: current.payment_id, courseId, outcome });
    if (result.error !== undefined) fail(describeFailure(result.error, paymentFailed));
    else settle(result.data);
  };

  const confirmRazorpayPayment = async (paymentId: number, response: RazorpaySuccess) => {
    const result = await verifyRazorpayPayment({
      paymentId,
      courseId,
      body: {
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
      },
    });
    if (result.error !== undefined) fail(describeFailure(result.error, paymentFailed));
    else settle(result.data);
  };

  const payWithRazorpay = async () => {
    setIsPaying(true);
    setFailure(null);
    const current = await getOpenCheckout();
    if (current === null) return;
    let Razorpay;
    try {
      Razorpay = await loadRazorpayCheckout();
    } catch (error) {
      fail(error instanceof Error ? error.message : paymentFailed);
      return;
    }
    const razorpay = new Razorpay({
      key: current.key_id ?? '',
      amount: Math.round(current.amount * 100),
      currency: current.currency,
      order_id: current.order_id,
      name: getBrandName(),
      description: current.course.title,
      handler: (response) => void confirmRazorpayPayment(current.payment_id, response),
      modal: { ondismiss: () => setIsPaying(false) },
    });
    // Razorpay's window stays open after a declined card so the student can try another way.
    razorpay.on('payment.failed', (response) => {
      const reason = response.error.description;
      setFailure(t`Payment failed: ${reason}`);
    });
    razorpay.open();
  };

  return (
    <section aria-labelledby="checkout-heading" className="space-y-4">
      <h2
        id="checkout-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        <Trans>Checkout</Trans>
      </h2>
      <p className="text-sm text-slate-700">{notice}</p>
      {isDemo && (
        <div className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-bold">
            <FlaskConical aria-hidden="true" className="h-4 w-4" />
            <Trans>Test checkout</Trans>
          </p>
          <p className="mt-1 font-semibold">
            <Trans>Demo payment — no money is charged.</Trans>
          </p>
          <p className="mt-1">
            <Trans>No payment provider is set up on this server, so you choose how this payment ends.</Trans>
          </p>
        </div>
      )}
      <dl className="space-y-1 text-sm text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>
            <Trans>Course</Trans>
          </dt>
          <dd className="text-right font-medium text-slate-900">{checkout.course.title}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{amount}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd className="font-mono text-xs break-all text-slate-700">{checkout.order_id}</dd>
        </div>
      </dl>
      <TextField
        label={t`Your state or union territory`}
        hint={t`Printed on your GST invoice as the place of supply.`}
        autoComplete="address-level1"
        list={statesListId}
        value={buyerState}
        disabled={isPaying}
        onChange={(event) => setBuyerState(event.target.value)}
      />
      <IndianStatesList id={statesListId} />
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col gap-2">
        {isDemo ? (
          <>
            <Button isFullWidth disabled={isPaying} onClick={() => void payOnDemo('success')}>
              {isPaying ? t`Processing payment...` : t`Pay ${amount} (simulate success)`}
            </Button>
            <Button
              variant="secondary"
              isFullWidth
              disabled={isPaying}
              onClick={() => void payOnDemo('failure')}
            >
              <Trans>Simulate a failed payment</Trans>
            </Button>
          </>
        ) : (
          <Button isFullWidth disabled={isPaying} onClick={() => void payWithRazorpay()}>
            <CreditCard aria-hidden="true" className="h-4 w-4" />
            {isPaying ? t`Waiting for Razorpay...` : t`Pay ${amount} with Razorpay`}
          </Button>
        )}
        <Button variant="ghost" isFullWidth disabled={isPaying} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}
