// @vitest-environment happy-dom
// Checkout with discounts (decisions 0151 and 0165) against the real API on the demo shop: the code kept with
// the cart is quoted and placed with the order, then forgotten; "Pay online and save ₹x" from the server's
// online savings; a code used up while the shopper typed is refused at placement with its reason under the
// field, and nothing typed is lost.
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { CartQuote } from '@chamak/shared/pricing';
import { promotionMessages } from '@chamak/shared/promotions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { checkoutAddress } from '../../../../api/src/test/checkout.ts';
import { cartCode } from '../../lib/cart-code.ts';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { freshCode, withPromotions } from '../../test/promotions.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

// The cart: 2 x Citrus Burst 500 ml at ₹161 and 1 x Citrus Burst 1 L at ₹254: ₹576.00 and ₹199 delivery.
async function shopperWithCart() {
  const shopper = await api.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
  await addToServerCart(api, shopper, await demoSize(api, 1), 2);
  await addToServerCart(api, shopper, await demoSize(api, 2), 1);
  return shopper;
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
async function fillForm() {
  await waitFor(() => expect(field('First Name').value).toBe('Asha'));
  for (const [label, value] of Object.entries({
    Address: '14 MG Road',
    'Apartment, suite, landmark': 'Flat 3B',
    City: 'Bengaluru',
    'PIN Code': '560099',
  }))
    type(label, value);
  // The state is the PIN code's (decision 0293).
  await waitFor(() => expect(field('State').value).toBe('Karnataka'));
}
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const figure = (term: string) =>
  summary()
    .getByText((_, el) => el?.tagName === 'DT' && el.textContent!.startsWith(term))
    .parentElement!.querySelector('dd')!.textContent;
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(label) }));
const submitButton = () =>
  screen.getByRole('form', { name: 'Checkout' }).querySelector('button[type=submit]') as HTMLButtonElement;
const lastQuote = () => api.callsTo('/cart/quote').at(-1)?.response as CartQuote | undefined;

it('quotes the code kept with the cart, places the order with it, and forgets it afterwards', async () => {
  const code = freshCode('TENOFF');
  await withPromotions(api, [{ name: '10% off', code, action: 'percent', percent: 10 }], async () => {
    const shopper = await shopperWithCart();
    cartCode.set(code);
    renderPage(<CheckoutPage />, '/checkout');
    await fillForm();
    // 10 % of ₹576.00 off the goods: ₹57.60, so ₹717.40 with the ₹199 delivery (never added up here).
    await waitFor(() => expect(figure(`${code} – 10% off`)).toBe('−₹57.60'));
    expect(figure('Total')).toBe('₹717.40');
    expect(summary().getByText(code).closest('div')!.textContent).toContain('applied');
    expect(api.callsTo('/cart/quote').at(-1)!.body).toMatchObject({ userId: shopper.userId, code });

    choose('Cash on delivery');
    await waitFor(() => expect(lastQuote()?.codeApplied).toBe(code));
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/order-confirmation\/\d+$/),
    );
    const placed = api.callsTo('/order/verify-payment').at(-1)!;
    expect(placed.body).toMatchObject({ paymentMethod: 'cod', code });
    // The order the server stored carries the discount (its total is the quote's).
    const { orderId } = placed.response as { orderId: number };
    const order = (
      await api.as(shopper.token, { method: 'GET', url: `/api/order/get/${orderId}` })
    ).json() as Order;
    expect(order.totalPrice).toBe(717.4);
    expect(cartCode.read()).toBeNull();
  });
});

it('says how much paying online saves, from the server’s quote, on both payment options', async () => {
  await withPromotions(
    api,
    [{ name: 'Prepaid 5%', action: 'percent', percent: 5, onlineOnly: true }],
    async () => {
      await shopperWithCart();
      renderPage(<CheckoutPage />, '/checkout');
      await fillForm();
      // 5 % of ₹576.00 when paid online: ₹28.80, listed by name on the online quote.
      await waitFor(() => expect(figure('Prepaid 5%')).toBe('−₹28.80'));
      const online = screen.getByRole('radio', { name: /Pay online/ }).closest('label')!;
      await waitFor(() => expect(online.textContent).toContain('You save ₹28.80'));
      expect(screen.queryByText(/Pay online and save/)).toBeNull();

      choose('Cash on delivery');
      await screen.findByText('Pay online and save ₹28.80.');
      await waitFor(() => expect(summary().queryByText('Prepaid 5%')).toBeNull());
      await waitFor(() => expect(lastQuote()).toBeDefined());
      const quote = lastQuote()!;
      expect(api.callsTo('/cart/quote').at(-1)!.body).toMatchObject({ paymentMethod: 'cod' });
      expect(formatRupees(quote.onlineSavingsPaise)).toBe('₹28.80');
      expect(figure('Total')).toBe('₹775.00');
    },
  );
});

it('keeps everything typed when placing finds the code used up, and says why under the field', async () => {
  const code = freshCode('ONCE');
  await withPromotions(
    api,
    [{ name: 'One use', code, action: 'fixed', amount: 50, usageLimit: 1 }],
    async () => {
      await shopperWithCart();
      cartCode.set(code);
      renderPage(<CheckoutPage />, '/checkout');
      await fillForm();
      choose('Cash on delivery');
      await waitFor(() => expect(figure(`${code} – One use`)).toBe('−₹50.00'));

      // Someone else uses the last use while the shopper is typing.
      const other = await api.newCustomer();
      await addToServerCart(api, other, await demoSize(api, 1), 1);
      const used = await api.as(other.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: { ...checkoutAddress, userId: other.userId, paymentMethod: 'cod', code },
      });
      expect(used.statusCode, used.body).toBe(200);

      fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
      await waitFor(() =>
        expect(
          within(summary().getByText(code).closest('div')!.parentElement!).getByRole('alert').textContent,
        ).toBe(promotionMessages.used),
      );
      expect(api.callsTo('/order/verify-payment').at(-1)!.status).toBe(422);
      expect(api.callsTo('/order/verify-payment').at(-1)!.response).toEqual({
        message: promotionMessages.used,
        code: 'COUPON_USED_UP',
      });
      expect(screen.getByTestId('location').textContent).toBe('/checkout');
      expect(field('Address').value).toBe('14 MG Road');
      expect(field('City').value).toBe('Bengaluru');
      expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(submitButton().disabled).toBe(false);
      // Asked again: the summary now shows the cart without the code, and the shopper may remove it.
      await waitFor(() => expect(summary().queryByText(`${code} – One use`)).toBeNull());
      expect(figure('Total')).toBe('₹775.00');
      fireEvent.click(summary().getByRole('button', { name: `Remove code ${code}` }));
      await waitFor(() => expect(summary().queryByRole('alert')).toBeNull());
      expect(cartCode.read()).toBeNull();
    },
  );
});

it('offers to remove a code that expired while the shopper typed, told by the refusal’s code', async () => {
  const code = freshCode('LATE');
  const body = { name: 'Ends soon', code, action: 'fixed', amount: 40 };
  await withPromotions(api, [body], async ([id]) => {
    await shopperWithCart();
    cartCode.set(code);
    renderPage(<CheckoutPage />, '/checkout');
    await fillForm();
    await waitFor(() => expect(figure(`${code} – Ends soon`)).toBe('−₹40.00'));

    // The promotion ends before the shopper presses the button.
    const ended = await api.as(await api.adminToken(), {
      method: 'PUT',
      url: `/api/admin/promotions/${id}`,
      payload: { ...body, endsAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(ended.statusCode, ended.body).toBe(200);

    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    await waitFor(() =>
      expect(
        within(summary().getByText(code).closest('div')!.parentElement!).getByRole('alert').textContent,
      ).toBe(promotionMessages.unknown),
    );
    const refused = api.callsTo('/order/order').at(-1)!;
    expect(refused.status).toBe(422);
    expect(refused.response).toEqual({ message: promotionMessages.unknown, code: 'COUPON_NOT_FOUND' });
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    expect(field('Address').value).toBe('14 MG Road');
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(summary().getByRole('button', { name: `Remove code ${code}` }));
    await waitFor(() => expect(summary().queryByRole('alert')).toBeNull());
    expect(cartCode.read()).toBeNull();
  });
});
