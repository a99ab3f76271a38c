// @vitest-environment happy-dom
// The litre modal against the real API: Total (in ML) must be a whole positive number; a valid save sends
// JSON, says so, and the shop has the litre; a name already taken shows the server's refusal.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../test/admin.tsx';
import { litreId } from '../../../test/admin-catalogue.ts';
import { useRealApi } from '../../../test/real-api.ts';
import { checkLitre, LitreForm } from './litre-form.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const renderForm = (litre: { l_id: number; litre: string; total_ml: number } | null) =>
  renderAdminPage(<LitreForm open litre={litre} onClose={() => {}} />, '/admin/litres');
const litresNow = async () =>
  (await api.as(undefined, { method: 'GET', url: '/api/litre' })).json() as {
    litre: string;
    total_ml: number;
  }[];

const message = 'Total (in ML) must be a whole positive number';

describe('Litre checks', () => {
  it.each(['', '0', '-3', '1.5', '12ml', '1e3', 'abc'])('refuses %j as total ml', (total) => {
    expect(checkLitre({ litre: '1 L', total_ml: total }).errors.total_ml).toBe(message);
  });

  it('takes a whole positive number', () => {
    expect(checkLitre({ litre: ' 1 L ', total_ml: '1000' })).toEqual({
      errors: {},
      body: { litre: '1 L', total_ml: 1000 },
    });
  });
});

describe('Litre form', () => {
  const dialog = () => screen.getByRole('dialog');
  const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Litres' }));

  it('shows the message under Total (In ML) and sends nothing', () => {
    renderForm(null);
    fireEvent.change(within(dialog()).getByLabelText('Name *'), { target: { value: '3 L' } });
    fireEvent.change(within(dialog()).getByLabelText('Total (In ML) *'), { target: { value: '2.5' } });
    save();
    const input = within(dialog()).getByLabelText('Total (In ML) *');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(api.calls).toHaveLength(0);
  });

  it('adds with POST /litre and says "Litres Added"', async () => {
    renderForm(null);
    fireEvent.change(within(dialog()).getByLabelText('Name *'), { target: { value: '3 L' } });
    fireEvent.change(within(dialog()).getByLabelText('Total (In ML) *'), { target: { value: '3000' } });
    save();
    await screen.findByText('Litres Added');
    expect(api.callsTo('/litre', 'POST')[0]!.body).toEqual({ litre: '3 L', total_ml: 3000 });
    expect(await litresNow()).toContainEqual(expect.objectContaining({ litre: '3 L', total_ml: 3000 }));
  });

  it("shows the server's message for a name already taken", async () => {
    const id = await litreId(api, '250 ml');
    renderForm({ l_id: id, litre: '250 ml', total_ml: 250 });
    fireEvent.change(within(dialog()).getByLabelText('Name *'), { target: { value: '500 ml' } });
    save();
    expect((await screen.findAllByText('A litre with this name already exists.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo(`/litre/${id}`, 'PUT')[0]?.status).toBe(409));
    expect(api.callsTo(`/litre/${id}`, 'PUT')[0]!.body).toEqual({ litre: '500 ml', total_ml: 250 });
    expect((await litresNow()).filter((l) => l.litre === '500 ml')).toHaveLength(1);
  });
});
