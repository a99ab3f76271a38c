// @vitest-environment happy-dom
// The account page's saved GSTINs (decision 0340), against the real API: listed under the addresses, each deleted
// after a confirmation.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();
afterEach(() => cleanup());

const firm = {
  gstin: '29AAGCB7383J1Z4',
  legalName: 'Bright Spaces Private Limited',
  address: '42 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
};

describe('saved GSTINs on the account page', () => {
  it('lists the saved GSTINs on the account page and deletes one', async () => {
    const shopper = await api.logInCustomer({ fullname: 'Asha Verma' });
    const res = await api.as(shopper.token, {
      method: 'POST',
      url: `/api/users/${shopper.userId}/business-registrations`,
      payload: firm,
    });
    expect(res.statusCode).toBe(201);
    renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=addresses');
    const list = within(await screen.findByRole('list', { name: 'Saved GSTINs' }));
    expect(list.getByText('GSTIN: 29AAGCB7383J1Z4')).toBeTruthy();
    expect(list.getByText('42 Residency Road, Bengaluru, Karnataka 560025')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Delete 29AAGCB7383J1Z4' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(/No saved GSTINs yet/)).toBeTruthy());
    const kept = await api.as(shopper.token, { url: `/api/users/${shopper.userId}/business-registrations` });
    expect(kept.json()).toEqual([]);
  });
});
