// Request logs (decisions 0197 and 0198): one line per request, at info, or at warn when it took longer than
// SLOW_REQUEST_MS, naming the route pattern and the time. Nothing secret is ever written: Fastify never logs
// bodies, headers are not logged at all (and authorization/cookie are redacted should anything log them),
// query strings lose the values of secret-looking parameters (?token= of a reset link), and a database error
// loses the query parameters drizzle puts into its message.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import type { Config } from '../config.ts';

/** Query parameters whose values never reach a log line. */
const secretParam = /token|password|passwd|secret|signature|key|code|otp|auth|session|jwt/i;

/** `url` with the values of secret-looking query parameters replaced; the path and other parameters are kept. */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return equals >= 0 && secretParam.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Drizzle's query errors carry the statement's parameters (a login's e-mail, a token's hash): drop them. */
function withoutParams(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]') : '';
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error as a log line's field: its message and stack without parameters, its plain fields, its causes. */
export function safeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const source = error as Record<string, unknown>;
  const out: SerializedError = {
    type: (error as Error).constructor?.name ?? 'Error',
    message: withoutParams(source.message),
    stack: withoutParams(source.stack),
  };
  // Objects (a request, its config or body, drizzle's params) are left out; codes and numbers are kept.
  for (const [key, value] of Object.entries(source)) {
    if (['message', 'stack', 'cause', 'params'].includes(key)) continue;
    if (typeof value !== 'object' || value === null) out[key] = value;
  }
  if (source.cause && depth < 3) out.cause = safeError(source.cause, depth + 1);
  return out;
}

/** Where log lines go instead of stdout (a test reads them from here). */
export type LogStream = { write(line: string): void };

/** Pino's options for Fastify: off in tests unless a test hands a stream to read the lines from. */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (config.env === 'test' && !stream) return false;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'body',
        'req.body',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => safeError(error),
      error: (error: unknown) => safeError(error),
      // Fastify's request serializer writes the URL: never with a secret query parameter.
      req: (req: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({
        method: req.method,
        url: req.url ? safeUrl(req.url) : req.url,
        route: req.routeOptions?.url,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per request when it is answered (Fastify's own two lines are off: disableRequestLogging): method,
 * URL without secrets, route pattern, status and milliseconds; at warn when slower than `slowMs`.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, options: { slowMs: number }) => {
  // Not async, and the line is built only when it is written (a slow request, or info enabled): it runs for every
  // request.
  app.addHook('onResponse', function requestLog(request, reply, done) {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const slow = ms > options.slowMs;
    if (slow || writesInfo(request.log)) {
      const line = {
        method: request.method,
        url: safeUrl(request.url),
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        ms,
      };
      if (slow) request.log.warn({ ...line, slowMs: options.slowMs }, 'slow request');
      else request.log.info(line, 'request');
    }
    done();
  });
});

/** Whether a logger writes info lines: pino's level, or none when logging is off (Fastify's silent logger). */
function writesInfo(log: { level?: string }): boolean {
  const level = log.level === undefined ? undefined : pino.levels.values[log.level];
  return level !== undefined && level <= pino.levels.values.info!;
}
