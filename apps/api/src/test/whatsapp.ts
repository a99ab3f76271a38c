// A stand-in for WhatsApp's Cloud API on 127.0.0.1 (the only outside service the phone tests talk to): it
// answers every message as sent and records what it was sent, with the path it was sent to.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotifyEvent } from '@chamak/shared/notifications';
import type { FastifyInstance } from 'fastify';
import { as } from './auth.ts';

export type WhatsappMessage = {
  url: string;
  body: { to: string; template: { name: string; components?: unknown } } & Record<string, unknown>;
};

export function whatsappStandIn() {
  const seen: WhatsappMessage[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      seen.push({ url: req.url!, body: JSON.parse(data) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"messages":[{"id":"wamid.1"}]}');
    });
  });
  return {
    seen,
    server,
    /** Listens on a free port of 127.0.0.1. */
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The app's phone settings: WhatsApp through this stand-in, no SMS. */
    phone: () => ({
      msg91: undefined,
      whatsapp: {
        token: 'k-wa',
        phoneNumberId: '555',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    }),
  };
}

/**
 * Routes `event` to e-mail and WhatsApp in Shop Settings with an approved template named `template`, as the
 * admin does, keeping every other setting; throws unless the shop saves it.
 */
export async function routeByWhatsapp(
  app: FastifyInstance,
  adminToken: string,
  event: NotifyEvent,
  template: string,
): Promise<void> {
  const current = (await app.inject({ url: '/api/settings' })).json();
  const notifications = {
    ...current.notifications,
    events: { ...current.notifications.events, [event]: ['email', 'whatsapp'] },
    whatsapp: { ...current.notifications.whatsapp, [event]: { template, language: 'en' } },
  };
  const saved = await app.inject(
    as(adminToken, { method: 'PUT', url: '/api/admin/settings', payload: { notifications } }),
  );
  if (saved.statusCode !== 200) throw new Error(`Shop Settings refused the routing: ${saved.body}`);
}
