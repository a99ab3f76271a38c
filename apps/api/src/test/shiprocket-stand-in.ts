// A stand-in for Shiprocket's API on 127.0.0.1 (it has no sandbox): login, create adhoc order, assign AWB, pickup,
// label, manifest and tracking, answered in the shapes its documentation gives. Every call is recorded; a test
// may make one shipment's AWB fail (`refuseAwbFor`) to see that order named and the others go on.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInCall = { method: string; path: string; body?: Record<string, unknown> };

export async function shiprocketStandIn() {
  const calls: StandInCall[] = [];
  const refuseAwbFor = new Set<string>();
  let nextShipment = 7001;
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      const path = req.url!.replace('/v1/external', '');
      calls.push({ method: req.method!, path, ...(body ? { body } : {}) });
      res.setHeader('content-type', 'application/json');
      const send = (status: number, value: unknown) => {
        res.statusCode = status;
        res.end(JSON.stringify(value));
      };
      if (path === '/auth/login') return send(200, { token: 'sr-token' });
      if (req.headers.authorization !== 'Bearer sr-token') return send(401, { message: 'Unauthenticated' });
      const given = body?.shipment_id;
      const ids = (Array.isArray(given) ? given : [given]).map(String);
      switch (path) {
        case '/orders/create/adhoc': {
          const shipment = nextShipment++;
          return send(200, {
            order_id: 9000 + shipment - 7000,
            shipment_id: shipment,
            status: 'NEW',
            status_code: 1,
            awb_code: '',
            courier_name: '',
          });
        }
        case '/courier/assign/awb': {
          const id = String(body?.shipment_id);
          if (refuseAwbFor.has(id))
            return send(400, { message: 'Delivery postcode not serviceable for the selected courier.' });
          return send(200, {
            awb_assign_status: 1,
            response: { data: { awb_code: `SR${id}77`, courier_name: 'Blue Dart', shipment_id: Number(id) } },
          });
        }
        case '/courier/generate/pickup':
          return send(200, {
            pickup_status: 1,
            response: {
              pickup_scheduled_date: '2026-12-01 10:00:00',
              status: 3,
              data: 'Pickup is confirmed',
            },
          });
        case '/courier/generate/label':
          return send(200, {
            label_created: 1,
            label_url: `https://shiprocket.example/labels/${ids.join('-')}.pdf`,
            response: 'Label has been created and uploaded successfully!',
            not_created: [],
          });
        case '/manifests/generate':
          return send(200, {
            status: 1,
            manifest_url: `https://shiprocket.example/manifests/${ids.join('-')}.pdf`,
          });
      }
      send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/external`,
    calls,
    refuseAwbFor,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
