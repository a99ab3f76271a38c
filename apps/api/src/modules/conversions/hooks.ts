// The shopper's add-to-cart and checkout, seen from the outside (decision 0364): after the cart's add call or the
// checkout's quote has answered 200, their events are queued, so the shopper's answer never waits for them and the
// cart and order routes stay as they were. The answer carries the event's id in a header for the browser pixel.
import { randomUUID } from 'node:crypto';
import { conversionEventIdHeader } from '@chamak/shared/conversions';
import { analyticsConsentCookie } from '@chamak/shared/privacy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiCall } from '../../plugins/security-headers.ts';
import { type AnalyticsConsent, type BrowserContext, cookieOf, gaClientIdOf } from './events.ts';
import { type EffectiveSettings, effectiveSettings } from './settings.ts';
import { addToCart, beginCheckout, type ShopperRequest } from './shop-events.ts';

/** The routes whose success is an event: the cart's add and the checkout's quote. */
const watched = new Map<string, 'add_to_cart' | 'begin_checkout'>([
  ['POST /api/cart/add', 'add_to_cart'],
  ['POST /api/order/quote', 'begin_checkout'],
]);

const pending = new Set<Promise<unknown>>();
/** Resolves once every event queued after an answer so far is in (tests read the outbox after it). */
export async function conversionsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** What the request says about the browser: its address, user agent, page, and the tags' own cookies. */
export function shopperOf(request: FastifyRequest): ShopperRequest {
  const cookies = request.headers.cookie;
  const referer = request.headers.referer;
  const context: BrowserContext = {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    url: typeof referer === 'string' && /^https?:\/\//.test(referer) ? referer : undefined,
    fbp: cookieOf(cookies, '_fbp'),
    fbc: cookieOf(cookies, '_fbc'),
    gaClientId: gaClientIdOf(cookieOf(cookies, '_ga')),
  };
  return {
    userId: request.actor?.userId ?? null,
    cookie: cookieOf(cookies, analyticsConsentCookie),
    context: JSON.parse(JSON.stringify(context)) as BrowserContext,
  };
}

const eventIds = new WeakMap<FastifyRequest, string>();

/** What each tag loads and talks to, as Google's and Meta's guides to a Content-Security-Policy list them. */
const tagSources = {
  ga4: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  meta: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
  },
} as const;

/** The shop's page policy with the sources of the tags the owner turned on added to its directives. */
export function withTagSources(
  policy: string,
  settings: Pick<EffectiveSettings, 'ga4Tag' | 'metaPixel'>,
): string {
  const extra = [settings.ga4Tag ? tagSources.ga4 : null, settings.metaPixel ? tagSources.meta : null].filter(
    (x) => x !== null,
  );
  if (extra.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] as keyof typeof tagSources.ga4;
      const more = extra.flatMap((sources) => sources[name] ?? []);
      return more.length > 0 ? `${directive.trim()} ${more.join(' ')}` : directive.trim();
    })
    .join('; ');
}

export const conversionHooks = fp(
  async (app: FastifyInstance, options: { consentOf: AnalyticsConsent }) => {
    const deps = () => ({ db: app.db, config: app.config.conversions, consentOf: options.consentOf });
    // Not async: they run for every request and cost a map look-up for all but the two routes.
    app.addHook('onSend', function conversionEventId(request, reply, payload, done) {
      if (reply.statusCode === 200 && watched.has(`${request.method} ${request.routeOptions.url}`)) {
        const id = randomUUID();
        eventIds.set(request, id);
        reply.header(conversionEventIdHeader, id);
      }
      done(null, payload);
    });
    // A page's policy lets the tags in only while the owner has them on (off: the policy is the shop's own). The
    // tags still load only with the shopper's consent (GET /api/events/browser).
    app.addHook('onSend', function tagPolicy(request, reply, payload, done) {
      const policy = reply.getHeader('content-security-policy');
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof policy !== 'string' || isApiCall(request.url) || !type.startsWith('text/html'))
        return done(null, payload);
      effectiveSettings(app.db, app.config.conversions).then(
        (settings) => {
          reply.header('content-security-policy', withTagSources(policy, settings));
          done(null, payload);
        },
        () => done(null, payload),
      );
    });
    app.addHook('onResponse', function conversionEvent(request, reply, done) {
      const name = watched.get(`${request.method} ${request.routeOptions.url}`);
      const eventId = eventIds.get(request);
      const userId = request.actor?.userId;
      if (!name || !eventId || !userId || reply.statusCode !== 200) return done();
      const shopper = { ...shopperOf(request), userId };
      const body = request.body as { productId: number; pl_id: number; quantity?: number };
      const work =
        name === 'add_to_cart'
          ? addToCart(
              deps(),
              shopper,
              { productId: body.productId, plId: body.pl_id, quantity: body.quantity ?? 1 },
              eventId,
            )
          : beginCheckout(deps(), shopper, eventId);
      const queued = work
        .catch((err) => request.log.warn({ err, event: name }, 'conversion event not queued'))
        .finally(() => pending.delete(queued));
      pending.add(queued);
      done();
    });
  },
  { name: 'conversion-hooks' },
);
