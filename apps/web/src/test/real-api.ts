// The web tests' API: the real Fastify app on a fresh seeded database, reached by the web client's own fetch.
//
// Usage, in a `// @vitest-environment happy-dom` test file (decision 0085):
//
//   const api = useRealApi();                  // one app per file: started in beforeAll, closed in afterAll
//   it('...', async () => {
//     const shopper = await api.logInCustomer();   // a fresh customer, its token in the web session
//     await api.as(shopper.token, { method: 'POST', url: '/api/cart/add', payload: {...} }); // setup
//     renderAt(<CartPage />, '/cart');            // the page's fetch('/api/...') reaches the app in process
//     expect(api.calls.find((c) => c.path === '/cart/get')?.auth).toBe(`Bearer ${shopper.token}`);
//   });
//
// Only `globalThis.fetch` is replaced: the web client (api/client.ts, admin-api.ts, features' api.ts) runs as
// it does in the browser, so a 401 with a stored token still logs out, an ApiError still carries the server's
// message. Each call is answered by `app.inject` and turned into a real Response (the environment's own
// class, so happy-dom's code and ours read it alike). Between tests the call log, holds and faults are
// cleared, and so are localStorage and the web session; the database is kept (use unique e-mails).
//
// Two things a test may do to the transport, never to the server's answers:
// - `hold(match)` keeps matching calls in flight until released: the server sees them only then, so a test
//   can look at the page meanwhile, or change the shop (a price, the stock) before the server answers;
// - `failNext(match, times)` makes the next matching call(s) fail as a dropped connection does (fetch rejects).
// Setup that has no HTTP call goes through `api.database.db` (the same database the app uses).
// Calls to any other origin (the API's own calls to Razorpay, say) go to `outside(handler)`, the one place
// for a stand-in of an outside service; without one they fail loudly.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type TestApp, testApp } from '../../../api/src/test/app.ts';
import { signupAndLogin, type TestUser } from '../../../api/src/test/auth.ts';
import { session } from '../lib/session.ts';
import { toast } from '../lib/toast.tsx';

/** One call the web app made: its path without the /api prefix, as the fake APIs used to log it. */
export type Call = {
  method: string;
  /** Path and query, without `/api` (e.g. `/cart/get`, `/products/12`). */
  path: string;
  /** The JSON body sent, parsed; a FormData body is logged as 'multipart'; undefined when none. */
  body: unknown;
  /** The Authorization header sent, or null. */
  auth: string | null;
  /** The server's status, once it answered. */
  status?: number;
  /** The server's answer parsed as JSON when it is JSON, once it answered. */
  response?: unknown;
};

export type CallMatch = (call: Call) => boolean;

/** A stand-in for an outside service: the URL and init of a fetch to another origin. */
export type OutsideHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** The demo shop's administrator (tools/demo-data/seed.ts). */
export const demoAdmin = { email: 'admin@chamak.example', password: 'Admin@12345' } as const;

export type RealApi = {
  /** The Fastify app (for `inject`) and the test app's database and storage. */
  readonly app: FastifyInstance;
  readonly database: TestApp['database'];
  readonly storage: TestApp['storage'];
  /** Every call the web app made in this test, oldest first. */
  readonly calls: Call[];
  /** The calls to `path` (exact, without /api; with a query string when the call had one). */
  callsTo(path: string, method?: string): Call[];
  /** `app.inject` with a bearer token (none when token is undefined), for setup and checks. */
  as(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The demo admin's token (logged in through the real route; cached for the file). */
  adminToken(): Promise<string>;
  /** Logs the demo admin into the web session, as the login page does. */
  logInAdmin(): Promise<{ token: string }>;
  /** Signs up a fresh customer (unique e-mail) through the real routes, without touching the web session. */
  newCustomer(overrides?: Parameters<typeof signupAndLogin>[1]): Promise<TestUser>;
  /** A fresh customer, logged into the web session (token and userId in localStorage). */
  logInCustomer(overrides?: Parameters<typeof signupAndLogin>[1]): Promise<TestUser>;
  /** Keeps matching calls from the server until `release()`; returns the release and a count of held calls. */
  hold(match: CallMatch): { release(): void; readonly held: number };
  /** Answers fetches to other origins (outside services the API calls, e.g. Razorpay) for this test. */
  outside(handler: OutsideHandler): void;
  /** The next `times` calls that match fail as a dropped connection does (fetch rejects with a TypeError). */
  failNext(match: CallMatch, times?: number): void;
};

type Hold = { match: CallMatch; waiting: (() => void)[]; released: boolean };

/** The path and query of a fetch input, relative to the page (happy-dom's location is http://localhost:3000/). */
function urlOf(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  if (typeof input === 'string') return new URL(input, globalThis.location?.href ?? 'http://localhost/');
  return new URL(input.url);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Starts the real API for this test file and routes fetch('/api/...') to it. Call it at the top level of a test
 * file (it registers beforeAll/afterAll/beforeEach/afterEach hooks).
 */
export function useRealApi(options: Parameters<typeof testApp>[0] = {}): RealApi {
  let started: TestApp | undefined;
  let originalFetch: typeof fetch | undefined;
  let adminToken: string | undefined;
  const calls: Call[] = [];
  let holds: Hold[] = [];
  let faults: { match: CallMatch; left: number }[] = [];
  let outside: OutsideHandler | undefined;

  const need = (): TestApp => {
    if (!started) throw new Error('The real API is not started yet: use it inside a test or beforeEach.');
    return started;
  };

  async function routedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const app = need().app;
    const url = urlOf(input);
    if (url.origin !== new URL(globalThis.location?.href ?? 'http://localhost/').origin) {
      if (!outside) throw new Error(`No stand-in for the outside call ${init?.method ?? 'GET'} ${url}`);
      return outside(url, init);
    }
    // A Request (the environment's class) reads any body the browser accepts: JSON text, FormData, Blob.
    const request = new Request(url.toString(), init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const contentType = request.headers.get('content-type') ?? '';
    const payload =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const call: Call = {
      method: request.method,
      path: url.pathname.replace(/^\/api(?=\/)/, '') + url.search,
      body:
        payload === undefined || payload.length === 0
          ? undefined
          : contentType.startsWith('multipart/')
            ? 'multipart'
            : parseJson(payload.toString('utf8')),
      auth: request.headers.get('authorization'),
    };
    calls.push(call);

    const fault = faults.find((f) => f.left > 0 && f.match(call));
    if (fault) {
      fault.left--;
      throw new TypeError('Failed to fetch');
    }
    const hold = holds.find((h) => !h.released && h.match(call));
    if (hold) await new Promise<void>((resolve) => hold.waiting.push(resolve));
    if (signal?.aborted) throw abortError();
    const response = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    if (signal?.aborted) throw abortError();

    call.status = response.statusCode;
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('json')) call.response = parseJson(response.body);
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  }

  beforeAll(async () => {
    started = await testApp(options);
    originalFetch = globalThis.fetch;
    globalThis.fetch = routedFetch as typeof fetch;
  });
  afterAll(async () => {
    if (originalFetch) globalThis.fetch = originalFetch;
    await started?.close();
  });
  beforeEach(() => {
    session.clear();
  });
  afterEach(() => {
    calls.length = 0;
    for (const h of holds) {
      h.released = true;
      for (const resolve of h.waiting) resolve();
    }
    holds = [];
    faults = [];
    outside = undefined;
    session.clear();
    // A toast lasts 3 s: taken down here, none is still on screen in the next test.
    toast.clear();
  });

  const as = (token: string | undefined, options: InjectOptions) =>
    need().app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const api: RealApi = {
    get app() {
      return need().app;
    },
    get database() {
      return need().database;
    },
    get storage() {
      return need().storage;
    },
    calls,
    callsTo: (path, method) => calls.filter((c) => c.path === path && (!method || c.method === method)),
    as,
    async adminToken() {
      if (adminToken) return adminToken;
      const res = await as(undefined, { method: 'POST', url: '/api/users/login', payload: demoAdmin });
      if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
      adminToken = (res.json() as { token: string }).token;
      return adminToken;
    },
    async logInAdmin() {
      const token = await api.adminToken();
      session.save({ token, isAdmin: true });
      return { token };
    },
    newCustomer: (overrides) => signupAndLogin(need().app, overrides),
    async logInCustomer(overrides) {
      const user = await signupAndLogin(need().app, overrides);
      session.save({ token: user.token, userId: user.userId });
      return user;
    },
    hold(match) {
      const hold: Hold = { match, waiting: [], released: false };
      holds.push(hold);
      return {
        release() {
          hold.released = true;
          for (const resolve of hold.waiting.splice(0)) resolve();
        },
        get held() {
          return hold.waiting.length;
        },
      };
    },
    outside(handler) {
      outside = handler;
    },
    failNext(match, times = 1) {
      faults.push({ match, left: times });
    },
  };
  return api;
}
