// @vitest-environment happy-dom
// The shopper's order page against the real API (decision 0132): a cash order whose parcel came back to the shop
// reads "Not collected (returned)", not "Pay on delivery".
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSize, placeCodOrder } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();
afterEach(cleanup);

describe("a returned cash order's payment", () => {
  it('reads "Not collected (returned)" on the shopper\'s order page', async () => {
    const me = await api.logInCustomer();
    const { order } = await placeCodOrder(api, await demoSize(api, 1), 1, me);
    const id = order.orderId as number;
    for (const status of [5, 8, 10]) {
      const res = await api.as(await api.adminToken(), {
        method: 'PATCH',
        url: `/api/order/${id}/shipment`,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    renderPage(<TrackOrderPage />, '/track-order', `/track-order?tab=orders&order=${id}`);
    expect(await screen.findByRole('heading', { name: `Order #${id}` })).toBeTruthy();
    expect((await screen.findAllByText('Not collected (returned)')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Pay on delivery')).toBeNull();
  });
});
