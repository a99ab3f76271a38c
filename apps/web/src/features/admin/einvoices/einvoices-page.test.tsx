// @vitest-environment happy-dom
// Admin → E-invoices against the real API (decision 0344): with e-invoicing off the page says where to turn it on
// and offers no download or entry; once on, the IRN form refuses a wrong field with the shared schema's message and
// sends nothing, then saves the portal's answer and the document shows as registered with its Ack No.
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../../../../api/src/lib/sql.ts';
import { issueB2bInvoice, portalAnswer } from '../../../../../api/src/test/irp-stand-in.ts';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { placeOrder } from '../../../test/admin-orders.ts';
import { useRealApi } from '../../../test/real-api.ts';
import EinvoicesPage from './einvoices-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(cleanup);

const setEinvoicing = async (on: boolean) => {
  const res = await api.as(await api.adminToken(), {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { gst: { hsnDigits: 4, einvoicing: on, ewayBillIntraStateThresholdPaise: 50_000_00 } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('Admin → E-invoices', () => {
  it('says e-invoicing is off and offers no download or entry', async () => {
    const orderId = await placeOrder(api);
    const invoice = await issueB2bInvoice(api.database.db, orderId);
    await setEinvoicing(false);
    renderAdminPage(<EinvoicesPage />, '/admin/einvoices');
    await screen.findByText(/E-invoicing is off\. Turn it on in Shop Settings → GST/);
    const table = within(screen.getByRole('table', { name: 'B2B documents' }));
    expect(table.getByText(invoice.number)).toBeTruthy();
    expect(
      (table.getByRole('button', { name: `Download JSON of invoice ${invoice.number}` }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (table.getByRole('button', { name: `Enter IRN of invoice ${invoice.number}` }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Download all pending' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('refuses a wrong Ack No in the form, then saves the answer and shows the document registered', async () => {
    const orderId = await placeOrder(api);
    const invoice = await issueB2bInvoice(api.database.db, orderId);
    await setEinvoicing(true);
    renderAdminPage(<EinvoicesPage />, '/admin/einvoices');
    const table = within(await screen.findByRole('table', { name: 'B2B documents' }));
    const enter = await table.findByRole('button', { name: `Enter IRN of invoice ${invoice.number}` });
    await waitFor(() => expect((enter as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(enter);
    const dialog = within(await screen.findByRole('dialog', { name: `IRN of invoice ${invoice.number}` }));

    const [row] = await rows<{ document: InvoiceDocument }>(
      api.database.db,
      sql`select document from tax_documents where id = ${invoice.id}`,
    );
    const answer = portalAnswer({
      number: invoice.number,
      kind: 'invoice',
      sellerGstin: row!.document.seller.gstin,
      buyerGstin: row!.document.buyer.gstin ?? '',
    });
    const type = (label: string, value: string) =>
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    type('IRN', answer.Irn);
    type('Ack No', '12345');
    type('Ack date', answer.AckDt.replace(' ', 'T'));
    type('Signed QR code', answer.SignedQRCode);
    fireEvent.click(screen.getByRole('button', { name: 'Save IRN' }));
    expect(await dialog.findByText('Ack No must be 15 digits')).toBeTruthy();
    expect(writes(api)).toEqual([]);

    type('Ack No', String(answer.AckNo));
    fireEvent.click(screen.getByRole('button', { name: 'Save IRN' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('IRN saved'));
    await waitFor(() =>
      expect(table.getByRole('row', { name: new RegExp(invoice.number) }).textContent).toContain(
        `Ack No ${answer.AckNo}`,
      ),
    );
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: `/admin/einvoices/${invoice.id}/registration`,
        body: {
          irn: answer.Irn,
          ackNo: String(answer.AckNo),
          ackDate: answer.AckDt.replace(' ', 'T'),
          signedQrCode: answer.SignedQRCode,
        },
      },
    ]);
  });
});
