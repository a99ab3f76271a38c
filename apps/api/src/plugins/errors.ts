// Typed errors that services throw, and the one handler that maps every error to a status and
// `{ message, code }` (D2): SPEC's message for a person, a stable code (@chamak/shared/error-codes) for a program.

import type { ErrorReply } from '@chamak/shared/common';
import { type ErrorCode, errorCodeOfStatus } from '@chamak/shared/error-codes';
import { messages } from '@chamak/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * A refusal with its status and SPEC's message. `code` names what happened where a client must tell refusals of
 * one status apart (an expired code from a used one); without it the reply carries the status's own code.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions & { code?: ErrorCode },
  ) {
    super(message, options);
    this.name = new.target.name;
    this.code = options?.code;
  }
  readonly code: ErrorCode | undefined;
}
export class Invalid extends HttpError {
  constructor(message: string, code?: ErrorCode) {
    super(400, message, { code });
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string = messages.authError, code?: ErrorCode) {
    super(401, message, { code });
  }
}
export class Forbidden extends HttpError {
  constructor(message: string = messages.notYours, code?: ErrorCode) {
    super(403, message, { code });
  }
}
export class NotFound extends HttpError {
  constructor(message: string = messages.notFound, code?: ErrorCode) {
    super(404, message, { code });
  }
}
export class Conflict extends HttpError {
  constructor(message: string, code?: ErrorCode) {
    super(409, message, { code });
  }
}
export class TooLarge extends HttpError {
  constructor(message: string, code?: ErrorCode) {
    super(413, message, { code });
  }
}
export class Unprocessable extends HttpError {
  constructor(message: string, code?: ErrorCode) {
    super(422, message, { code });
  }
}

// PostgreSQL's codes for a connection the server ended (57P01-57P03: shutdown, crash, cannot connect now; class
// 08: connection exceptions), a statement or lock wait that ran out of time (57014 statement_timeout, 55P03
// lock_timeout), and a transaction the server rolled back for a retry (40001 serialization, 40P01 deadlock).
const transientCodes = new Set(['57P01', '57P02', '57P03', '57014', '55P03', '40001', '40P01']);
const transientSocketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
// node-postgres and its pool say these in words, without a code.
const transientMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/**
 * Whether an error, or one it wraps (Drizzle wraps the driver's error as `cause`), says the database was
 * briefly out of reach: the request may be tried again and nothing of it was committed.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (transientCodes.has(code) || code.startsWith('08') || transientSocketCodes.has(code))
    )
      return true;
    if (transientMessages.test(e.message)) return true;
  }
  return false;
}

type ZodIssueLike = { path?: PropertyKey[]; message: string; instancePath?: string };

/** "filter.price.min: must be 0 or more" — the first issue, named by where it is. */
function describeValidation(issues: readonly ZodIssueLike[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return messages.invalidRequest;
  const where = first.path?.length
    ? first.path.map(String).join('.')
    : (first.instancePath ?? '').replace(/^\//, '');
  const label = where || context || '';
  return label && !first.message.toLowerCase().startsWith(label.toLowerCase())
    ? `${label}: ${first.message}`
    : first.message;
}

/**
 * Sends a refusal. Serialized here rather than by the route's response schema: a route that still documents an
 * error status with a schema of `{ message }` alone must not strip the code.
 */
function refuse(reply: FastifyReply, status: number, body: ErrorReply) {
  // A reply serializer of its own sets no content type: say it is JSON.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/**
 * A 401 without a code of its own is a guard's: with a token in the request the token is no longer accepted
 * (expired, revoked, account blocked or deleted), so the client signs in again; without one it never signed in.
 */
function unauthorizedCode(request: { headers: { authorization?: string } }): ErrorCode {
  return request.headers.authorization ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.params as { issue?: { path?: PropertyKey[] } }).issue?.path,
        message: v.message ?? messages.invalidRequest,
        instancePath: v.instancePath,
      }));
      return refuse(reply, 400, {
        message: describeValidation(issues, error.validationContext),
        code: 'VALIDATION_FAILED',
      });
    }
    if (error instanceof HttpError) {
      const code =
        error.code ??
        (error.statusCode === 401 ? unauthorizedCode(request) : errorCodeOfStatus(error.statusCode));
      return refuse(reply, error.statusCode, { message: error.message, code });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return refuse(reply, 500, { message: messages.somethingWentWrong, code: 'INTERNAL_ERROR' });
    }
    if (isTransientDatabaseError(error)) {
      // The message of a database error carries its SQL text: log it, never send it.
      request.log.error({ err: error }, 'database briefly unavailable');
      reply.header('retry-after', '1');
      return refuse(reply, 503, { message: messages.brieflyUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return refuse(reply, 429, { message: messages.tooManyRequests, code: 'RATE_LIMITED' });
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Never leak a stack or SQL text.
      return refuse(reply, status, { message: messages.somethingWentWrong, code: errorCodeOfStatus(status) });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are safe and clear.
    // Its 400s are a body it could not read (a schema's refusals were answered above).
    const code = status === 400 ? 'MALFORMED_REQUEST' : errorCodeOfStatus(status);
    return refuse(reply, status, { message: error.message, code });
  });

  // Replies sent without the handler (a not-found handler, a readiness 503) get their status's code, so no
  // refusal reaches a client without one.
  // Not async: every answer with a body passes here, and a callback costs no promise and no extra tick.
  app.addHook('preSerialization', function codeOfRefusal(_request, reply, payload: unknown, done) {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return done(null, payload);
    const body = payload as { message?: unknown; code?: unknown };
    if (typeof body.message !== 'string' || body.code !== undefined) return done(null, payload);
    reply.serializer(JSON.stringify);
    done(null, { ...body, code: errorCodeOfStatus(reply.statusCode) });
  });
});
