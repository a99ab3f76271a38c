// Security headers on every answer (Content-Security-Policy, Strict-Transport-Security, X-Content-Type-Options,
// Referrer-Policy, ...): helmet's, worked out once when the app starts and set on each request as they are
// (decision 0309). @fastify/helmet ran helmet's whole set-up (parsing the policy's directives, building a dozen
// middlewares) again for every request; the headers depend only on the options, which never change while the
// process runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The shop's policy: its own files, Razorpay's checkout window, inline styles, images and media from blobs. */
export const shopSecurityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
      frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets for `options`, lower-cased, in its order; helmet's removals (X-Powered-By) leave none. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const run = (url: string) => {
    const headers = new Map<string, string>();
    const response = {
      setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
    };
    helmet(options)(
      { url, headers: {} } as IncomingMessage,
      response as unknown as ServerResponse,
      (error) => {
        if (error) throw error;
      },
    );
    return [...headers];
  };
  const headers = run('/');
  // A directive given as a function would make the policy depend on the request: not something to compute once.
  if (JSON.stringify(run('/other?x=1')) !== JSON.stringify(headers))
    throw new Error('The security headers depend on the request: they cannot be computed once');
  return headers;
}

/**
 * Sets helmet's headers for `options` on every request, in onRequest as @fastify/helmet did, so a route or a
 * later hook may still replace one (the API docs' own policy). Not async: it runs for every request.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', function securityHeaders(_request, reply, done) {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
});
