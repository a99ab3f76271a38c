// Delivery zones (decision 0204): PIN prefixes or ranges → days in transit, whether the shop delivers there,
// cash on delivery and its fee; the zone for every other PIN code; the same-day dispatch cut-off (India time),
// the holidays and the pickup PIN code. Checked with the server's own schema before saving.
import { type ZoneSettings, zoneSettings } from '@chamak/shared/delivery-estimate';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { type FormEvent, useId, useState } from 'react';
import { Affixed } from '../form-kit/fields.tsx';
import { buttonClass, Field, inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { paiseToInput, parseRupees } from './parse.ts';
import { SettingsSection } from './section.tsx';

/** One zone as the form holds it: text in the inputs, turned into numbers on save. */
type Terms = { deliverable: boolean; daysMin: string; daysMax: string; codAllowed: boolean; codFee: string };
type ZoneRow = Terms & { key: number; name: string; pins: string };

let nextKey = 1;

const termsOf = (z: ZoneSettings['otherwise']): Terms => ({
  deliverable: z.deliverable,
  daysMin: String(z.daysMin),
  daysMax: String(z.daysMax),
  codAllowed: z.codAllowed,
  codFee: z.codFeePaise === null ? '' : paiseToInput(z.codFeePaise),
});

const rowOf = (z: ZoneSettings['zones'][number]): ZoneRow => ({
  key: nextKey++,
  name: z.name,
  pins: z.pins.join(', '),
  ...termsOf(z),
});

const blankZone = (): ZoneRow => ({
  key: nextKey++,
  name: '',
  pins: '',
  deliverable: true,
  daysMin: '3',
  daysMax: '6',
  codAllowed: true,
  codFee: '',
});

/** Whole days as typed; NaN (refused by the schema with its message) when not a number. */
const daysOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

type Errors = Record<string, string>;

/** The form's terms as the API's; a fee error is reported under `${where}.codFeePaise`. */
function parseTerms(t: Terms, where: string, errors: Errors) {
  let codFeePaise: number | null = null;
  if (t.codFee.trim()) {
    const fee = parseRupees(t.codFee, 'The COD fee');
    if ('error' in fee) errors[`${where}.codFeePaise`] = fee.error;
    else codFeePaise = fee.paise;
  }
  return {
    deliverable: t.deliverable,
    daysMin: daysOf(t.daysMin),
    daysMax: daysOf(t.daysMax),
    codAllowed: t.codAllowed,
    codFeePaise,
  };
}

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);

export function ZonesForm({ zones }: { zones: ShopSettingsResponse['zones'] }) {
  const id = useId();
  const [rows, setRows] = useState<ZoneRow[]>(() => zones.zones.map(rowOf));
  const [otherwise, setOtherwise] = useState<Terms>(() => termsOf(zones.otherwise));
  const [cutoff, setCutoff] = useState(zones.cutoff);
  const [holidays, setHolidays] = useState(zones.holidays.join('\n'));
  const [pickupPin, setPickupPin] = useState(zones.pickupPin);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    const body = {
      zones: rows.map((r, i) => ({
        name: r.name,
        pins: list(r.pins),
        ...parseTerms(r, `zones.${i}`, found),
      })),
      otherwise: parseTerms(otherwise, 'otherwise', found),
      cutoff,
      holidays: list(holidays),
      pickupPin,
    };
    const parsed = zoneSettings.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        // A PIN pattern's issue (zones.0.pins.3) belongs to its zone's PIN field; a holiday's to the list.
        const path = issue.path.map(String);
        const depth = path[0] === 'zones' ? 3 : path[0] === 'holidays' ? 1 : 2;
        found[path.slice(0, depth).join('.')] ??= issue.message;
      }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      const first = document.querySelector<HTMLElement>(`[data-zones-form="${id}"] [aria-invalid="true"]`);
      first?.focus();
      return;
    }
    save.mutate({ zones: parsed.data });
  };

  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const fieldId = (key: string) => `${id}-${key}`;
  const edit = (key: number, change: Partial<ZoneRow>) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
    setErrors({});
  };

  return (
    <SettingsSection
      title="Delivery zones"
      description="Where you deliver, how many working days it takes after dispatch, and where cash on delivery is offered. The product page, the cart and the checkout answer shoppers' PIN codes with these. When Shiprocket is connected its couriers answer first, and these zones answer if it fails."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save delivery zones"
    >
      <div data-zones-form={id} className="space-y-4">
        <p className="text-xs text-slate-500">
          A zone names PIN prefixes (<span className="font-mono">56</span>,{' '}
          <span className="font-mono">400</span>) or ranges (<span className="font-mono">560001-560099</span>
          ). When several zones name a PIN code, the most specific wins. Leave the COD fee empty to use the
          fee of the Cash on delivery settings.
        </p>
        <ul className="space-y-3" aria-label="Zones">
          {rows.map((row, i) => (
            <li key={row.key} className="rounded-xl border border-slate-200 p-3 sm:p-4">
              <fieldset>
                <legend className="sr-only">Zone {i + 1}</legend>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
                  <Field id={fieldId(`zones.${i}.name`)} label="Zone name" error={errors[`zones.${i}.name`]}>
                    <input
                      id={fieldId(`zones.${i}.name`)}
                      className={inputClass}
                      value={row.name}
                      maxLength={60}
                      onChange={(e) => edit(row.key, { name: e.target.value })}
                      {...invalid(`zones.${i}.name`)}
                    />
                  </Field>
                  <Field
                    id={fieldId(`zones.${i}.pins`)}
                    label="PIN prefixes or ranges"
                    error={errors[`zones.${i}.pins`]}
                  >
                    <input
                      id={fieldId(`zones.${i}.pins`)}
                      className={`${inputClass} font-mono`}
                      value={row.pins}
                      placeholder="56, 400001-400099"
                      onChange={(e) => edit(row.key, { pins: e.target.value })}
                      {...invalid(`zones.${i}.pins`)}
                    />
                  </Field>
                </div>
                <TermsFields
                  prefix={fieldId(`zones.${i}`)}
                  where={`zones.${i}`}
                  terms={row}
                  errors={errors}
                  invalid={invalid}
                  onChange={(change) => edit(row.key, change)}
                />
                <div className="mt-3 flex justify-end">
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => {
                      setRows((all) => all.filter((r) => r.key !== row.key));
                      setErrors({});
                    }}
                  >
                    Remove zone{row.name ? ` ${row.name}` : ''}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => setRows((all) => [...all, blankZone()])}
        >
          Add zone
        </button>

        <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Every other PIN code</legend>
          <TermsFields
            prefix={fieldId('otherwise')}
            where="otherwise"
            terms={otherwise}
            errors={errors}
            invalid={invalid}
            onChange={(change) => {
              setOtherwise((t) => ({ ...t, ...change }));
              setErrors({});
            }}
          />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId('cutoff')}
            label="Same-day dispatch cut-off (India time)"
            hint="Orders placed before this on a dispatch day leave the same day."
            error={errors.cutoff}
          >
            <input
              id={fieldId('cutoff')}
              type="time"
              className={inputClass}
              value={cutoff}
              onChange={(e) => {
                setCutoff(e.target.value);
                setErrors({});
              }}
              {...invalid('cutoff')}
            />
          </Field>
          <Field
            id={fieldId('pickupPin')}
            label="Pickup PIN code"
            hint="Where parcels leave from; Shiprocket's couriers are asked from here."
            error={errors.pickupPin}
          >
            <input
              id={fieldId('pickupPin')}
              inputMode="numeric"
              maxLength={6}
              className={`${inputClass} font-mono`}
              value={pickupPin}
              onChange={(e) => {
                setPickupPin(e.target.value.trim());
                setErrors({});
              }}
              {...invalid('pickupPin')}
            />
          </Field>
        </div>
        <Field
          id={fieldId('holidays')}
          label="Holidays (no dispatch)"
          hint="Dates like 2026-12-25, one a line or separated by commas. Sundays never dispatch."
          error={errors.holidays}
        >
          <textarea
            id={fieldId('holidays')}
            rows={3}
            className={`${inputClass} font-mono`}
            value={holidays}
            onChange={(e) => {
              setHolidays(e.target.value);
              setErrors({});
            }}
            {...invalid('holidays')}
          />
        </Field>
      </div>
    </SettingsSection>
  );
}

function TermsFields({
  prefix,
  where,
  terms,
  errors,
  invalid,
  onChange,
}: {
  prefix: string;
  where: string;
  terms: Terms;
  errors: Errors;
  invalid: (key: string) => object;
  onChange: (change: Partial<Terms>) => void;
}) {
  const number = (key: 'daysMin' | 'daysMax', label: string) => (
    <Field id={`${prefix}.${key}`} label={label} error={errors[`${where}.${key}`]}>
      <Affixed suffix="days">
        <input
          id={`${prefix}.${key}`}
          inputMode="numeric"
          className={inputClass}
          value={terms[key]}
          disabled={!terms.deliverable}
          onChange={(e) => onChange({ [key]: e.target.value })}
          {...invalid(`${where}.${key}`)}
        />
      </Affixed>
    </Field>
  );
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[auto_1fr_1fr_auto_1fr] sm:items-end">
      <label className="col-span-2 flex items-center gap-2 text-sm text-slate-800 sm:col-span-1 sm:pb-2">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={terms.deliverable}
          onChange={(e) => onChange({ deliverable: e.target.checked })}
        />
        We deliver here
      </label>
      {number('daysMin', 'Fastest')}
      {number('daysMax', 'Slowest')}
      <label className="col-span-2 flex items-center gap-2 text-sm text-slate-800 sm:col-span-1 sm:pb-2">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={terms.codAllowed}
          disabled={!terms.deliverable}
          onChange={(e) => onChange({ codAllowed: e.target.checked })}
        />
        Cash on delivery
      </label>
      <Field id={`${prefix}.codFee`} label="Zone COD fee" error={errors[`${where}.codFeePaise`]}>
        <Affixed prefix="₹">
          <input
            id={`${prefix}.codFee`}
            inputMode="decimal"
            placeholder="shop's fee"
            className={inputClass}
            value={terms.codFee}
            disabled={!terms.deliverable || !terms.codAllowed}
            onChange={(e) => onChange({ codFee: e.target.value })}
            {...invalid(`${where}.codFeePaise`)}
          />
        </Affixed>
      </Field>
    </div>
  );
}
