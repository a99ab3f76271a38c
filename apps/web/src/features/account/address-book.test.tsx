// @vitest-environment happy-dom
// The account page's Addresses tab against the real API: a new address starts with its PIN code, which fills the
// city and the state; the first address is the default; another can be labelled, made the default, changed and
// deleted; a message shows under the field the server or the form refuses.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();
afterEach(() => cleanup());

type Saved = { id: number; label: string | null; address: string; city: string; isDefault: boolean };

const openTab = () => renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=addresses');
const form = () => within(screen.getByRole('form', { name: /address$/ }));
const input = (label: string) => form().getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const messageUnder = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const savedOf = async (me: { token: string; userId: number }) =>
  (await api.as(me.token, { url: `/api/users/${me.userId}/addresses` })).json() as Saved[];

async function fillNew(pin: string, city: string, state: string, street: string) {
  type('PIN Code', pin);
  await waitFor(() => expect(input('State').value).toBe(state));
  expect(input('City').value).toBe(city);
  type('Address', street);
  type('Apartment, suite, landmark', 'Floor 2');
  type('First Name', 'Meera');
  type('Last Name', 'Shah');
  type('Phone', '98765 43210');
}

describe('the Addresses tab', () => {
  it('adds an address PIN code first, makes the first the default, and labels and defaults a second', async () => {
    const me = await api.logInCustomer({ fullname: 'Meera Shah' });
    openTab();
    expect(await screen.findByText(/No saved addresses yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    // The PIN code is the first field and has the focus.
    await waitFor(() => expect(document.activeElement).toBe(input('PIN Code')));
    await fillNew('110001', 'Central Delhi', 'Delhi', '5 Parliament Street');
    expect(input('State').readOnly).toBe(true);
    expect(form().getByText('Your first address is your default.')).toBeTruthy();
    fireEvent.click(form().getByRole('radio', { name: 'Home' }));
    fireEvent.click(form().getByRole('button', { name: 'Save address' }));

    const list = within(await screen.findByRole('list', { name: 'Saved addresses' }));
    expect(await list.findByText('Default')).toBeTruthy();
    expect(await savedOf(me)).toMatchObject([
      {
        label: 'Home',
        address: '5 Parliament Street',
        city: 'Central Delhi',
        isDefault: true,
        phone: '9876543210',
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await fillNew('560001', 'Bangalore', 'Karnataka', '14 MG Road');
    fireEvent.click(form().getByRole('radio', { name: 'Other' }));
    type('Your label', 'Parents');
    fireEvent.click(form().getByRole('button', { name: 'Save address' }));
    await waitFor(async () => expect(await savedOf(me)).toHaveLength(2));
    expect((await savedOf(me)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Parents', false],
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Make Parents the default' }));
    await waitFor(async () =>
      expect((await savedOf(me))[0]).toMatchObject({ label: 'Parents', isDefault: true }),
    );
    expect((await savedOf(me)).filter((a) => a.isDefault)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Make Home the default' })).toBeTruthy();
  });

  it('edits and deletes an address; the default passes to the one left', async () => {
    const me = await api.logInCustomer({ fullname: 'Ravi Iyer' });
    for (const [label, pin, city, state] of [
      ['Home', '600001', 'Chennai', 'Tamil Nadu'],
      ['Office', '560001', 'Bengaluru', 'Karnataka'],
    ] as const)
      await api.as(me.token, {
        method: 'POST',
        url: `/api/users/${me.userId}/addresses`,
        payload: {
          label,
          firstName: 'Ravi',
          lastName: 'Iyer',
          phone: '9876543210',
          address: `1 ${label} Street`,
          apt: 'Floor 1',
          city,
          state,
          postalCode: pin,
        },
      });
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Office' }));
    await waitFor(() => expect(input('Address').value).toBe('1 Office Street'));
    type('Address', '22 Residency Road');
    fireEvent.click(form().getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/22 Residency Road/)).toBeTruthy();
    expect((await savedOf(me)).find((a) => a.label === 'Office')!.address).toBe('22 Residency Road');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect(await savedOf(me)).toMatchObject([{ label: 'Office', isDefault: true }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Home' })).toBeNull());
  });

  it('says what is wrong under the field: a required field, and a PIN code the directory does not have', async () => {
    const me = await api.logInCustomer();
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    type('PIN Code', '999999');
    await waitFor(() =>
      expect(messageUnder('PIN Code')).toContain('We could not find PIN code 999999. Please check it.'),
    );
    type('PIN Code', '110001');
    await waitFor(() => expect(input('State').value).toBe('Delhi'));
    fireEvent.click(form().getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(messageUnder('Address')).toContain('Address is required'));
    expect(messageUnder('First Name')).toContain('First name is required');
    expect(api.callsTo(`/users/${me.userId}/addresses`, 'POST')).toHaveLength(0);
  });
});
