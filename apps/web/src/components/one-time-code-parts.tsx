// The pieces of a form that sends a one-time code to a mobile number and takes it back: the field styles, the
// label, the message under a field, the spinner, the resend countdown and how a refusal reads. Shared by the
// sign-in by mobile number (phone-sign-in.tsx) and following an order by its number and mobile (/track-order).
import type { ErrorCode } from '@chamak/shared/error-codes';
import type { OtpRequestReply } from '@chamak/shared/phone-sign-in';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';

export const codeLength = 6;
export const genericError = 'Something went wrong. Please try again.';

export const control =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:ring-2 focus:outline-none';
export const okBorder = 'border-slate-300 focus:border-brand focus:ring-brand/25';
export const badBorder = 'border-red-500 focus:border-red-600 focus:ring-red-200';
export const primary =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
export const linkButton =
  'font-semibold text-brand hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline';

/** 9876543210 → '+91 98765 43210'. */
export const shown = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

export const channelLine: Record<OtpRequestReply['channel'], string> = {
  sms: 'Sent by SMS to',
  whatsapp: 'Sent on WhatsApp to',
  // The sandbox's notice above says no message goes out.
  test: 'The code for',
};

export function messageOf(error: unknown): { code: ErrorCode | null; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message || genericError };
  return { code: null, message: genericError };
}

/** Seconds left until `at` (a Date.now() time), ticking each second while there are some. */
export function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (at <= Date.now()) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
      <span aria-hidden="true">⚠</span>
      {text}
    </p>
  );
}

export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {children}
    </label>
  );
}
