// Razorpay Standard Checkout in the browser (D7): its script loaded once on demand, and its window typed
// narrowly for what the checkout and Profile → Subscriptions' Pay now use.
import type { PaymentProof } from '@chamak/shared/checkout';

const scriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string } };
};

/** Checkout's `config.display`: its own blocks of methods, their order, and what it hides. */
export type RazorpayDisplay = {
  blocks: Record<string, { name: string; instruments: { method: string }[] }>;
  sequence: string[];
  hide: { method: string; flows?: string[] }[];
  preferences: { show_default_blocks: boolean };
};

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  config: { display: RazorpayDisplay };
  handler: (response: PaymentProof) => void;
  modal: { ondismiss: () => void };
  /** The first payment of a subscription (decision 0326): Razorpay registers a mandate for the customer's renewals. */
  recurring?: 1;
  customer_id?: string;
};

export type RazorpayInstance = {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

const razorpayOf = () => (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay;

let loading: Promise<RazorpayConstructor> | null = null;

/** Resolves with window.Razorpay, adding the script tag once; a failed load may be retried. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const ready = razorpayOf();
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const loaded = razorpayOf();
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay did not start.'));
    };
    script.onerror = () => reject(new Error('Razorpay could not be loaded.'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    for (const tag of document.querySelectorAll(`script[src="${scriptUrl}"]`)) tag.remove();
    throw error;
  });
  return loading;
}
