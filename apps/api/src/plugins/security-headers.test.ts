// Security headers computed once (decision 0309): every answer carries exactly the headers helmet itself sets for
// the shop's policy (helmet run here on a real Node response), whatever the route or status; the API docs keep
// their own policy.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app.ts';
import { helmetHeaders, shopSecurityHeaders } from './security-headers.ts';

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

  it('are on every answer: a plain call, a refusal, an unknown call, a failed validation', async () => {
    const expected = helmetOnARealResponse();
    const answers = [
      await t.app.inject('/api/ping'),
      await t.app.inject('/api/health'),
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' }),
      await t.app.inject('/api/nothing-here'),
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'not an e-mail' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers)
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
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
