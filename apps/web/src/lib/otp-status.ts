// Whether the shop offers sign-in by a one-time code (D25), on its own: the cart asks it to know where Proceed to
// Checkout goes, and must not carry the sign-in's schemas (and zod) for that. Types only from the shared module.
import type { OtpStatusReply } from '@chamak/shared/phone-sign-in';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/client.ts';
import { keys } from '../api/queries.ts';

/** GET /api/auth/otp/status: offered at all, and in sandbox (no message is sent; the code is fixed). */
export const otpStatusQuery = () =>
  queryOptions({
    queryKey: [...keys.all, 'otp-status'] as const,
    queryFn: ({ signal }) => request<OtpStatusReply>('/auth/otp/status', { signal }),
    // The shop's setting changes rarely; a page that asks again within minutes uses the answer it has.
    staleTime: 5 * 60_000,
    retry: 1,
  });
