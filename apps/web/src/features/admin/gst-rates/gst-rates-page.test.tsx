// @vitest-environment happy-dom
// The GST Rates page against the real API (decision 0085): the demo shop's scheduled change and history listed,
// the shared schema's messages under the form's fields before anything is sent, the server's refusal of a day
// already begun over orders said in the form, a change scheduled for a row's product and cancelled.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoGstHistory } from '../../../../../../tools/demo-data/demo-gst-rates.ts';
import { rows } from '../../../../../api/src/lib/sql.ts';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import GstRatesPage from './gst-rates-page.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const inDialog = (label: string) => within(dialog()).getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(inDialog(label), { target: { value } });

describe('GST Rates page', () => {
  it("lists the demo shop's scheduled change and the change made", async () => {
    renderAdminPage(<GstRatesPage />, '/admin/gst-rates');
    const scheduled = await screen.findByRole('region', { name: 'Scheduled changes' });
    const item = (await within(scheduled).findByText(demoGstHistory.product)).closest('li')!;
    expect(item.textContent).toContain('3402 · 5% from');
    const history = screen.getByRole('region', { name: 'Changes made' });
    const row = within(history).getByText(demoGstHistory.product).closest('tr')!;
    expect(row.textContent).toContain('22 September 2025');
    expect(row.textContent).toContain('3402 · 18%');
  });

  it('stops an empty form with the schema messages and sends nothing', async () => {
    renderAdminPage(<GstRatesPage />, '/admin/gst-rates');
    await screen.findByRole('region', { name: 'Scheduled changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule a Change' }));
    type('Effective from', '');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schedule Change' }));
    expect(within(dialog()).getByText('Choose at least one product')).toBeTruthy();
    expect(within(dialog()).getByText('HSN code must be 4, 6 or 8 digits')).toBeTruthy();
    expect(within(dialog()).getByText('GST rate must be 0, 5, 12, 18 or 28 %')).toBeTruthy();
    expect(within(dialog()).getByText('Effective from must be a date (YYYY-MM-DD)')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it("schedules a change for a row's product, says a refusal, and cancels it", async () => {
    const toasts = recordToasts();
    const [first] = await rows<{ pl_id: number }>(
      api.database.db,
      sql`select min(id) as pl_id from product_litres where remaining_qty > 0`,
    );
    const size = await demoSize(api, first!.pl_id);
    const product = { id: size.productId, name: size.name };
    // An order of it placed today: a change dated back over it is refused.
    await placeCodOrder(api, size);
    renderAdminPage(<GstRatesPage />, '/admin/gst-rates');
    fireEvent.click(await screen.findByRole('button', { name: `Schedule a change for ${product.name}` }));
    expect((inDialog('HSN code') as HTMLInputElement).value).not.toBe('');
    type('GST rate', '5');
    type('Effective from', '2020-01-01');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schedule Change' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toMatch(
      /^Effective from: \d+ orders? w(as|ere) placed on or after 1 January 2020/,
    );
    type('Effective from', '2099-04-01');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schedule Change' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('GST rate change scheduled for 1 product'),
    );
    const scheduled = screen.getByRole('region', { name: 'Scheduled changes' });
    const item = (await within(scheduled).findByText(product.name)).closest('li')!;
    expect(item.textContent).toContain('from 1 April 2099');

    fireEvent.click(within(item).getByRole('button', { name: `Cancel the change of ${product.name}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Change' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Scheduled GST rate change cancelled'));
    await waitFor(() => expect(within(scheduled).queryByText(product.name)).toBeNull());
  });
});
