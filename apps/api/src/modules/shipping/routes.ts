// Shipping calls (D13, D14): the admin's manual shipment fields and tracking events, creating a Shiprocket
// shipment, and Shiprocket's tracking webhook.

import { timingSafeEqual } from 'node:crypto';
import { errorReply, messageReply, idParams as params, webhookAck } from '@chamak/shared/common';
import { shiprocketUndelivered } from '@chamak/shared/failed-deliveries';
import {
  adminShippingView,
  fromShiprocketStatus,
  shipmentPatchBody,
  shiprocketWebhookBody,
  trackingEventBody,
} from '@chamak/shared/shipment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import { Unauthorized } from '../../plugins/errors.ts';
import { actorOf as orderActorOf } from '../orders/index.ts';
import * as shipping from './service.ts';

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

/** Shiprocket's 'DD MM YYYY HH:mm:ss' as its scans write a time ('YYYY-MM-DD HH:mm:ss'); anything else as it is. */
function shiprocketTime(value: string): string {
  const m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}` : value;
}

/** The admin who made a change, for the order's timeline. */
const adminActor = (request: Parameters<typeof actorOf>[0]) => orderActorOf(actorOf(request));

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/shipping',
    {
      schema: {
        tags: ['admin'],
        summary: 'How the shop ships: whether Shiprocket is configured (admin)',
        security: [{ bearer: [] }],
        response: { 200: adminShippingView },
      },
      preHandler: requireStaff('shipping'),
    },
    () => ({ shiprocket: app.shipping !== null }),
  );

  app.patch(
    '/order/:id/shipment',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set courier, AWB, tracking URL, estimated delivery and status by hand (admin)',
        security: [{ bearer: [] }],
        params,
        body: shipmentPatchBody,
        response: { 200: messageReply, 404: errorReply, 409: errorReply, 422: errorReply },
      },
      preHandler: requireStaff('shipping'),
    },
    (request) => shipping.updateShipment(app.ctx, request.params.id, request.body, adminActor(request)),
  );

  app.post(
    '/order/:id/tracking',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a tracking event (admin)',
        security: [{ bearer: [] }],
        params,
        body: trackingEventBody,
        response: { 200: messageReply, 404: errorReply, 409: errorReply, 422: errorReply },
      },
      preHandler: requireStaff('shipping'),
    },
    (request) => shipping.addTrackingEvent(app.ctx, request.params.id, request.body, adminActor(request)),
  );

  app.post(
    '/order/:id/ship',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create the Shiprocket shipment (admin)',
        security: [{ bearer: [] }],
        params,
        response: { 200: messageReply, 404: errorReply, 409: errorReply, 422: errorReply },
      },
      preHandler: requireStaff('shipping'),
    },
    (request) => shipping.createShipment(app.ctx, request.params.id, adminActor(request)),
  );

  app.post(
    '/shipping/shiprocket/webhook',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Shiprocket tracking webhook (x-api-key must be the configured token)',
        body: shiprocketWebhookBody,
        response: { 200: webhookAck },
      },
    },
    async (request) => {
      if (!webhookKeyMatches(app.config.shiprocket?.webhookToken, request.headers['x-api-key']))
        throw new Unauthorized('Invalid webhook token.');
      const b = request.body;
      const code = b.shipment_status_id ?? b.current_status_id;
      const activities = b.scans.map((s) => ({
        date: s.date ?? new Date().toISOString(),
        activity: s.activity ?? '',
        location: s.location ?? '',
        status:
          s['sr-status'] === undefined || s['sr-status'] === ''
            ? null
            : fromShiprocketStatus(Number(s['sr-status'])),
        undelivered: Number(s['sr-status']) === shiprocketUndelivered,
      }));
      // An NDR ("Undelivered") reported without its scan: the attempt is the status's own, keyed by its time.
      if (code === shiprocketUndelivered && !activities.some((a) => a.undelivered) && b.current_timestamp)
        activities.push({
          date: shiprocketTime(b.current_timestamp),
          activity: 'Delivery attempt failed',
          location: '',
          status: null,
          undelivered: true,
        });
      const applied = await shipping.applyTracking(app.ctx, b.awb, {
        status: code === undefined ? null : fromShiprocketStatus(code),
        etd: b.etd ?? null,
        trackUrl: null,
        activities,
      });
      return { status: applied ? 'ok' : 'unknown awb' };
    },
  );
};
