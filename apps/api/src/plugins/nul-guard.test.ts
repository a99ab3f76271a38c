// The NUL guard's shortcut: the params and query are walked only when the URL holds `%00` (the HTTP parser refuses a
// raw NUL), the body whenever there is one. The routes that refuse a NUL end to end are in edge.test.ts.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { refuseNul } from './nul-guard.ts';

const request = (parts: { url: string; params?: unknown; query?: unknown; body?: unknown }) =>
  ({ params: {}, query: {}, body: undefined, ...parts }) as FastifyRequest;

describe('the NUL guard', () => {
  it('refuses a NUL decoded from %00 in a path parameter or the query string', () => {
    expect(() => refuseNul(request({ url: '/api/reset/ab%00cd', params: { token: 'ab\u0000cd' } }))).toThrow(
      'NUL',
    );
    expect(() => refuseNul(request({ url: '/api/search?q=a%00', query: { q: 'a\u0000' } }))).toThrow('NUL');
    expect(() => refuseNul(request({ url: '/api/search?%00=a', query: { '\u0000': 'a' } }))).toThrow('NUL');
  });

  it('refuses a NUL in a body, whatever the URL', () => {
    expect(() => refuseNul(request({ url: '/api/users/login', body: { email: 'a\u0000' } }))).toThrow('NUL');
    expect(() => refuseNul(request({ url: '/api/x', body: [{ deep: [{ er: 'x\u0000' }] }] }))).toThrow('NUL');
  });

  it('lets through text without a NUL, and a raw Buffer body', () => {
    expect(() => refuseNul(request({ url: '/api/search?q=%2500', query: { q: '%00' } }))).not.toThrow();
    expect(() => refuseNul(request({ url: '/api/ping' }))).not.toThrow();
    expect(() => refuseNul(request({ url: '/api/hook', body: Buffer.from([0, 1, 2]) }))).not.toThrow();
  });
});
