// Security headers computed once (decision 0309): pages and files carry exactly the headers helmet itself sets
// for the shop's policy (helmet run here on a real Node response), whatever the status; API calls carry the API
// set (decision 0315), whatever the route or status; the API docs keep their own policy.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app.ts';
import { helmetHeaders, isApiCall, shopSecurityHeaders } from './security-headers.ts';

/** What every API answer carries: OWASP's REST Security Cheat Sheet's set, HSTS as helmet's. */
const apiHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
/** The headers only a document reads, which API answers do not carry. */
const documentOnly = [
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** What helmet's middleware sets on a real response for the shop's policy. */
function helmetOnARealResponse(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'something');
  helmet(shopSecurityHeaders)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([k, v]) => [k, String(v)]));
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(() => t?.close());

describe('security headers', () => {
  it("are helmet's own for the shop's policy, with its removal of X-Powered-By", () => {
    const expected = helmetOnARealResponse();
    expect(Object.fromEntries(helmetHeaders(shopSecurityHeaders))).toEqual(expected);
    expect(expected).not.toHaveProperty('x-powered-by');
    expect(expected['content-security-policy']).toContain('script-src');
    expect(expected['content-security-policy']).toContain('https://checkout.razorpay.com');
    expect(expected['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(expected).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('are the API set on every API answer: a plain call, a refusal, an unknown call, a failed validation', async () => {
    const answers = [
      await t.app.inject('/api/ping'),
      await t.app.inject('/api/health'),
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' }),
      await t.app.inject('/api/nothing-here'),
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'not an e-mail' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(apiHeaders)) expect(answer.headers[name]).toBe(value);
      for (const name of documentOnly) expect(answer.headers).not.toHaveProperty(name);
      expect(answer.headers).not.toHaveProperty('x-powered-by');
    }
  });

  it("are helmet's whole set for the shop's policy on pages, files and unknown addresses outside the API", async () => {
    const expected = helmetOnARealResponse();
    const answers = [
      await t.app.inject('/'),
      await t.app.inject('/products'),
      await t.app.inject('/media/nothing-here.webp'),
      await t.app.inject('/api-lookalike'),
    ];
    for (const answer of answers)
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
  });

  it('tell an API call from a page by its path', () => {
    expect(isApiCall('/api/ping')).toBe(true);
    expect(isApiCall('/api/products?page=2')).toBe(true);
    expect(isApiCall('/api/docs')).toBe(false);
    expect(isApiCall('/api/docs/static/index.html')).toBe(false);
    expect(isApiCall('/api')).toBe(false);
    expect(isApiCall('/apis/x')).toBe(false);
    expect(isApiCall('/products')).toBe(false);
  });

  it('leave the API docs their own policy', async () => {
    const docs = await t.app.inject('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).not.toBe(
      helmetOnARealResponse()['content-security-policy'],
    );
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});
