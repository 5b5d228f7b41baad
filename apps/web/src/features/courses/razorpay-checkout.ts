import { t } from '@lingui/core/macro';

/** What Razorpay's checkout hands back after a payment, to be verified by the server. */
export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayOptions = {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};

type RazorpayFailure = { error: { description: string } };

type RazorpayCheckout = {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Said when the script cannot be had; in the language active at that moment. */
const loadFailed = () =>
  new Error(t`Razorpay's checkout could not be loaded. Check your connection and try again.`);

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Razorpay's checkout is a third-party script: it is fetched only when a payment actually goes
 * through Razorpay (never for the demo checkout, never on other pages), once per page load.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay !== undefined) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay === undefined ? reject(loadFailed()) : resolve(window.Razorpay));
    script.onerror = () => {
      script.remove();
      reject(loadFailed());
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later click may try again (the network may be back).
    loading = null;
    throw error;
  });
  return loading;
}
