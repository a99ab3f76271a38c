// What the orders module's verbs are handed: the database, storage, the payment gateway as checkout needs it, mail,
// phone and the clock (the app's context satisfies it).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { MailTransport } from '../mail/index.ts';
import type { LinkSigner, PhoneChannels } from '../notify/index.ts';
import type { DeliveryReach } from '../pricing/index.ts';

/**
 * What placing an online order needs of the payment gateway (the payments module's gateways provide it): its kind,
 * the public key the browser's checkout needs, and a provider order for the amount.
 */
export type CheckoutGateway = {
  kind: 'razorpay' | 'sandbox' | 'off';
  keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{
    id: string;
  }>;
};

export type OrdersCtx = {
  db: Db;
  storage: Storage;
  gateway: CheckoutGateway;
  mailer?: MailTransport | null;
  /** The shop's address, for the link to the order's page in the confirmation mail. */
  publicUrl?: string;
  /** The app's token signer, for the order's status link in its confirmation mail and messages (decision 0321). */
  tokens?: LinkSigner;
  /** Shiprocket and the clock, for the delivery estimate the quote asks. */
  shipping?: DeliveryReach['shipping'];
  now?: Date;
  /** SMS and WhatsApp senders (the COD confirmation link, decision 0250), and where their failures go. */
  phone?: PhoneChannels;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};
