// @vitest-environment happy-dom
// The cart's discount code against the real API on the demo shop: Apply keeps a code only when the server
// applies it, the quote lists the discount by name, a refused code shows the server's reason and is not kept,
// Remove takes it off, and every cart change asks again with the code.
import { formatRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { promotionMessages } from '@chamak/shared/promotions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { guestCart } from '../../lib/guest-store.ts';
import { addToServerCart, type DemoSize, demoSize } from '../../test/demo-shop.ts';
import { freshCode, withPromotions } from '../../test/promotions.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CartPage from './cart-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

/** Runs `test` with the promotion in place, and takes it away afterwards. */
const withPromotion = (body: Record<string, unknown>, test: () => Promise<void>) =>
  withPromotions(api, [body], test);

const citrus500 = () => demoSize(api, 1);
const putInGuestCart = (size: DemoSize, quantity = 1) =>
  guestCart.add({ productId: size.productId, pl_id: size.pl_id, quantity });

async function openCart() {
  renderPage(<CartPage />, '/cart');
  await screen.findByRole('region', { name: 'Order Summary' });
}
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const codeInput = () => summary().getByLabelText('Discount code') as HTMLInputElement;
const apply = (code: string) => {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(summary().getByRole('button', { name: 'Apply' }));
};
const figure = (term: string) => {
  const dt = summary().getByText((_, el) => el?.tagName === 'DT' && el.textContent!.startsWith(term));
  return dt.parentElement!.querySelector('dd')!.textContent;
};
const quotes = () => api.callsTo('/cart/quote');
const lastQuote = () => quotes().at(-1)?.response as CartQuote | undefined;

it('applies a code for a guest: kept with the cart, sent with the quote, listed by name as a minus line', async () => {
  const code = freshCode('SAVE');
  const body = { name: '10% off', code, action: 'percent', percent: 10 };
  await withPromotion(body, async () => {
    const size = await citrus500();
    putInGuestCart(size, 2);
    await openCart();
    await summary().findByText(formatRupees(size.pricePaise * 2));

    apply(code.toLowerCase());
    // The server applied it as the promotion spells it; the browser keeps it with the cart.
    await summary().findByText('applied');
    await waitFor(() => expect(localStorage.getItem('cartCode')).toBe(code));
    const discount = Math.floor((size.pricePaise * 2) / 10);
    const line = await summary().findByText(
      (_, el) => el?.tagName === 'DT' && el.textContent === `${code} – 10% off`,
    );
    expect(line.parentElement!.querySelector('dd')!.textContent).toBe(`−${formatRupees(discount)}`);
    await waitFor(() => expect(lastQuote()).toBeDefined());
    const quoted = lastQuote()!;
    // Asked as typed; kept and asked afterwards as the promotion spells it.
    expect(quotes().some((c) => (c.body as { code?: string }).code === code.toLowerCase())).toBe(true);
    expect(quoted.codeApplied).toBe(code);
    await waitFor(() => expect(figure('Total')).toBe(formatRupees(lastQuote()!.totalPaise)));
    expect(lastQuote()!.totalPaise).toBe(lastQuote()!.subtotalPaise - discount + lastQuote()!.deliveryPaise);

    // A cart change asks again, with the code.
    const before = quotes().length;
    guestCart.setQuantity(size.pl_id, 3);
    await waitFor(() => expect(quotes().length).toBeGreaterThan(before));
    expect(quotes().at(-1)!.body).toMatchObject({ code, cartDatas: [{ pl_id: size.pl_id, quantity: 3 }] });
    await waitFor(() =>
      expect(
        summary()
          .getByText((_, el) => el?.tagName === 'DT' && el.textContent === `${code} – 10% off`)
          .parentElement!.querySelector('dd')!.textContent,
      ).toBe(`−${formatRupees(Math.floor((size.pricePaise * 3) / 10))}`),
    );

    // Remove: forgotten, and the next quote has no code and no discount.
    fireEvent.click(summary().getByRole('button', { name: `Remove code ${code}` }));
    await waitFor(() => expect(localStorage.getItem('cartCode')).toBeNull());
    await waitFor(() => expect(summary().queryByText(`${code} – 10% off`)).toBeNull());
    expect(quotes().at(-1)!.body).not.toHaveProperty('code');
    expect(codeInput().value).toBe('');
  });
});

it('shows why a code is refused, under the field, and does not keep it', async () => {
  const expired = freshCode('OLD');
  const min = freshCode('BIG');
  const expiredBody = {
    name: 'Last month',
    code: expired,
    action: 'fixed',
    amount: 50,
    startsAt: '2025-01-01T00:00:00+05:30',
    endsAt: '2025-02-01T00:00:00+05:30',
  };
  const minBody = { name: 'Big cart', code: min, action: 'fixed', amount: 100, minCart: 5000 };
  await withPromotion(expiredBody, () =>
    withPromotion(minBody, async () => {
      const size = await citrus500();
      putInGuestCart(size, 1);
      await openCart();
      await summary().findByText(formatRupees(size.pricePaise));

      apply(expired);
      const alert = await summary().findByRole('alert');
      expect(alert.textContent).toBe(promotionMessages.unknown);
      expect(codeInput().getAttribute('aria-describedby')).toBe(alert.id);
      expect(localStorage.getItem('cartCode')).toBeNull();
      expect(summary().queryByText(/Last month/)).toBeNull();

      // Typing again clears the message; the next refusal is the minimum cart's, with the amount.
      fireEvent.change(codeInput(), { target: { value: 'x' } });
      expect(summary().queryByRole('alert')).toBeNull();
      apply(min);
      await waitFor(() =>
        expect(summary().getByRole('alert').textContent).toBe(
          'Your cart must be at least ₹5,000 for this code.',
        ),
      );
      expect(localStorage.getItem('cartCode')).toBeNull();
      // The total on screen is still the quote without a code.
      await waitFor(() =>
        expect(figure('Total')).toBe(formatRupees(size.pricePaise + lastQuote()!.deliveryPaise)),
      );

      apply('NOSUCHCODE');
      await waitFor(() => expect(summary().getByRole('alert').textContent).toBe(promotionMessages.unknown));
    }),
  );
});

it('sends a customer’s code with their server cart, and says why when a cart change loses it', async () => {
  const code = freshCode('MIN');
  const size = await citrus500();
  // At least two units' worth: dropping to one unit falls under it.
  const minCart = (size.pricePaise * 2) / 100;
  const body = { name: 'Two or more', code, action: 'fixed', amount: 20, minCart };
  await withPromotion(body, async () => {
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, size, 2);
    await openCart();
    await summary().findByText(formatRupees(size.pricePaise * 2));

    apply(code);
    await summary().findByText(`${code} – Two or more`);
    expect(summary().getByText(`${code} – Two or more`).parentElement!.querySelector('dd')!.textContent).toBe(
      '−₹20.00',
    );
    expect(quotes().at(-1)!.body).toEqual({ userId: Number(shopper.userId), code });
    expect(quotes().at(-1)!.auth).toBe(`Bearer ${shopper.token}`);

    // One unit fewer: the server no longer applies it and says why; the code stays to come back with the cart.
    fireEvent.click(screen.getByRole('button', { name: `Decrease quantity of ${size.label}` }));
    await waitFor(() =>
      expect(summary().getByRole('alert').textContent).toBe(promotionMessages.minCart(size.pricePaise * 2)),
    );
    expect(summary().queryByText(`${code} – Two or more`)).toBeNull();
    expect(localStorage.getItem('cartCode')).toBe(code);
    expect(summary().getByText('not applied')).toBeTruthy();
  });
});
