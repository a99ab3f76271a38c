// The one application context: what services and jobs are handed (the database, storage, the payment gateway,
// mail, phone, Shiprocket, the clock, the response cache, the log, the event bus and the ports the app wires
// between modules). Decorated once on the app (app.ctx); each service takes the part it needs by its own type,
// which this context satisfies. Values are read when used: the cache, the token signer and the public URL are
// set after the context is made (plugins, the listening port).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { EventBus } from './events/bus.ts';
import type { AccountForgetter } from './modules/accounts/service.ts';
import type { ShippingProvider } from './modules/delivery/shiprocket.ts';
import type { MailTransport } from './modules/mail/service.ts';
import type { PromotionLinks } from './modules/media/service.ts';
import type { PhoneChannels } from './modules/notify/notifier.ts';
import type { PaymentGateway } from './modules/payments/gateway.ts';
import type { TokenSigner } from './plugins/auth.ts';
import type { CacheInvalidator } from './plugins/cache.ts';
import type { Storage } from './plugins/storage.ts';
import { accountForgetters, promotionLinksOf } from './subscriptions.ts';

export type AppContext = {
  /** The database; a transaction's facts run their subscribers once it commits (events/bus.ts). */
  readonly db: Db;
  readonly storage: Storage;
  readonly gateway: PaymentGateway;
  /** The SMTP transport, or null when mail stays in the outbox. */
  readonly mailer: MailTransport | null;
  readonly phone: PhoneChannels;
  /** Shiprocket when configured; null means manual shipping. */
  readonly shipping: ShippingProvider | null;
  /** The cached public answers, invalidated by tag. */
  readonly cache: CacheInvalidator;
  readonly log: FastifyBaseLogger;
  readonly events: EventBus;
  readonly tokens: TokenSigner;
  /** The shop's address, for links in mails and messages. */
  readonly publicUrl: string;
  /** The time now (tests set the clock); `clock` for a service that reads it more than once. */
  readonly now: Date;
  readonly clock: () => Date;
  /** The promotions a promo banner links to (media sits below promotions). */
  readonly promotions: PromotionLinks;
  /** What each module clears of a deleted account (accounts sits below them). */
  readonly forgetters: readonly AccountForgetter[];
};

export function appContext(app: FastifyInstance): AppContext {
  return {
    get db() {
      return app.db;
    },
    get storage() {
      return app.storage;
    },
    get gateway() {
      return app.gateway;
    },
    get mailer() {
      return app.mailer;
    },
    get phone() {
      return app.phone;
    },
    get shipping() {
      return app.shipping;
    },
    get cache() {
      return app.responseCache;
    },
    get log() {
      return app.log;
    },
    get events() {
      return app.events;
    },
    get tokens() {
      return app.tokens;
    },
    get publicUrl() {
      return app.config.publicUrl;
    },
    get now() {
      return app.clock();
    },
    get clock() {
      return app.clock;
    },
    promotions: promotionLinksOf(app),
    forgetters: accountForgetters,
  };
}
