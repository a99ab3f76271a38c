// Security headers on every answer. Pages, files and the API docs get helmet's whole set for the shop's policy
// (Content-Security-Policy, Strict-Transport-Security, X-Content-Type-Options, Referrer-Policy, ...), worked out
// once when the app starts and set on each request as they are (decision 0309). The API's JSON answers get the
// set OWASP's REST Security Cheat Sheet names for API responses (decision 0315): a policy that allows nothing and
// no framing, HSTS, nosniff, X-Frame-Options DENY, and Cross-Origin-Resource-Policy; the headers that only a
// document reads (its script sources, referrer, opener, DNS prefetch, IE's download and XSS switches) would cost
// every API answer 660 bytes and a dozen header checks for nothing.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cartFirstPaintScript } from '@chamak/shared/cart-first-paint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** A CSP source that allows exactly one inline script, by its SHA-256. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The shop's policy: its own files, Razorpay's checkout window, the cart page's one inline script (by its hash),
 * inline styles, images and media from blobs.
 */
export const shopSecurityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://checkout.razorpay.com', scriptHash(cartFirstPaintScript)],
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

/** The headers of the API's answers (JSON, PDFs, photos): none of them is a document that loads anything. */
export function apiSecurityHeaders(documentHeaders: [string, string][]): [string, string][] {
  const hsts = documentHeaders.find(([name]) => name === 'strict-transport-security');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ...(hsts ? [hsts] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
}

/** An API call, not a page: under /api/, except the API docs, which are pages. */
export const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Sets the headers on every request, in onRequest as @fastify/helmet did, so a route or a later hook may still
 * replace one (the API docs' own policy): helmet's for `options` on pages and files, the API set on API calls.
 * Not async: it runs for every request.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const documents = helmetHeaders(options);
  const api = apiSecurityHeaders(documents);
  app.addHook('onRequest', function securityHeaders(request, reply, done) {
    for (const [name, value] of isApiCall(request.url) ? api : documents) reply.header(name, value);
    done();
  });
});
