// @vitest-environment happy-dom
// The Promotions page and form against the real API (decision 0085): India-time dates in and out, the shared
// schema's messages under their fields before anything is sent, a code saved and listed with its status and
// usage, the server's refusals (a code taken, a used promotion deleted) said, disable and enable; and the promo
// banner's "Links to promotion".
import { promotionMessages } from '@chamak/shared/promotions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import PromoBannerPage from '../media/promo-banner-page.tsx';
import {
  checkDraft,
  draftOf,
  fromIndiaInput,
  promotionStatus,
  toIndiaInput,
  windowText,
} from './promotion-draft.ts';
import PromotionsPage from './promotions-page.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

let n = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++n}`;

async function createPromotion(body: Record<string, unknown>): Promise<number> {
  const res = await api.as(await api.adminToken(), {
    method: 'POST',
    url: '/api/admin/promotions',
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

const dialog = () => screen.getByRole('dialog');
const inDialog = (label: string) => within(dialog()).getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(inDialog(label), { target: { value } });
const errorOf = (label: string) => {
  const input = inDialog(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('promotion draft', () => {
  it('reads and writes India time with +05:30', () => {
    expect(fromIndiaInput('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+05:30');
    expect(fromIndiaInput('')).toBeNull();
    expect(toIndiaInput('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T10:00');
    expect(windowText({ startsAt: '2026-12-01T04:30:00.000Z', endsAt: null })).toBe(
      'From 1 Dec 2026, 10:00 am',
    );
  });

  it('tells Active, Scheduled, Expired and Disabled apart', () => {
    const now = Date.parse('2026-12-10T00:00:00Z');
    const window = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z' };
    expect(promotionStatus({ active: true, ...window }, now)).toBe('Active');
    expect(promotionStatus({ active: true, ...window }, Date.parse('2026-11-01T00:00:00Z'))).toBe(
      'Scheduled',
    );
    expect(promotionStatus({ active: true, ...window }, Date.parse('2027-01-01T00:00:00Z'))).toBe('Expired');
    expect(promotionStatus({ active: false, ...window }, now)).toBe('Disabled');
  });

  it.each([
    [{ percent: '101' }, 'percent', 'percent must be at most 100'],
    [{ percent: '10%' }, 'percent', 'percent must be a number'],
    [{ percent: '10', cap: '-5' }, 'cap', 'cap cannot be negative'],
    [{ percent: '10', code: 'WEL COME' }, 'code', 'code must be 3 to 32 letters, digits, - or _ (no spaces)'],
    [
      { percent: '10', startsAt: '2026-12-31T10:00', endsAt: '2026-12-01T10:00' },
      'endsAt',
      'endsAt must be after startsAt',
    ],
  ])('refuses %j under its field', (over, field, message) => {
    const { errors, body } = checkDraft({ ...draftOf(null), name: 'Sale', ...over });
    expect(body).toBeNull();
    expect(errors[field as keyof typeof errors]).toBe(message);
  });
});

describe('Promotions page', () => {
  it('lists a promotion with its code, window, status, uses and the discount given', async () => {
    const name = unique('Listed ');
    const id = await createPromotion({
      name,
      code: unique('LIST'),
      action: 'fixed',
      amount: 50,
      usageLimit: 5,
      startsAt: '2026-01-01T00:00:00+05:30',
    });
    const auto = unique('Auto ');
    await createPromotion({ name: auto, action: 'free_delivery', active: false });
    renderAdminPage(<PromotionsPage />, '/admin/promotions');
    const row = (await screen.findByText(name)).closest('tr')!;
    expect(row.textContent).toContain('₹50 off');
    expect(row.textContent).toContain('From 1 Jan 2026, 12:00 am');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(row.textContent).toContain('0 / 5');
    expect(row.textContent).toContain('₹0.00');
    const autoRow = screen.getByText(auto).closest('tr')!;
    expect(within(autoRow).getByText('Automatic')).toBeTruthy();
    expect(within(autoRow).getByText('Disabled')).toBeTruthy();
    expect(within(autoRow).getByRole('button', { name: `Enable ${auto}` })).toBeTruthy();
    expect(id).toBeGreaterThan(0);
  });

  it('stops bad input at the form with the schema message and sends nothing', async () => {
    renderAdminPage(<PromotionsPage />, '/admin/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    type('Name *', 'Too much');
    type('Percent off *', '150');
    type('Code', 'NO SPACES');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promotion' }));
    expect(errorOf('Percent off *')).toBe('percent must be at most 100');
    expect(errorOf('Code')).toBe('code must be 3 to 32 letters, digits, - or _ (no spaces)');
    expect(writes(api)).toEqual([]);
  });

  it('creates a code with India-time dates and eligibility, and lists it', async () => {
    const toasts = recordToasts();
    const code = unique('FEST');
    renderAdminPage(<PromotionsPage />, '/admin/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    type('Name *', 'Festive 15');
    type('Code', code);
    type('Percent off *', '15');
    type('Cap (₹)', '200');
    type('Minimum cart (₹)', '499');
    fireEvent.change(inDialog('Applies to'), { target: { value: 'categories' } });
    fireEvent.click(await within(dialog()).findByLabelText('Floor Care'));
    fireEvent.click(inDialog('First order only'));
    type('Starts', '2026-12-01T10:00');
    type('Ends', '2026-12-31T23:30');
    type('Total uses', '100');
    type('Uses per customer', '1');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promotion' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(promotionMessages.created));
    const [post] = api.callsTo('/admin/promotions', 'POST');
    expect(post!.body).toMatchObject({
      name: 'Festive 15',
      code,
      action: 'percent',
      percent: 15,
      cap: 200,
      minCart: 499,
      appliesTo: 'categories',
      categoryIds: [expect.any(Number)],
      productIds: [],
      firstOrderOnly: true,
      onlineOnly: false,
      startsAt: '2026-12-01T10:00:00+05:30',
      endsAt: '2026-12-31T23:30:00+05:30',
      usageLimit: 100,
      perCustomerLimit: 1,
      amount: null,
    });
    const row = (await screen.findByText('Festive 15')).closest('tr')!;
    expect(row.textContent).toContain(code);
    expect(row.textContent).toContain('1 Dec 2026, 10:00 am – 31 Dec 2026, 11:30 pm');
    expect(row.textContent).toContain('0 / 100');
    expect(row.textContent).toContain('15% off (up to ₹200) on orders above ₹499');

    // Editing it opens with the same India times.
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Festive 15' }));
    expect((inDialog('Starts') as HTMLInputElement).value).toBe('2026-12-01T10:00');
    expect(((await within(dialog()).findByLabelText('Floor Care')) as HTMLInputElement).checked).toBe(true);
  });

  it('saves the name in Hindi, shows it when edited, keeps it through Disable, and refuses one too long', async () => {
    const toasts = recordToasts();
    const code = unique('DIWALI');
    renderAdminPage(<PromotionsPage />, '/admin/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    // Hindi is on in the demo shop, Marathi off: only Hindi is asked for.
    expect(within(dialog()).queryByLabelText('Name in Marathi')).toBeNull();
    type('Name *', 'Diwali 10% off');
    type('Code', code);
    type('Percent off *', '10');
    type('Name in Hindi', 'द'.repeat(101));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promotion' }));
    expect(errorOf('Name in Hindi')).toBe('Name in Hindi must be at most 100 characters');
    expect(writes(api)).toEqual([]);
    type('Name in Hindi', ' दिवाली पर 10% की छूट ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promotion' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(promotionMessages.created));
    const [post] = api.callsTo('/admin/promotions', 'POST');
    expect(post!.body).toMatchObject({
      name: 'Diwali 10% off',
      names: { hi: ' दिवाली पर 10% की छूट ', mr: '' },
    });
    const row = async () => (await screen.findByText('Diwali 10% off')).closest('tr')!;

    // Edited, the form shows the stored (trimmed) name.
    fireEvent.click(within(await row()).getByRole('button', { name: 'Edit Diwali 10% off' }));
    expect((inDialog('Name in Hindi') as HTMLInputElement).value).toBe('दिवाली पर 10% की छूट');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    // Disabled from the list, it keeps its Hindi name.
    fireEvent.click(within(await row()).getByRole('button', { name: 'Disable Diwali 10% off' }));
    await waitFor(async () => expect(within(await row()).getByText('Disabled')).toBeTruthy());
    const listed = (
      await api.as(await api.adminToken(), { method: 'GET', url: '/api/admin/promotions' })
    ).json() as { code: string; names: Record<string, string> }[];
    expect(listed.find((p) => p.code === code)?.names).toEqual({ hi: 'दिवाली पर 10% की छूट' });
  });

  it('finds products by name for a products-only offer and names the chosen ones when edited', async () => {
    const toasts = recordToasts();
    const name = unique('Picked ');
    renderAdminPage(<PromotionsPage />, '/admin/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    type('Name *', name);
    fireEvent.change(inDialog('Action *'), { target: { value: 'bxgy' } });
    type('Buy (units) *', '2');
    type('Get free (units) *', '1');
    fireEvent.change(inDialog('Applies to'), { target: { value: 'products' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promotion' }));
    expect(within(dialog()).getByText('Choose at least one product')).toBeTruthy();
    type('Products *', 'floor');
    const found = await within(dialog()).findByRole('list', { name: 'Products found' });
    const [first] = within(found).getAllByRole('checkbox');
    const productName = first!.closest('label')!.querySelector('span')!.textContent!;
    fireEvent.click(first!);
    const chosen = within(dialog()).getByRole('list', { name: 'Chosen products' });
    expect(within(chosen).getByText(productName)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promotion' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(promotionMessages.created));
    const [post] = api.callsTo('/admin/promotions', 'POST');
    expect(post!.body).toMatchObject({
      action: 'bxgy',
      buyQty: 2,
      getQty: 1,
      appliesTo: 'products',
      productIds: [expect.any(Number)],
      categoryIds: [],
      percent: null,
      code: null,
    });
    const row = (await screen.findByText(name)).closest('tr')!;
    expect(within(row).getByText('Automatic')).toBeTruthy();
    expect(row.textContent).toContain('Buy 2 get 1 free');
    fireEvent.click(within(row).getByRole('button', { name: `Edit ${name}` }));
    const again = within(dialog()).getByRole('list', { name: 'Chosen products' });
    expect(await within(again).findByText(productName)).toBeTruthy();
  });

  it("shows the server's refusal of a code another active promotion holds", async () => {
    const code = unique('TAKEN');
    await createPromotion({ name: 'Holder', code, action: 'percent', percent: 5 });
    const toasts = recordToasts();
    renderAdminPage(<PromotionsPage />, '/admin/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    type('Name *', 'Copycat');
    type('Code', code.toLowerCase());
    type('Percent off *', '5');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promotion' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(promotionMessages.codeTaken));
    expect(within(dialog()).getByRole('alert').textContent).toBe(promotionMessages.codeTaken);
  });

  it('disables and enables from the list, and refuses to delete a promotion an order used', async () => {
    const name = unique('Used ');
    const id = await createPromotion({ name, code: unique('USED'), action: 'percent', percent: 5 });
    // An order that was placed with it (the discount row as the orders module records it).
    const { order } = await placeCodOrder(api, await demoSize(api, 1));
    await api.database.db.execute(
      sql`insert into order_discounts (order_id, promotion_id, label, kind, amount_paise, redeemed_at)
          values (${order.orderId as number}, ${id}, ${name}, 'lines', 1234, now())`,
    );
    const toasts = recordToasts();
    renderAdminPage(<PromotionsPage />, '/admin/promotions');
    const row = async () => (await screen.findByText(name)).closest('tr')!;
    expect((await row()).textContent).toContain('1 / ∞');
    expect((await row()).textContent).toContain('₹12.34');

    fireEvent.click(within(await row()).getByRole('button', { name: `Delete ${name}` }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(promotionMessages.inUse));
    expect(api.callsTo(`/admin/promotions/${id}`, 'DELETE')[0]?.status).toBe(409);

    fireEvent.click(within(await row()).getByRole('button', { name: `Disable ${name}` }));
    await waitFor(async () => expect(within(await row()).getByText('Disabled')).toBeTruthy());
    expect(api.callsTo(`/admin/promotions/${id}`, 'PUT')[0]!.body).toMatchObject({ active: false });
    fireEvent.click(within(await row()).getByRole('button', { name: `Enable ${name}` }));
    await waitFor(async () => expect(within(await row()).getByText('Active')).toBeTruthy());
  });
});

describe('promo banner linking to a promotion', () => {
  it('saves the chosen promotion with the banner and shows it', async () => {
    const name = unique('Banner offer ');
    const id = await createPromotion({ name, action: 'free_delivery' });
    renderAdminPage(<PromoBannerPage />, '/admin/promoBanner');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit promo banner 1' }));
    const select = (await within(dialog()).findByLabelText('Links to promotion')) as HTMLSelectElement;
    await within(select).findByText(name);
    fireEvent.change(select, { target: { value: String(id) } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Promo Banner' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.status).toBe(200));
    // The list says where the banner leads.
    await waitFor(() => expect(screen.getByText(/Links to:/).textContent).toContain(name));
    const [shown] = (await api.as(undefined, { method: 'GET', url: '/api/promo-banners' })).json();
    expect(shown).toMatchObject({ promotionId: id, promotion: { id, name, code: null } });
  });
});
