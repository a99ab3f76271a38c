// @vitest-environment happy-dom
// What can be subscribed, per size, in the product form against the real API on the demo shop (decision 0325):
// "Subscribe and save" with its intervals and subscriber discount, and how long a unit lasts; what a save sends
// read back from the shop and into the next edit; bad settings refused under their fields with the shared schema's
// messages, nothing typed lost and nothing sent.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { subscriptionMessages } from '@chamak/shared/size-subscriptions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../test/admin.tsx';
import { addProduct } from '../../../test/admin-catalogue.ts';
import { useRealApi } from '../../../test/real-api.ts';
import { ProductForm } from './product-form.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Product' }));
const subscribe = () => field('Subscribe and save');
const productWrites = () => api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/products'));
const productNow = async (id: number) =>
  (await api.as(undefined, { method: 'GET', url: `/api/products/${id}` })).json() as ProductDetails;

/** Opens the edit form of `product` and waits for its draft. */
async function openEdit(product: ProductDetails) {
  renderAdminPage(<ProductForm open productId={product.id} onClose={() => {}} />, '/admin/products');
  await screen.findByDisplayValue(product.name);
}

/** The field's own message (its aria-describedby), as a screen reader hears it with the field. */
const messageOf = (label: string) => {
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(input.getAttribute('aria-describedby')!)?.textContent;
};

describe('Subscribe and save, per size', () => {
  it('offers a size every few days at a discount and says how long it lasts; the next edit shows it; off again, it is not offered', async () => {
    const product = await addProduct(api, 1);
    await openEdit(product);
    expect(subscribe().checked).toBe(false);
    // Off, the size asks only how long a unit lasts.
    expect(within(dialog()).queryByLabelText('Intervals (days) *')).toBeNull();
    expect(within(dialog()).queryByLabelText('Subscriber discount (%)')).toBeNull();
    expect(field('Lasts about (days per unit)').value).toBe('');

    fireEvent.click(subscribe());
    type('Intervals (days) *', '90, 30 60');
    type('Subscriber discount (%)', '10');
    type('Lasts about (days per unit)', '30');
    save();
    await screen.findByText('Product Updated');
    await waitFor(() =>
      expect(productWrites()).toMatchObject([
        { method: 'PUT', path: `/products/${product.id}`, status: 200 },
      ]),
    );
    const [size] = (await productNow(product.id)).productlitres;
    expect(size).toMatchObject({
      pl_id: product.productlitres[0]!.pl_id,
      subscription: { intervals: [30, 60, 90], discountPercent: 10 },
      supplyDays: 30,
    });

    cleanup();
    await openEdit(product);
    expect(subscribe().checked).toBe(true);
    expect(field('Intervals (days) *').value).toBe('30, 60, 90');
    expect(field('Subscriber discount (%)').value).toBe('10');
    expect(field('Lasts about (days per unit)').value).toBe('30');

    fireEvent.click(subscribe());
    type('Lasts about (days per unit)', '');
    save();
    await waitFor(() => expect(productWrites()[1]).toMatchObject({ method: 'PUT', status: 200 }));
    expect((await productNow(product.id)).productlitres[0]).toMatchObject({
      subscription: null,
      supplyDays: null,
    });
  });

  it('refuses bad settings under their fields, keeps what was typed, sends nothing, then saves once put right', async () => {
    const product = await addProduct(api, 1);
    await openEdit(product);
    fireEvent.click(subscribe());
    save();
    expect(await within(dialog()).findByRole('alert')).toBeTruthy();
    expect(messageOf('Intervals (days) *')).toBe(subscriptionMessages.intervalRequired);

    type('Intervals (days) *', '5, 30');
    type('Subscriber discount (%)', '60');
    type('Lasts about (days per unit)', '400');
    expect(messageOf('Intervals (days) *')).toBe(subscriptionMessages.interval);
    expect(messageOf('Subscriber discount (%)')).toBe(subscriptionMessages.discount);
    expect(messageOf('Lasts about (days per unit)')).toBe(subscriptionMessages.supplyDays);
    const summary = within(dialog()).getByRole('alert').textContent;
    for (const message of [
      subscriptionMessages.interval,
      subscriptionMessages.discount,
      subscriptionMessages.supplyDays,
    ])
      expect(summary).toContain(message);

    type('Intervals (days) *', '30, 30');
    expect(messageOf('Intervals (days) *')).toBe(subscriptionMessages.intervalTwice);
    type('Intervals (days) *', 'monthly');
    expect(messageOf('Intervals (days) *')).toBe(subscriptionMessages.interval);
    expect(field('Subscriber discount (%)').value).toBe('60');
    expect(field('Lasts about (days per unit)').value).toBe('400');
    expect(productWrites()).toHaveLength(0);

    type('Intervals (days) *', '45');
    type('Subscriber discount (%)', '50');
    type('Lasts about (days per unit)', '365');
    save();
    await waitFor(() =>
      expect(productWrites()).toMatchObject([
        { method: 'PUT', path: `/products/${product.id}`, status: 200 },
      ]),
    );
    expect((await productNow(product.id)).productlitres[0]).toMatchObject({
      subscription: { intervals: [45], discountPercent: 50 },
      supplyDays: 365,
    });
  });
});
