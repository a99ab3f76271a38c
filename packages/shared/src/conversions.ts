// Consented conversion events (decision 0364): the shop tells Google Analytics 4 (Measurement Protocol) and Meta
// (Conversions API) about a product viewed, added to the cart, a checkout begun and an order placed, from the
// server, only while the shopper's analytics consent is on. A browser tag or pixel, off by default, may send the
// same events with the same event id, so each is counted once. These are the calls' contracts.
import { z } from 'zod';
import { idParam } from './common.ts';

export const conversionEventNames = ['view_item', 'add_to_cart', 'begin_checkout', 'purchase'] as const;
export type ConversionEventName = (typeof conversionEventNames)[number];

/** The response header that carries a server event's id (cart add, checkout quote) for the browser pixel. */
export const conversionEventIdHeader = 'x-conversion-event-id';

/** POST /api/events/view-item: the product page says it was seen (after the page is interactive). */
export const viewItemBody = z
  .object({
    productId: idParam('productId'),
    /** The size shown first, when the page has one. */
    pl_id: idParam('pl_id').optional(),
  })
  .strict();
export type ViewItemBody = z.infer<typeof viewItemBody>;

/** The id the server's event was queued under, for the browser pixel; null when nothing was queued. */
export const conversionEventReply = z.object({ eventId: z.uuid().nullable() });
export type ConversionEventReply = z.infer<typeof conversionEventReply>;

/**
 * GET /api/events/browser: what the page may load after it is interactive. Each tag is null unless the owner
 * turned it on AND this shopper's analytics consent is on; the script addresses come from here, so the built
 * pages name no third party.
 */
export const browserMeasurement = z.object({
  consent: z.boolean(),
  /** The server queues events for this shopper (consent on and a destination configured). */
  collecting: z.boolean(),
  ga4: z.object({ measurementId: z.string(), scriptUrl: z.string() }).nullable(),
  meta: z.object({ pixelId: z.string(), scriptUrl: z.string() }).nullable(),
});
export type BrowserMeasurement = z.infer<typeof browserMeasurement>;

const measurementId = z
  .string()
  .trim()
  .max(40)
  .regex(/^(G-[A-Z0-9]{4,20})?$/, { error: 'A GA4 measurement id looks like G-XXXXXXXXXX.' });
const pixelId = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\d{6,20})?$/, { error: 'A Meta pixel id is digits only.' });
/** A new secret; absent keeps the saved one, an empty string removes it. */
const secret = z.string().trim().max(500, { error: 'That is too long for a key.' }).optional();

/** PUT /api/admin/settings/marketing-measurement. */
export const marketingMeasurementBody = z
  .object({
    ga4MeasurementId: measurementId,
    ga4ApiSecret: secret,
    metaPixelId: pixelId,
    metaAccessToken: secret,
    /** Load the GA4 tag (gtag.js) in the shopper's browser, after consent. */
    ga4BrowserTag: z.boolean(),
    /** Load the Meta pixel (fbevents.js) in the shopper's browser, after consent. */
    metaBrowserPixel: z.boolean(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.ga4BrowserTag && !body.ga4MeasurementId)
      ctx.addIssue({
        code: 'custom',
        path: ['ga4MeasurementId'],
        message: 'Enter the GA4 measurement id to load the GA4 tag.',
      });
    if (body.metaBrowserPixel && !body.metaPixelId)
      ctx.addIssue({
        code: 'custom',
        path: ['metaPixelId'],
        message: 'Enter the Meta pixel id to load the Meta pixel.',
      });
  });
export type MarketingMeasurementBody = z.infer<typeof marketingMeasurementBody>;

const destinationState = z.object({
  /** Server-side events go to it: an id and a secret are known (saved here or in the environment). */
  sending: z.boolean(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  lastError: z.string().nullable(),
});

/** GET (and PUT's answer): the settings with every secret masked, and how the outbox fares. */
export const marketingMeasurementReply = z.object({
  ga4MeasurementId: z.string(),
  /** The saved API secret masked (its last four characters), or null when none is saved. */
  ga4ApiSecret: z.string().nullable(),
  metaPixelId: z.string(),
  metaAccessToken: z.string().nullable(),
  ga4BrowserTag: z.boolean(),
  metaBrowserPixel: z.boolean(),
  /** Values the server's environment supplies where none is saved here. */
  fromEnvironment: z.array(z.string()),
  ga4: destinationState,
  meta: destinationState,
  message: z.string().optional(),
});
export type MarketingMeasurementReply = z.infer<typeof marketingMeasurementReply>;

/** A secret as the back-office may see it: dots and its last four characters. */
export function maskSecret(value: string | null | undefined): string | null {
  if (!value) return null;
  return `••••${value.length > 8 ? value.slice(-4) : ''}`;
}
