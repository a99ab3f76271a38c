// Shop configuration (DECISIONS D5, D17): identity, contact details and the delivery rule's numbers.
import { z } from 'zod';
import { orderSettings } from './cancellation.ts';
import { codSettings } from './checkout.ts';
import { sellerIdentity } from './seller.ts';

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
});
export type ShopIdentity = z.infer<typeof shopIdentity>;

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
  /** Order rules (issue 13): the shopper's cancellation window. */
  orders: orderSettings,
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;

/** PUT /api/admin/settings: any of the five parts; the parts left out stay as they are. */
export const shopSettingsBody = z.object({
  shop: shopIdentity.optional(),
  delivery: deliverySettings.optional(),
  cod: codSettings.optional(),
  seller: sellerIdentity.optional(),
  orders: orderSettings.optional(),
});
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

/** GET /api/health */
export const healthReply = z.object({ status: z.literal('ok'), database: z.string() });

/** GET /api/ping: the benchmark's yardstick. */
export const pingReply = z.object({ pong: z.literal(true) });
