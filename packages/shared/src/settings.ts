// Shop configuration (DECISIONS D5, D17): identity, contact details and the delivery rule's numbers.
import { z } from 'zod';
import { orderSettings } from './cancellation.ts';
import { codSettings } from './checkout.ts';
import { codConfirmationSettings } from './cod-confirmation.ts';
import { shopLink } from './common.ts';
import { zoneSettings } from './delivery-estimate.ts';
import { gstSettings } from './gst-settings.ts';
import { languageSettings } from './i18n/language-settings.ts';
import { notificationSettings } from './notifications.ts';
import { sellerIdentity } from './seller.ts';
import { timeSettings } from './shop-time.ts';

export const shopIdentity = z.object({
  name: z.string(),
  tagline: z.string(),
  taglines: z.array(z.string()),
  email: z.string(),
  phones: z.array(z.string()),
  officeAddress: z.string(),
  factoryAddress: z.string(),
  social: z.array(z.object({ label: z.string(), url: z.string() })),
  certifications: z.array(z.object({ label: z.string(), detail: z.string() })),
  mapQuery: z.string(),
  /** The colour of the mails' header and buttons, as #rrggbb; the storefront's brand colour until set. */
  brandColour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Brand colour must be a colour like #393185' })
    .optional(),
});
export type ShopIdentity = z.infer<typeof shopIdentity>;
/**
 * The shop's identity as the admin saves it: each social link an http(s) address or a page of the shop (a stored
 * link is answered as it is, so an older bad one never breaks the settings; the storefront refuses to link it).
 */
const shopIdentityBody = shopIdentity.extend({
  social: z.array(z.object({ label: z.string(), url: shopLink() })),
});

export const deliverySettings = z.object({
  thresholdMl: z.number().int().positive(),
  underThresholdPaise: z.number().int().min(0),
  atOrOverThresholdPaise: z.number().int().min(0),
});

export const shopSettingsResponse = z.object({
  shop: shopIdentity,
  delivery: deliverySettings,
  cod: codSettings,
  /** The seller's legal identity (seller.ts): all of it public. */
  seller: sellerIdentity,
  /** Order rules: the shopper's cancellation window. */
  orders: orderSettings,
  /** Delivery zones, cut-off and holidays: the PIN check's rules. */
  zones: zoneSettings,
  /** Which order events go by e-mail, SMS and WhatsApp, and their templates. */
  notifications: notificationSettings,
  /** Cash orders held until the shopper confirms them. */
  codConfirmation: codConfirmationSettings,
  /** The time zone the shop's days, months and financial years are counted in (decision 0298). */
  time: timeSettings,
  /** The languages shoppers may read the shop in, and the digits of its Hindi and Marathi pages (decision 0331). */
  languages: languageSettings,
  /** GST returns and documents: the HSN summary's digits, e-invoicing, the intra-state e-way bill threshold. */
  gst: gstSettings,
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;

/** PUT /api/admin/settings: any of the parts; the parts left out stay as they are. */
export const shopSettingsBody = z.object({
  shop: shopIdentityBody.optional(),
  delivery: deliverySettings.optional(),
  cod: codSettings.optional(),
  seller: sellerIdentity.optional(),
  orders: orderSettings.optional(),
  zones: zoneSettings.optional(),
  notifications: notificationSettings.optional(),
  codConfirmation: codConfirmationSettings.optional(),
  time: timeSettings.optional(),
  languages: languageSettings.optional(),
  gst: gstSettings.optional(),
});
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

/** GET /api/health */
export const healthReply = z.object({ status: z.literal('ok'), database: z.string() });

/** GET /api/ping: the benchmark's yardstick. */
export const pingReply = z.object({ pong: z.literal(true) });
