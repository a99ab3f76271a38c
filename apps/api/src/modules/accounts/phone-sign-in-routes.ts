// Sign-in by mobile number (D25, D26, decision 0316): ask for a code, type it back, and whether the shop offers it.
import { errorReply } from '@chamak/shared/common';
import {
  type OtpLimitReply,
  otpRequestBody,
  otpRequestReply,
  otpStatusReply,
  otpVerifyBody,
  otpVerifyReply,
} from '@chamak/shared/phone-sign-in';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '../../plugins/rate-limits.ts';
import {
  type AdmitCode,
  CodeLimited,
  otpStatus,
  type PhoneSignInCtx,
  requestCode,
  verifyCode,
} from './phone-sign-in.ts';
import { askedLanguage } from './shopper-language.ts';

/**
 * Answers a request for a code (to sign in, or to follow an order): the reply, or 429 when a limit refuses it, with
 * the wait in the body for the page (otpLimitReply: errorReply and retryAfterSeconds, which the documented schema
 * would strip, hence the plain serializer) and in Retry-After for any client. A refusal answers the sent reply,
 * as a route handler may.
 */
export async function answerCodeRequest<T>(reply: FastifyReply, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof CodeLimited)) throw error;
    const body: OtpLimitReply = {
      message: error.message,
      code: 'OTP_LIMIT',
      retryAfterSeconds: error.retryAfterSeconds,
    };
    return reply
      .code(429)
      .header('retry-after', String(error.retryAfterSeconds))
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(body) as never;
  }
}

/** `admit` is the message gate (notify sits above accounts, so the app hands it in). */
export const phoneSignInRoutes: FastifyPluginAsyncZod<{ admit: AdmitCode }> = async (app, options) => {
  const perIp = limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' });
  const ctx = (): PhoneSignInCtx => ({
    db: app.ctx.db,
    tokens: app.ctx.tokens,
    clock: app.ctx.clock,
    log: app.log,
    store: app.failureStore,
    sms: app.ctx.phone.sms,
    whatsapp: app.config.phone.whatsapp,
    sandbox: app.config.otpSandbox,
    admit: options.admit,
  });

  app.get(
    '/auth/otp/status',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Whether sign-in by mobile number is offered, and whether it runs in test mode (code 123456)',
        response: { 200: otpStatusReply },
      },
    },
    () => otpStatus(ctx()),
  );

  app.post(
    '/auth/otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit sign-in code to an Indian mobile number (the same answer for every number)',
        body: otpRequestBody,
        response: {
          200: otpRequestReply,
          400: errorReply,
          429: errorReply,
          502: errorReply,
          503: errorReply,
        },
      },
      preHandler: perIp,
    },
    (request, reply) => answerCodeRequest(reply, () => requestCode(ctx(), request.body.phone, request.ip)),
  );

  app.post(
    '/auth/otp/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with the code: the account of the number, made when the number is new',
        body: otpVerifyBody,
        response: { 200: otpVerifyReply, 400: errorReply, 403: errorReply, 409: errorReply, 429: errorReply },
      },
      preHandler: perIp,
    },
    (request) => verifyCode(ctx(), request.body, askedLanguage(request)),
  );
};
