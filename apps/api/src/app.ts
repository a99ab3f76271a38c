// buildApp: the whole HTTP application on a given database and storage, without listening (tests inject into it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController, type onRouteHookHandler } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { type AppContext, appContext } from './app-context.ts';
import { type Config, listeningUrl } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type EventBus, effectfulDb, eventBus } from './events/bus.ts';
import { setRemindersFor } from './modules/accounts/index.ts';
import { phoneSignInRoutes } from './modules/accounts/phone-sign-in-routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { tokenState } from './modules/accounts/service.ts';
import { staffRoutes } from './modules/accounts/staff-routes.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { auditPlugin, auditRoutes } from './modules/audit/index.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { cartReminderAdminRoutes, cartReminderRoutes } from './modules/cart-reminders/routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes.ts';
import { productBulkRoutes } from './modules/catalogue/bulk-routes.ts';
import { gstRateAdminRoutes } from './modules/catalogue/gst-rate-routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { translationAdminRoutes } from './modules/catalogue/translations-admin.ts';
import { catalogueImportRoutes } from './modules/catalogue-import/index.ts';
import { codRiskRoutes } from './modules/cod-risk/index.ts';
import { contactAdminRoutes } from './modules/contacts/admin-routes.ts';
import { contactRoutes } from './modules/contacts/routes.ts';
import { conversionHooks, conversionRoutes, conversionSubscribers } from './modules/conversions/index.ts';
import { customerRoutes } from './modules/customers/index.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { type ShippingProvider, shiprocketProvider } from './modules/delivery/shiprocket.ts';
import { einvoiceRoutes } from './modules/einvoice/index.ts';
import { ewayBillRoutes } from './modules/eway-bill/index.ts';
import { feedAdminRoutes } from './modules/feeds/admin-routes.ts';
import { feedRoutes } from './modules/feeds/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { invoiceAdminRoutes } from './modules/invoices/admin-routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { type MailTransport, outboxDepth } from './modules/mail/service.ts';
import { mediaAdminRoutes } from './modules/media/admin-routes.ts';
import { bannerTranslationRoutes } from './modules/media/banner-translations.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { admitMessage } from './modules/notify/message-gate.ts';
import type { PhoneChannels } from './modules/notify/notifier.ts';
import { phoneStopLink } from './modules/notify/phone-stop.ts';
import { notifyRoutes } from './modules/notify/routes.ts';
import { msg91Sms } from './modules/notify/sms-msg91.ts';
import { whatsappCloud } from './modules/notify/whatsapp-cloud.ts';
import { orderBulkRoutes } from './modules/orders/bulk-routes.ts';
import { createOrderRoutes } from './modules/orders/create-order-routes.ts';
import { orderEditRoutes } from './modules/orders/edit-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import {
  offGateway,
  type PaymentGateway,
  razorpayGateway,
  sandboxGateway,
} from './modules/payments/gateway.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { analyticsConsentOf } from './modules/privacy/consent-state.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { privacyRequestAdminRoutes, privacyRequestRoutes } from './modules/privacy-requests/index.ts';
import { promotionAdminRoutes } from './modules/promotions/admin-routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { reorderReminderRoutes } from './modules/reorder-reminders/index.ts';
import { retentionRoutes } from './modules/retention/index.ts';
import { returnAdminRoutes } from './modules/returns/admin-routes.ts';
import { returnRoutes } from './modules/returns/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { salesReportRoutes } from './modules/sales-report/index.ts';
import { securityIncidentRoutes } from './modules/security-incidents/index.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import {
  forgetShopSettings,
  languageSettingsOf,
  rememberShopSettings,
  storedSecret,
} from './modules/settings/service.ts';
import { shopTextTranslationRoutes } from './modules/settings/text-translations.ts';
import { failedDeliveryRoutes } from './modules/shipping/failed-delivery-routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { shippingDeskRoutes } from './modules/shipping-desk/index.ts';
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts';
import { subscriptionAdminRoutes, subscriptionRoutes } from './modules/subscriptions/index.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { answerLanguagePlugin } from './plugins/answer-language.ts';
import { authPlugin, createTokenSigner, newSecret } from './plugins/auth.ts';
import { cachePlugin } from './plugins/cache.ts';
import { type CacheBus, postgresCacheBus, redisCacheBus } from './plugins/cache-bus.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { type LogStream, loggerOptions, requestLogPlugin } from './plugins/logging.ts';
import { mediaFromStorage } from './plugins/media-files.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { nulGuardPlugin } from './plugins/nul-guard.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { connectRedis } from './plugins/redis.ts';
import { responseSerializer } from './plugins/response-serializer.ts';
import { securityHeadersPlugin, shopSecurityHeaders } from './plugins/security-headers.ts';
import { isPrivateKey, type Storage } from './plugins/storage.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { subscriptions } from './subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    storage: Storage;
    config: Config;
    /** The SMTP transport, or null when mail stays in the outbox (D12). */
    mailer: MailTransport | null;
    gateway: PaymentGateway;
    /** SMS (MSG91) and WhatsApp (Cloud API) senders; each null while not configured (decision 0214). */
    phone: PhoneChannels;
    /** Shiprocket when configured; null means manual shipping. */
    shipping: ShippingProvider | null;
    /** Redis when REDIS_URL is set (shared rate limits, cache invalidation); null otherwise. */
    redis: Redis | null;
    /** The time now: the delivery estimate's cut-off and dates read it (tests set it through AppDeps.clock). */
    clock: () => Date;
    /** The subscribers that act on committed facts (subscriptions.ts); `db` runs them after each commit. */
    events: EventBus;
    /** The one context services and jobs are handed (app-context.ts). */
    ctx: AppContext;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  mailer?: MailTransport | null;
  /** A gateway to use instead of the one the config selects (tests of the Razorpay adapter). */
  gateway?: PaymentGateway;
  /** A shipping provider to use instead of the configured one (tests against a fake Shiprocket). */
  shipping?: ShippingProvider | null;
  /** A clock to use instead of the system's (tests of the delivery estimate's cut-off and holidays). */
  clock?: () => Date;
  /** Sees every route as it is added (the contracts test checks each one's schemas). */
  onRoute?: onRouteHookHandler;
  /** Where log lines go instead of stdout; in tests, logging is on only with one (the log tests read it). */
  logStream?: LogStream;
};

/**
 * How this process tells the others that cached answers changed (decision 0224): Redis pub/sub when configured,
 * else NOTIFY on PostgreSQL; PGlite is one process and needs none, and neither does a cache that is off.
 */
function cacheBusOf(app: FastifyInstance, database: Database, redis: Redis | null): CacheBus | null {
  if (redis) return redisCacheBus(redis, app.log);
  if (database.kind !== 'postgres') return null;
  // The pool (drizzle keeps it as $client): its settings open the LISTEN connection, and it sends the NOTIFY.
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (!pool?.options) return null;
  return postgresCacheBus(
    pool.options,
    async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    app.log,
  );
}

/**
 * Razorpay with keys in the environment, else the built-in sandbox with the same contract (D7), which production
 * runs only when PAYMENTS_SANDBOX=true says so; otherwise online payment is off (D24).
 */
async function paymentGateway(deps: AppDeps): Promise<PaymentGateway> {
  if (deps.gateway) return deps.gateway;
  const keys = deps.config.razorpay;
  if (keys) return razorpayGateway(keys);
  if (!deps.config.paymentsSandbox) return offGateway();
  return sandboxGateway(await storedSecret(deps.database.db, 'sandbox_payment_secret', newSecret));
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes "trust the n nearest hops", as Express reads it:
 * this Fastify trusts nobody for a bare number, so that a server reachable without the proxy is not spoofed.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Node's slow-client limits (docs/decisions/0034). Node refuses a headers timeout above the request timeout, and
 * checks both only every connectionsCheckingInterval (30 s by default), so the interval follows the shorter one.
 */
function httpServerOptions(http: Config['http']) {
  const headersTimeout =
    http.requestTimeoutMs > 0
      ? Math.min(http.headersTimeoutMs, http.requestTimeoutMs)
      : http.headersTimeoutMs;
  const shortest = Math.min(...[headersTimeout, http.requestTimeoutMs].filter((ms) => ms > 0), 30_000);
  return {
    headersTimeout,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(shortest / 4))),
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // No body, header or secret query value is logged (plugins/logging.ts, decision 0198).
    logger: loggerOptions(config, deps.logStream),
    // One line per request instead of Fastify's two, written by requestLogPlugin.
    logController: new LogController({ disableRequestLogging: true }),
    // Off unless TRUST_PROXY names the proxies: otherwise any client picks its address, and every per-address
    // limit with it, by sending X-Forwarded-For (D23, docs/decisions/0030).
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: config.http.requestTimeoutMs,
    http: httpServerOptions(config.http),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.decorate('database', deps.database);
  // Facts a transaction appends are handled by the app's subscribers once it commits (events/bus.ts).
  // The one context (app-context.ts) reads the app's parts when used, so it is made before they all exist.
  const ctx = appContext(app);
  const events = eventBus(
    [...subscriptions(ctx), ...conversionSubscribers(ctx, () => config.conversions, analyticsConsentOf)],
    app.log,
  );
  app.decorate('events', events);
  app.decorate('db', effectfulDb(deps.database.db, events));
  app.decorate('ctx', ctx);
  app.decorate('storage', deps.storage);
  app.decorate('config', config);
  // PUBLIC_URL unset: mailed links name the port the server really listens on (PORT=0 picks one; decision 0184).
  if (!config.publicUrlSet)
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object')
        config.publicUrl = listeningUrl(address.address, address.port);
    });
  app.decorate('mailer', deps.mailer ?? null);
  const redis = config.redis ? await connectRedis(config.redis) : null;
  app.decorate('redis', redis);
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  app.decorate('gateway', await paymentGateway(deps));
  app.decorate(
    'shipping',
    deps.shipping !== undefined
      ? deps.shipping
      : config.shiprocket
        ? shiprocketProvider(config.shiprocket)
        : null,
  );

  app.decorate('clock', deps.clock ?? (() => new Date()));
  app.decorate('phone', {
    sms: config.phone.msg91 ? msg91Sms(config.phone.msg91) : null,
    whatsapp: config.phone.whatsapp ? whatsappCloud(config.phone.whatsapp) : null,
    // Every message's stop list and daily limits, counted where the rate limits count (decision 0288); read when
    // used, as the failure store and the token signer are set up below.
    gate: {
      get store() {
        return app.failureStore;
      },
      limits: config.messageLimits,
      clock: () => app.clock(),
      stopLink: (to: string) => phoneStopLink(app.tokens, config.publicUrl, to),
    },
  });

  await app.register(errorsPlugin);
  await app.register(answerLanguagePlugin);
  await app.register(requestLogPlugin, { slowMs: config.slowRequestMs });
  await app.register(metricsPlugin, { ...config.metrics, outboxDepth });
  await app.register(nulGuardPlugin);
  // helmet's headers with the shop's policy, computed once (decision 0309).
  await app.register(securityHeadersPlugin, shopSecurityHeaders);
  // Before compression, so the cache keeps the serialised JSON rather than a compressed stream.
  await app.register(cachePlugin, {
    ttlMs: config.cacheTtlMs,
    bus: config.cacheTtlMs > 0 ? cacheBusOf(app, deps.database, redis) : null,
    // The shop settings this process remembers go with the answers that show them (decision 0308).
    forget: (tags) => {
      if (!tags || tags.includes('settings')) forgetShopSettings(deps.database.db);
    },
  });
  if (config.cacheTtlMs > 0) rememberShopSettings(deps.database.db);
  await app.register(fastifyCompress, { threshold: 1024 });
  // Limits are attached per route (login, signup, contact), counted in Redis when configured (decision 0223).
  await app.register(rateLimitsPlugin, { redis });
  // Admin uploads: at most a 50 MB video (D9); routes read parts themselves (plugins/uploads.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: 50 * 1024 * 1024 } });
  await app.register(authPlugin, {
    tokenState,
    tokens: createTokenSigner(
      config.jwtSecret ?? (await storedSecret(deps.database.db, 'jwt_secret', newSecret)),
    ),
  });
  // Every admin write and export of personal data is recorded as it is answered (decision 0348).
  await app.register(auditPlugin);
  // Consented conversion events of the cart's add and the checkout's quote, queued after they answered (decision 0364).
  await app.register(conversionHooks, { consentOf: analyticsConsentOf });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Chamak API',
        version: '0.1.0',
        description: 'The public contract of the Chamak shop (SPEC section 7).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The document stays built (the contracts test reads it); only its routes are off when the setting is.
  if (config.openapiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(mediaRoutes);
      await api.register(settingsRoutes);
      await api.register(codRiskRoutes);
      await api.register(reviewRoutes);
      await api.register(accountRoutes);
      // Sign-in codes pass the message gate (the stop list and the shop's daily cap; their own limits per number and
      // address are the sign-in's) with the signing-in address as their cause (decision 0316).
      await api.register(phoneSignInRoutes, {
        admit: (to, address) => admitMessage(app.db, app.phone.gate, to, { address, signInCode: true }),
      });
      await api.register(addressRoutes);
      await api.register(cartRoutes);
      await api.register(cartReminderRoutes);
      await api.register(reorderReminderRoutes);
      await api.register(notifyRoutes);
      await api.register(wishlistRoutes);
      await api.register(contactRoutes);
      // Profile → Privacy's Stop and Allow also switch the reminders, which are the accounts module's.
      await api.register(privacyRoutes, { reminders: setRemindersFor });
      await api.register(stockAlertRoutes);
      await api.register(deliveryRoutes);
      await api.register(orderRoutes);
      await api.register(orderBulkRoutes);
      await api.register(createOrderRoutes);
      await api.register(orderEditRoutes);
      await api.register(paymentRoutes);
      await api.register(shippingRoutes);
      await api.register(failedDeliveryRoutes);
      await api.register(shippingDeskRoutes);
      await api.register(catalogueAdminRoutes);
      await api.register(catalogueImportRoutes);
      await api.register(productBulkRoutes);
      await api.register(gstRateAdminRoutes);
      await api.register(translationAdminRoutes);
      await api.register(mediaAdminRoutes);
      await api.register(bannerTranslationRoutes);
      await api.register(shopTextTranslationRoutes);
      await api.register(dashboardRoutes);
      await api.register(mailRoutes);
      await api.register(invoiceAdminRoutes);
      await api.register(salesReportRoutes);
      await api.register(customerRoutes);
      await api.register(privacyRequestRoutes);
      await api.register(privacyRequestAdminRoutes);
      await api.register(contactAdminRoutes);
      await api.register(securityIncidentRoutes);
      await api.register(retentionRoutes);
      await api.register(inventoryRoutes);
      await api.register(staffRoutes);
      await api.register(auditRoutes);
      await api.register(einvoiceRoutes);
      await api.register(ewayBillRoutes);
      await api.register(returnRoutes);
      await api.register(returnAdminRoutes);
      await api.register(promotionRoutes);
      await api.register(promotionAdminRoutes);
      await api.register(cartReminderAdminRoutes);
      await api.register(subscriptionRoutes);
      await api.register(subscriptionAdminRoutes);
      await api.register(conversionRoutes, { consentOf: analyticsConsentOf });
      await api.register(feedAdminRoutes);
    },
    { prefix: '/api' },
  );

  // Media names are unique per upload, so they never change: cache for a year. From the local directory, or
  // read from the bucket (decision 0226) at the same addresses. Private files (a return's photos) are not
  // media: their module serves them to their owner and the admins only.
  const { storage } = deps;
  if (storage.root)
    await app.register(fastifyStatic, {
      root: path.resolve(storage.root),
      prefix: storage.urlPrefix,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      allowedPath: (pathName) => !isPrivateKey(pathName.replace(/^\/+/, '').toLowerCase()),
    });
  else if (storage.read) await app.register(mediaFromStorage, { storage });

  // robots.txt and the sitemap, at the root beside the web app.
  await app.register(seoRoutes);
  // The catalogue feeds for Google Merchant Center and Meta (decision 0363), at the root too.
  await app.register(feedRoutes);

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(webAppPlugin, {
      webDist: config.webDist,
      shopLanguages: () => languageSettingsOf({ db: app.db }),
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        message: `No such call: ${request.method} ${request.url.split('?')[0]}`,
        code: 'ROUTE_NOT_FOUND',
      }),
    );
  }

  return app;
}
