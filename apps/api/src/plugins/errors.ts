// Typed errors that services throw, and the one handler that maps every error to a status and `{ message }` (D2).

import { messages } from '@chamak/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
export class Invalid extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string = messages.authError) {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string = messages.notYours) {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: string = messages.notFound) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class Unprocessable extends HttpError {
  constructor(message: string) {
    super(422, message);
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

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.params as { issue?: { path?: PropertyKey[] } }).issue?.path,
        message: v.message ?? messages.invalidRequest,
        instancePath: v.instancePath,
      }));
      return reply.code(400).send({ message: describeValidation(issues, error.validationContext) });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: messages.somethingWentWrong });
    }
    if (isTransientDatabaseError(error)) {
      // The message of a database error carries its SQL text: log it, never send it.
      request.log.error({ err: error }, 'database briefly unavailable');
      return reply.code(503).header('retry-after', '1').send({ message: messages.brieflyUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: messages.tooManyRequests });
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Never leak a stack or SQL text.
      return reply.code(status).send({ message: messages.somethingWentWrong });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are safe and clear.
    return reply.code(status).send({ message: error.message });
  });
});
