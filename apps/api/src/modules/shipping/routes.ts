// Shipping calls (D13, D14): the admin's manual shipment fields and tracking events, creating a Shiprocket
// shipment, and Shiprocket's tracking webhook.

import { timingSafeEqual } from 'node:crypto';
import { idParam } from '@chamak/shared/catalogue';
import { fromShiprocketStatus, type ShipmentStatus, shipmentStatuses } from '@chamak/shared/shipment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { Unauthorized } from '../../plugins/errors.ts';
import * as shipping from './service.ts';

const message = z.object({ message: z.string() });
const status = z.coerce
  .number()
  .int()
  .refine((s): s is ShipmentStatus => (shipmentStatuses as number[]).includes(s), {
    error: 'Unknown shipment status',
  })
  .transform((s) => s as ShipmentStatus);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * Whether Shiprocket's x-api-key is our token, in constant time. Bytes are compared, not characters: a key with
 * non-ASCII characters has as many characters as the token but more bytes, and timingSafeEqual throws on
 * buffers of different lengths.
 */
export function webhookKeyMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, shipping: app.shipping, mailer: app.mailer });
  const params = z.object({ id: idParam('id') });

  app.patch(
    '/order/:id/shipment',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set courier, AWB, tracking URL, estimated delivery and status by hand (admin)',
        security: [{ bearer: [] }],
        params,
        body: z.strictObject({
          courier_name: optionalText(100),
          awb_code: optionalText(60),
          track_url: z
            .url({ protocol: /^https?$/, error: 'The tracking URL must be a web address (http or https)' })
            .max(500)
            .nullable()
            .optional(),
          etd: optionalText(40),
          status: status.optional(),
        }),
        response: { 200: message, 404: message, 409: message, 422: message },
      },
      preHandler: requireAdmin,
    },
    (request) => shipping.updateShipment(ctx(), request.params.id, request.body),
  );

  app.post(
    '/order/:id/tracking',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a tracking event (admin)',
        security: [{ bearer: [] }],
        params,
        body: z.strictObject({
          date: z.iso.datetime({ offset: true, error: 'The date must be a date and time' }).optional(),
          activity: z.string().trim().min(1, { error: 'Activity is required' }).max(200),
          location: z.string().trim().max(120).optional(),
          status: status.optional(),
        }),
        response: { 200: message, 404: message, 409: message, 422: message },
      },
      preHandler: requireAdmin,
    },
    (request) => shipping.addTrackingEvent(ctx(), request.params.id, request.body),
  );

  app.post(
    '/order/:id/ship',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create the Shiprocket shipment (admin)',
        security: [{ bearer: [] }],
        params,
        response: { 200: message, 409: message, 422: message },
      },
      preHandler: requireAdmin,
    },
    (request) => shipping.createShipment(ctx(), request.params.id),
  );

  app.post(
    '/shipping/shiprocket/webhook',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Shiprocket tracking webhook (x-api-key must be the configured token)',
        body: z.object({
          awb: z.union([z.string(), z.number()]).transform(String),
          shipment_status_id: z.coerce.number().int().optional(),
          current_status_id: z.coerce.number().int().optional(),
          etd: z.string().nullable().optional(),
          scans: z
            .array(
              z.object({
                date: z.string().optional(),
                activity: z.string().optional(),
                location: z.string().optional(),
                'sr-status': z.union([z.string(), z.number()]).optional(),
              }),
            )
            .default([]),
        }),
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) => {
      if (!webhookKeyMatches(app.config.shiprocket?.webhookToken, request.headers['x-api-key']))
        throw new Unauthorized('Invalid webhook token.');
      const b = request.body;
      const code = b.shipment_status_id ?? b.current_status_id;
      const applied = await shipping.applyTracking(ctx(), b.awb, {
        status: code === undefined ? null : fromShiprocketStatus(code),
        etd: b.etd ?? null,
        trackUrl: null,
        activities: b.scans.map((s) => ({
          date: s.date ?? new Date().toISOString(),
          activity: s.activity ?? '',
          location: s.location ?? '',
          status:
            s['sr-status'] === undefined || s['sr-status'] === ''
              ? null
              : fromShiprocketStatus(Number(s['sr-status'])),
        })),
      });
      return { status: applied ? 'ok' : 'unknown awb' };
    },
  );
};
