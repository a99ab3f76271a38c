// @vitest-environment happy-dom
// The admin form kit against the real API: a field's error (from the form's check) shows under it and is wired
// to its input (aria-invalid, aria-describedby); the server's 400 naming a field lands on that field; typing in
// a field clears its error and only its error. A form with rows names a row's field by its path ('zones.1.daysMax'),
// and the server's 400 naming that path lands there.
import { defaultZoneSettings } from '@chamak/shared/delivery-estimate';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import { request } from '../admin-api.ts';
import { Field } from '../ui.tsx';
import {
  AmountField,
  CheckboxField,
  fieldAria,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from './fields.tsx';
import { useForm } from './use-form.ts';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

/**
 * A litre form on the kit that checks only the name itself, so a bad total reaches the server (POST /api/litre),
 * which refuses it naming `total_ml`.
 */
function LitreTestForm() {
  const form = useForm({ litre: '', total_ml: '', price: '', kind: '', notes: '', featured: false });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check({ litre: form.values.litre.trim() ? undefined : 'Name is required' })) return;
    try {
      await request('/litre', {
        method: 'POST',
        body: { litre: form.values.litre, total_ml: form.values.total_ml },
      });
    } catch (error) {
      form.serverError(error);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="litre" label="Name *" hint="As shoppers see it." />
      <NumberField form={form} name="total_ml" label="Total (In ML) *" suffix="ml" />
      <AmountField form={form} name="price" label="Price" />
      <SelectField form={form} name="kind" label="Kind">
        <option value="">Any</option>
        <option value="bottle">Bottle</option>
      </SelectField>
      <TextareaField form={form} name="notes" label="Notes" />
      <CheckboxField form={form} name="featured" label="Featured" hint="Shown first." />
      <button type="submit">Save</button>
    </form>
  );
}

type Row = { daysMin: string; daysMax: string };
type RowValues = { zones: Row[]; daysMax: string };

/**
 * The delivery zones' days as rows, saved whole with no check of their own (PUT /admin/settings), so days out of
 * order reach the server, which refuses them naming the zone's field. Beside the rows, a field named `daysMax`
 * alone: the row's full path must win over that tail.
 */
function ZoneRowsTestForm() {
  const form = useForm<RowValues, string>({
    zones: defaultZoneSettings.zones.map((z) => ({ daysMin: String(z.daysMin), daysMax: String(z.daysMax) })),
    daysMax: '',
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const zones = defaultZoneSettings.zones.map((z, i) => ({
      ...z,
      daysMin: Number(form.values.zones[i]!.daysMin),
      daysMax: Number(form.values.zones[i]!.daysMax),
    }));
    try {
      await request('/admin/settings', { method: 'PUT', body: { zones: { ...defaultZoneSettings, zones } } });
    } catch (error) {
      form.serverError(error);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      {form.values.zones.map((row, i) => {
        const name = `zones.${i}.daysMax`;
        const aria = fieldAria(form, name);
        return (
          <Field key={name} id={aria.id} label={`Zone ${i + 1} slowest`} error={form.errors[name]}>
            <input
              {...aria}
              value={row.daysMax}
              onChange={(e) => {
                form.set(
                  'zones',
                  form.values.zones.map((r, j) => (j === i ? { ...r, daysMax: e.target.value } : r)),
                );
                form.setError(name, undefined);
              }}
            />
          </Field>
        );
      })}
      <TextField form={form} name="daysMax" label="Slowest anywhere" />
      <button type="submit">Save</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The text of the element an input says describes it (its error), or null. */
const describedBy = (el: HTMLElement) => {
  const ref = el.getAttribute('aria-describedby');
  return ref ? (document.getElementById(ref)?.textContent ?? null) : null;
};

describe('admin form kit', () => {
  it('shows a check’s error under its field, wired to the input, and typing clears it', () => {
    renderAdminPage(<LitreTestForm />, '/admin/litres');
    expect(input('Name *').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('As shoppers see it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = input('Name *');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toBe('Name is required');
    // The hint gives way to the error; the other fields are untouched.
    expect(screen.queryByText('As shoppers see it.')).toBeNull();
    expect(input('Total (In ML) *').getAttribute('aria-invalid')).toBeNull();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(name, { target: { value: '7 L' } });
    expect(name.value).toBe('7 L');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('puts the server’s 400 on the field it names, and typing there clears it', async () => {
    renderAdminPage(<LitreTestForm />, '/admin/litres');
    fireEvent.change(input('Name *'), { target: { value: `Kit ${Date.now()}` } });
    fireEvent.change(input('Total (In ML) *'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/litre', 'POST')[0]?.status).toBe(400));
    // What the server said, less the field's name it starts with.
    const reply = api.callsTo('/litre', 'POST')[0]!.response as { message: string };
    expect(reply.message).toMatch(/^total_ml: /);
    const said = reply.message.replace(/^total_ml: /, '');
    const total = input('Total (In ML) *');
    await waitFor(() => expect(total.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(total)).toBe(said);
    expect(input('Name *').getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(input('Price'), { target: { value: '12' } });
    expect(total.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(total, { target: { value: '500' } });
    expect(total.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(said)).toBeNull();
  });

  it('keeps select, textarea, amount and checkbox values', () => {
    renderAdminPage(<LitreTestForm />, '/admin/litres');
    fireEvent.change(input('Kind'), { target: { value: 'bottle' } });
    fireEvent.change(input('Notes'), { target: { value: 'Glass' } });
    fireEvent.change(input('Price'), { target: { value: '99.50' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Featured/ }));
    expect(input('Kind').value).toBe('bottle');
    expect(input('Notes').value).toBe('Glass');
    expect(input('Price').value).toBe('99.50');
    expect(input('Price').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('₹')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Featured/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the server’s 400 on the row field its full path names, not on a field named like its tail', async () => {
    renderAdminPage(<ZoneRowsTestForm />, '/admin/settings');
    const second = input('Zone 2 slowest');
    // Sooner than the second zone's fastest day.
    fireEvent.change(second, { target: { value: String(defaultZoneSettings.zones[1]!.daysMin - 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/admin/settings', 'PUT')[0]?.status).toBe(400));
    const reply = api.callsTo('/admin/settings', 'PUT')[0]!.response as { message: string };
    expect(reply.message).toBe('zones/zones/1/daysMax: Slowest delivery cannot be sooner than the fastest');
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(second)).toBe('Slowest delivery cannot be sooner than the fastest');
    expect(input('Zone 1 slowest').getAttribute('aria-invalid')).toBeNull();
    expect(input('Slowest anywhere').getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(second, { target: { value: String(defaultZoneSettings.zones[1]!.daysMax) } });
    expect(second.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Slowest delivery cannot be sooner than the fastest')).toBeNull();
  });
});
