// @vitest-environment happy-dom
// "Check delivery" on the product page against the real API on the demo shop: a bad PIN code is refused
// before asking, a good one answers the dates, cash on delivery and its fee for this product and is
// remembered; an unserved PIN code says so.
import { pinCodeMessage } from '@chamak/shared/delivery-estimate';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDemoZonesWithAnUnservedOne } from '../../test/delivery-zones.ts';
import { demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ProductDetailsPage from './product-details-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

useDemoZonesWithAnUnservedOne(api);

const section = () => screen.getByRole('region', { name: 'Check delivery' });
const pinField = () => within(section()).getByLabelText('PIN code') as HTMLInputElement;
const checkPin = (pin: string) => {
  fireEvent.change(pinField(), { target: { value: pin } });
  fireEvent.click(within(section()).getByRole('button', { name: 'Check' }));
};

async function openProduct() {
  const size = await demoSize(api, 1);
  renderPage(<ProductDetailsPage />, '/product-details/:id', `/product-details/${size.productId}`);
  await screen.findByRole('heading', { level: 1, name: size.name });
  return size;
}

describe('on the product page', () => {
  it('refuses a malformed PIN code without asking the server', async () => {
    await openProduct();
    checkPin('5600');
    expect(await within(section()).findByText(pinCodeMessage)).toBeTruthy();
    expect(pinField().getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/delivery/estimate?pin=5600')).toHaveLength(0);
  });

  it('answers the dates, cash on delivery with its fee and the place, for this product, and remembers the PIN', async () => {
    const size = await openProduct();
    checkPin('560001');
    expect(await within(section()).findByText(/^Delivery (by|between) /)).toBeTruthy();
    expect(within(section()).getByText('to Bangalore, Karnataka')).toBeTruthy();
    expect(within(section()).getByText('Cash on delivery available (₹30.00 fee).')).toBeTruthy();
    expect(api.callsTo(`/delivery/estimate?pin=560001&productId=${size.productId}`)).toHaveLength(1);
    expect(localStorage.getItem('deliveryPin')).toBe('560001');
  });

  it('says where the shop does not deliver, and where cash on delivery is not offered', async () => {
    await openProduct();
    checkPin('194101');
    expect(
      await within(section()).findByText('Sorry, we do not deliver to PIN code 194101 yet.'),
    ).toBeTruthy();
    checkPin('744101');
    expect(
      await within(section()).findByText('Cash on delivery is not available here; pay online.'),
    ).toBeTruthy();
  });
});
