// @vitest-environment happy-dom
// A guest trying one code after another in the cart, against the real API with a tight code-attempt limit: the
// refusals all read "This code is not valid.", and past the limit the server's 429 message shows under the code
// field, while the cart's own quote (without a code) goes on.
import { messages } from '@chamak/shared/messages';
import { formatRupees } from '@chamak/shared/money';
import { promotionMessages } from '@chamak/shared/promotions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { guestCart } from '../../lib/guest-store.ts';
import { demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CartPage from './cart-page.tsx';

const limit = 2;
const api = useRealApi({ config: { discountCodeAttempts: limit } });

afterEach(() => cleanup());

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const codeInput = () => summary().getByLabelText('Discount code') as HTMLInputElement;
const apply = (code: string) => {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(summary().getByRole('button', { name: 'Apply' }));
};

it('says a guessed code is not valid, then shows the limit’s message under the field', async () => {
  const size = await demoSize(api, 1);
  guestCart.add({ productId: size.productId, pl_id: size.pl_id, quantity: 1 });
  renderPage(<CartPage />, '/cart');
  await screen.findByRole('region', { name: 'Order Summary' });
  await summary().findByText(formatRupees(size.pricePaise));

  for (let i = 0; i < limit; i++) {
    apply(`GUESS${i}`);
    await waitFor(() => expect(summary().getByRole('alert').textContent).toBe(promotionMessages.unknown));
    fireEvent.change(codeInput(), { target: { value: '' } });
  }
  apply('GUESSMORE');
  await waitFor(() => expect(summary().getByRole('alert').textContent).toBe(messages.tooManyRequests));
  expect(api.callsTo('/cart/quote').at(-1)!.status).toBe(429);
  expect(localStorage.getItem('cartCode')).toBeNull();

  // The cart's quote without a code is never limited: a quantity change is priced as before.
  const before = api.callsTo('/cart/quote').length;
  guestCart.setQuantity(size.pl_id, 2);
  await waitFor(() => expect(api.callsTo('/cart/quote').length).toBeGreaterThan(before));
  await waitFor(() => expect(api.callsTo('/cart/quote').at(-1)!.status).toBe(200));
  await summary().findByText(formatRupees(size.pricePaise * 2));
});
