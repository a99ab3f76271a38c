// Sign-in by a one-time code sent to a mobile number (D25): whether the shop offers it, sending a code and checking
// it. Shared by the login page, the cart (where Proceed to Checkout goes) and the checkout's first step.
import {
  type OtpRequestReply,
  type OtpStatusReply,
  type OtpVerifyReply,
  sandboxCode,
} from '@chamak/shared/phone-sign-in';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/client.ts';
import { keys } from '../api/queries.ts';

export type { OtpRequestReply, OtpStatusReply, OtpVerifyReply };

/** What the sandbox says instead of sending a message (its code is always the same). */
export const sandboxNotice = `Test mode: messages are not sent. Your code is ${sandboxCode}`;

/** GET /api/auth/otp/status: offered at all, and in sandbox (no message is sent; the code is fixed). */
export const otpStatusQuery = () =>
  queryOptions({
    queryKey: [...keys.all, 'otp-status'] as const,
    queryFn: ({ signal }) => request<OtpStatusReply>('/auth/otp/status', { signal }),
    // The shop's setting changes rarely; a page that asks again within minutes uses the answer it has.
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const sendCode = (phone: string) => request<OtpRequestReply>('/auth/otp', { body: { phone } });

export const verifyCode = (phone: string, code: string) =>
  request<OtpVerifyReply>('/auth/otp/verify', { body: { phone, code } });
