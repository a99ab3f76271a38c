// Orders for the orders page's tests, shaped as GET /api/order/getall answers them.
import type { Order } from '@chamak/shared/orders';
import { shipmentStatusLabel } from '@chamak/shared/shipment';

const products = ['Fridge & Microwave Cleaner', 'Floor Cleaner Concentrate', 'Lavender Fabric Softener'];

export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 1;
  const name = products[id % products.length]!;
  return {
    id,
    userId: 2,
    createdAt: `2026-11-${String((id % 28) + 1).padStart(2, '0')}T09:30:00.000Z`,
    status,
    statusLabel: shipmentStatusLabel(status),
    paymentMethod: 'cod',
    paymentStatus: 'cod',
    subtotal: 500,
    delivery_charge: 99,
    codFee: 0,
    totalPrice: 599,
    courier_name: null,
    awb_code: null,
    shipment_order_id: null,
    firstName: 'Asha',
    lastName: `Verma${id}`,
    email: 'asha@example.com',
    phone: '9876500002',
    address: '12 MG Road',
    apt: 'Flat 4B',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    OrderItems: [
      {
        id: id * 10,
        productId: 40 + (id % products.length),
        price: 250,
        quantity: 2,
        Product: { name },
        productlitre: {
          pl_id: 91,
          litre: { litre: '500 ml', total_ml: 500 },
          productimages: [{ image: '/media/p.webp' }],
        },
      },
    ],
    tracking: {
      tracking_data: {
        shipment_status: status,
        etd: null,
        track_url: null,
        shipment_track: [{ current_status: shipmentStatusLabel(status) }],
        shipment_track_activities: [],
      },
    },
    ...overrides,
  };
}

/** Orders 1..n, newest first as the API lists them. */
export const makeOrders = (n: number) => Array.from({ length: n }, (_, i) => makeOrder(n - i));
