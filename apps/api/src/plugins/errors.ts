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
