// @vitest-environment happy-dom
// The litre modal: Total (in ML) must be a whole positive number; a valid save sends JSON and says so.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLitre, LitreForm } from './litre-form.tsx';
import { fakeApi, renderAdmin, reply } from './test-helpers.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

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
    api = fakeApi(() => undefined);
    renderAdmin(<LitreForm open litre={null} onClose={() => {}} />);
    fireEvent.change(within(dialog()).getByLabelText('Name *'), { target: { value: '3 L' } });
    fireEvent.change(within(dialog()).getByLabelText('Total (In ML) *'), { target: { value: '2.5' } });
    save();
    const input = within(dialog()).getByLabelText('Total (In ML) *');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(api.calls).toHaveLength(0);
  });

  it('adds with POST /litre and says "Litres Added"', async () => {
    api = fakeApi((call) => (call.path === '/litre' ? { message: 'Litres Added', l_id: 9 } : undefined));
    renderAdmin(<LitreForm open litre={null} onClose={() => {}} />);
    fireEvent.change(within(dialog()).getByLabelText('Name *'), { target: { value: '3 L' } });
    fireEvent.change(within(dialog()).getByLabelText('Total (In ML) *'), { target: { value: '3000' } });
    save();
    await screen.findByText('Litres Added');
    expect(api.to('POST', '/litre')[0]!.json).toEqual({ litre: '3 L', total_ml: 3000 });
  });

  it("shows the server's message for a name already taken", async () => {
    api = fakeApi(() => reply(409, { message: 'A litre with this name already exists.' }));
    renderAdmin(<LitreForm open litre={{ l_id: 4, litre: '500 ml', total_ml: 500 }} onClose={() => {}} />);
    save();
    expect((await screen.findAllByText('A litre with this name already exists.')).length).toBeGreaterThan(0);
    expect(api.to('PUT', '/litre/4')[0]!.json).toEqual({ litre: '500 ml', total_ml: 500 });
  });
});
