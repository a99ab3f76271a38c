// Sign-in by a one-time code sent to a mobile number (D25): whether the shop offers it, sending a code and checking
// it. Shared by the login page, the cart (where Proceed to Checkout goes) and the checkout's first step.
import type { OtpRequestReply, OtpStatusReply, OtpVerifyReply } from '@chamak/shared/phone-sign-in';
import { request } from '../api/client.ts';

export { otpStatusQuery } from './otp-status.ts';
export type { OtpRequestReply, OtpStatusReply, OtpVerifyReply };

export const sendCode = (phone: string) => request<OtpRequestReply>('/auth/otp', { body: { phone } });

export const verifyCode = (phone: string, code: string) =>
  request<OtpVerifyReply>('/auth/otp/verify', { body: { phone, code } });
