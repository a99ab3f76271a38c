// @vitest-environment happy-dom
// /admin/reports, the GST report for GSTR-1, against the real API on the demo shop (a Maharashtra GSTIN, every
// product at 18 %): orders placed through the real checkout get their invoice from the server, a cancelled one
// its credit note; the page shows this month (India time) unless ?month= says otherwise, the figures the server
// stored for those documents, the documents issued, a month without any, the CSV and JSON downloads and the
// failed load.
import { indiaMonth } from '@chamak/shared/gst-report';
import { formatRupees } from '@chamak/shared/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, recordToasts, renderAdminPage } from '../../../test/admin.tsx';
import { placeOrder } from '../../../test/admin-orders.ts';
import { documentsOfOrder, type IssuedDocument } from '../../../test/admin-reports.ts';
import { useRealApi } from '../../../test/real-api.ts';
import GstReportPage from './gst-report-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const thisMonth = () => indiaMonth(new Date());
const maharashtra = { city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };
const karnataka = { city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' };

/** The texts of a row's cells (header cell included). */
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

const table = (name: string) => screen.findByRole('table', { name });
/** The row of `table` whose text includes `text`. */
const rowOf = async (tableName: string, text: string) =>
  within(await table(tableName)).getByRole('row', { name: new RegExp(text) });

const money = (d: Pick<IssuedDocument, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) => [
  formatRupees(d.taxablePaise),
  formatRupees(d.cgstPaise),
  formatRupees(d.sgstPaise),
  formatRupees(d.igstPaise),
];

/** The order's invoice as the server issued it. */
async function invoiceOf(orderId: number): Promise<IssuedDocument> {
  const [invoice] = await documentsOfOrder(api, orderId);
  expect(invoice?.kind).toBe('invoice');
  return invoice!;
}

describe('the GST report page', () => {
  it("opens on this month with the invoices of today's orders: net figures, place of supply and rate, HSN and documents", async () => {
    const inState = await invoiceOf(await placeOrder(api, 1, 2, maharashtra));
    const otherState = await invoiceOf(await placeOrder(api, 1, 1));
    renderAdminPage(<GstReportPage />, '/admin/reports');
    expect(await screen.findByRole('heading', { name: 'GST (GSTR-1)' })).toBeTruthy();
    await table('B2C small (7)');
    expect(api.callsTo(`/admin/reports/gst?month=${thisMonth()}`)).toHaveLength(1);

    const net = within(screen.getByLabelText('Net for the month'));
    const sum = (key: keyof Omit<IssuedDocument, 'kind' | 'number'>) => inState[key] + otherState[key];
    expect(net.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      formatRupees(sum('taxablePaise')),
      formatRupees(sum('cgstPaise')),
      formatRupees(sum('sgstPaise')),
      formatRupees(sum('igstPaise')),
      formatRupees(sum('totalPaise')),
    ]);

    // Within the seller's state CGST + SGST, to Kerala (the checkout's address) IGST; all at 18 %.
    const b2c = 'B2C small (7)';
    expect(cells(await rowOf(b2c, '27-Maharashtra'))).toEqual([
      '27-Maharashtra',
      'Intra-state',
      '18%',
      ...money(inState),
    ]);
    expect(cells(await rowOf(b2c, '32-Kerala'))).toEqual([
      '32-Kerala',
      'Inter-state',
      '18%',
      ...money(otherState),
    ]);
    expect(inState.cgstPaise).toBeGreaterThan(0);
    expect(otherState.igstPaise).toBeGreaterThan(0);

    // The goods under their HSN code, the delivery and COD fees under the courier services' SAC.
    const hsnCodes = within(await table('HSN summary, B2C (12)'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => cells(r)[0]);
    // Four digits unless the GST settings say six: the courier services' SAC 996812 as 9968.
    expect(hsnCodes).toContain('9968');
    expect(hsnCodes.length).toBeGreaterThanOrEqual(2);

    expect(cells(await rowOf('Totals', 'Invoices'))).toEqual([
      'Invoices',
      ...money({
        taxablePaise: sum('taxablePaise'),
        cgstPaise: sum('cgstPaise'),
        sgstPaise: sum('sgstPaise'),
        igstPaise: sum('igstPaise'),
      }),
      formatRupees(sum('totalPaise')),
    ]);
    expect(cells(await rowOf('Documents issued (13)', 'Invoices for outward supply'))).toEqual([
      'Invoices for outward supply',
      inState.number,
      otherState.number,
      '2',
      '0',
    ]);
    expect(cells(await rowOf('Documents issued (13)', 'Credit note'))).toEqual([
      'Credit note',
      '—',
      '—',
      '0',
      '0',
    ]);
  });

  it("subtracts the credit note of an order the admin cancelled from its state's figures", async () => {
    const id = await placeOrder(api, 1, 1, karnataka);
    const cancelled = await api.as(await api.adminToken(), {
      method: 'POST',
      url: `/api/order/${id}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [invoice, creditNote] = await documentsOfOrder(api, id);
    expect(creditNote).toMatchObject({ kind: 'credit_note', totalPaise: invoice!.totalPaise });
    renderAdminPage(<GstReportPage />, '/admin/reports');
    const zero = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    expect(cells(await rowOf('B2C small (7)', '29-Karnataka'))).toEqual([
      '29-Karnataka',
      'Inter-state',
      '18%',
      ...money(zero),
    ]);
    expect(cells(await rowOf('Totals', 'Credit notes'))).toEqual([
      'Credit notes',
      ...money(creditNote!),
      formatRupees(creditNote!.totalPaise),
    ]);
    expect(cells(await rowOf('Documents issued (13)', 'Credit note'))).toEqual([
      'Credit note',
      creditNote!.number,
      creditNote!.number,
      '1',
      '0',
    ]);
  });

  it('names every column of every table (no empty header)', async () => {
    await invoiceOf(await placeOrder(api, 1, 1));
    renderAdminPage(<GstReportPage />, '/admin/reports');
    await table('Totals');
    const tables = screen.getAllByRole('table');
    expect(tables.length).toBe(4);
    for (const t of tables)
      for (const header of within(t).getAllByRole('columnheader'))
        expect(header.textContent?.trim(), t.querySelector('caption')?.textContent ?? '').not.toBe('');
    expect(within(await table('Totals')).getAllByRole('columnheader')[0]!.textContent).toBe('Documents');
  });

  it('shows the month picked, keeps it in the address, and says when nothing was issued in it', async () => {
    renderAdminPage(<GstReportPage />, '/admin/reports');
    await table('Documents issued (13)');
    const picker = screen.getByLabelText('Month') as HTMLInputElement;
    expect(picker.value).toBe(thisMonth());
    fireEvent.change(picker, { target: { value: '2025-01' } });
    expect(await screen.findByText('No invoices or credit notes were issued in January 2025.')).toBeTruthy();
    expect(currentLocation()).toBe('/admin/reports?month=2025-01');
    expect(api.callsTo('/admin/reports/gst?month=2025-01')[0]).toMatchObject({ status: 200 });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the month in the address, and this month when the address has no real month', async () => {
    renderAdminPage(<GstReportPage />, '/admin/reports?month=2024-12');
    expect(await screen.findByText('No invoices or credit notes were issued in December 2024.')).toBeTruthy();
    cleanup();
    renderAdminPage(<GstReportPage />, '/admin/reports?month=2024-13');
    await table('Documents issued (13)');
    expect(api.callsTo(`/admin/reports/gst?month=${thisMonth()}`)).toHaveLength(1);
    expect(api.calls.some((c) => c.path.includes('2024-13'))).toBe(false);
  });

  it("downloads the month's tables as CSV (all, or one) and the GSTR-1 JSON file with the admin's token, under the server's file names", async () => {
    const invoice = await invoiceOf(await placeOrder(api, 1, 1));
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:gst';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let savedAs = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    renderAdminPage(<GstReportPage />, '/admin/reports');
    await table('Documents issued (13)');
    fireEvent.click(screen.getByRole('button', { name: 'All tables (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.callsTo(`/admin/reports/gst.csv?month=${thisMonth()}`)[0]).toMatchObject({
      status: 200,
      auth: `Bearer ${await api.adminToken()}`,
    });
    expect(savedAs).toBe(`chamak-gst-${thisMonth()}.csv`);
    const text = (await saved[0]!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(`"GSTR-1","${thisMonth()}"`);
    // The documents issued end with this order's invoice.
    const invoices = text.split('\r\n').find((l) => l.startsWith('"Invoices for outward supply"'))!;
    expect(invoices.split(',')[2]).toBe(`"${invoice.number}"`);

    // One table on its own, from its section's button.
    fireEvent.click(screen.getByRole('button', { name: 'Download B2C small (7) as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.callsTo(`/admin/reports/gst.csv?month=${thisMonth()}&table=b2cs`)[0]).toMatchObject({
      status: 200,
    });
    expect(savedAs).toBe(`chamak-gst-${thisMonth()}-b2cs.csv`);
    expect((await saved[1]!.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '"Type","Place Of Supply","Supply Type","Rate","Taxable Value","Integrated Tax","Central Tax","State/UT Tax","Cess Amount"',
    );
    // A table with nothing in it this month says so, and has nothing to download.
    const b2b = screen.getByRole('region', { name: 'B2B invoices (4A)' });
    expect(within(b2b).getByText('None this month.')).toBeTruthy();
    expect(
      (within(b2b).getByRole('button', { name: 'Download B2B invoices (4A) as CSV' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    // The offline tool's JSON file: the seller's GSTIN, the period as MMYYYY, this month's B2C small rows.
    fireEvent.click(screen.getByRole('button', { name: 'GSTR-1 JSON' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(savedAs).toBe(`chamak-gstr1-${thisMonth()}.json`);
    const file = JSON.parse(await saved[2]!.text()) as { fp: string; gstin: string; b2cs: unknown[] };
    expect(file.fp).toBe(`${thisMonth().slice(5)}${thisMonth().slice(0, 4)}`);
    expect(file.gstin).toMatch(/^27/);
    expect(file.b2cs.length).toBeGreaterThan(0);
  });

  it("says 'Failed to load the GST report.' when the report cannot be read", async () => {
    api.failNext((c) => c.path.startsWith('/admin/reports/gst?'));
    renderAdminPage(<GstReportPage />, '/admin/reports');
    expect(await screen.findByText('Failed to load the GST report.')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Failed to load the GST report.');
    expect((screen.getByRole('button', { name: 'All tables (CSV)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
