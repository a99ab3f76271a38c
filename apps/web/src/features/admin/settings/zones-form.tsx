// Delivery zones (decision 0204): PIN prefixes or ranges → days in transit, whether the shop delivers there,
// cash on delivery and its fee; the zone for every other PIN code; the same-day dispatch cut-off (India time),
// the holidays and the pickup PIN code. Checked with the server's own schema before saving. On the admin form
// kit: a zone's fields are named by their place in the values ('zones.2.daysMin'), so an error (the check's,
// or the server's 400 naming 'zones/zones/2/daysMin') shows under that zone's field. A zone's name in each other
// language the shop has on is optional ('zones.2.names.hi'); shoppers reading that language see it.
import {
  type ZoneNameLanguage,
  type ZoneSettings,
  zoneNameLanguages,
  zoneSettings,
} from '@chamak/shared/delivery-estimate';
import { languageNames } from '@chamak/shared/i18n/languages';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { type FormEvent, useEffect, useState } from 'react';
import { enabledLanguages } from '../../../lib/i18n.ts';
import { Affixed, fieldAria, TextareaField, TextField } from '../form-kit/fields.tsx';
import { type Form, type FormErrors, useForm } from '../form-kit/use-form.ts';
import { buttonClass, Field, inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { paiseToInput, parseRupees } from './parse.ts';
import { SettingsSection } from './section.tsx';
// A zone's name in Hindi or Marathi in Noto Sans Devanagari, as on the Translations page.
import '../translations/devanagari.css';

/** One zone as the form holds it: text in the inputs, turned into numbers on save. */
type Terms = { deliverable: boolean; daysMin: string; daysMax: string; codAllowed: boolean; codFee: string };
type ZoneRow = Terms & { key: number; name: string; names: Record<ZoneNameLanguage, string>; pins: string };

type Values = { zones: ZoneRow[]; otherwise: Terms; cutoff: string; holidays: string; pickupPin: string };
/** Whose terms: a zone's (by its place in the list) or every other PIN code's. */
type Where = `zones.${number}` | 'otherwise';
/** The fields an error can be on: the values' own, and a zone's or the other PIN codes' fields by their path. */
type Name =
  | (keyof Values & string)
  | `zones.${number}.${keyof ZoneRow & string}`
  | `zones.${number}.names.${ZoneNameLanguage}`
  | `otherwise.${keyof Terms & string}`;
type Errors = FormErrors<Values, Name>;

let nextKey = 1;

const termsOf = (z: ZoneSettings['otherwise']): Terms => ({
  deliverable: z.deliverable,
  daysMin: String(z.daysMin),
  daysMax: String(z.daysMax),
  codAllowed: z.codAllowed,
  codFee: z.codFeePaise === null ? '' : paiseToInput(z.codFeePaise),
});

/** A zone's names in the other languages as typed ('' for none). */
const namesOf = (names: Partial<Record<ZoneNameLanguage, string>> = {}) =>
  Object.fromEntries(zoneNameLanguages.map((l) => [l, names[l] ?? ''])) as Record<ZoneNameLanguage, string>;

const rowOf = (z: ZoneSettings['zones'][number]): ZoneRow => ({
  key: nextKey++,
  name: z.name,
  names: namesOf(z.names),
  pins: z.pins.join(', '),
  ...termsOf(z),
});

const blankZone = (): ZoneRow => ({
  key: nextKey++,
  name: '',
  names: namesOf(),
  pins: '',
  deliverable: true,
  daysMin: '3',
  daysMax: '6',
  codAllowed: true,
  codFee: '',
});

/** Whole days as typed; NaN (refused by the schema with its message) when not a number. */
const daysOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The form's terms as the API's; a fee error is reported on `${where}.codFee`. */
function parseTerms(t: Terms, where: Where, errors: Errors) {
  let codFeePaise: number | null = null;
  if (t.codFee.trim()) {
    const fee = parseRupees(t.codFee, 'The COD fee');
    if ('error' in fee) errors[`${where}.codFee`] = fee.error;
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

/**
 * The field a schema issue is on: a PIN pattern's (zones.0.pins.3) is its zone's PIN field, a holiday's the
 * list, and the fee in paise the fee typed in rupees.
 */
function issueField(path: readonly PropertyKey[]): Name {
  const parts = path.map(String);
  const depth = parts[0] === 'zones' ? (parts[2] === 'names' ? 4 : 3) : parts[0] === 'holidays' ? 1 : 2;
  return parts
    .slice(0, depth)
    .join('.')
    .replace(/\.codFeePaise$/, '.codFee') as Name;
}

/** The errors an edit answers: the field's own; the days' two together (their order is checked as a pair). */
const answered = (key: string): string[] =>
  key === 'daysMin' || key === 'daysMax' ? ['daysMin', 'daysMax'] : [key];

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);

export function ZonesForm({ zones }: { zones: ShopSettingsResponse['zones'] }) {
  const form = useForm<Values, Name>(() => ({
    zones: zones.zones.map(rowOf),
    otherwise: termsOf(zones.otherwise),
    cutoff: zones.cutoff,
    holidays: zones.holidays.join('\n'),
    pickupPin: zones.pickupPin,
  }));
  const { id, values } = form;
  const rows = values.zones;
  // Counts refused saves: after each, the first field in error takes the focus (once it is marked).
  const [refused, setRefused] = useState(0);
  const save = useSaveSettings();

  useEffect(() => {
    if (refused === 0) return;
    document.querySelector<HTMLElement>(`[data-zones-form="${id}"] [aria-invalid="true"]`)?.focus();
  }, [refused, id]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    const body = {
      zones: rows.map((r, i) => ({
        name: r.name,
        // Every language's, shown or not (a language the shop has off keeps its name); empty ones are dropped.
        names: r.names,
        pins: list(r.pins),
        ...parseTerms(r, `zones.${i}`, found),
      })),
      otherwise: parseTerms(values.otherwise, 'otherwise', found),
      cutoff: values.cutoff,
      holidays: list(values.holidays),
      pickupPin: values.pickupPin,
    };
    const parsed = zoneSettings.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issueField(issue.path)] ??= issue.message;
    if (!form.check(found) || !parsed.success) {
      setRefused((n) => n + 1);
      return;
    }
    // The server names the fees in paise; its other names are the form's paths under 'zones.'.
    const fees: Record<string, Name> = { 'zones.otherwise.codFeePaise': 'otherwise.codFee' };
    for (const i of rows.keys()) fees[`zones.zones.${i}.codFeePaise`] = `zones.${i}.codFee`;
    save.mutate({ zones: parsed.data }, { onError: (error) => form.serverError(error, fees) });
  };

  const clear = (where: Where, change: Partial<ZoneRow>) => {
    for (const key of Object.keys(change).flatMap(answered))
      form.setError(`${where}.${key}` as Name, undefined);
  };
  const edit = (index: number, change: Partial<ZoneRow>) => {
    form.set(
      'zones',
      rows.map((r, i) => (i === index ? { ...r, ...change } : r)),
    );
    clear(`zones.${index}`, change);
  };
  /** A zone's name or PIN field, or its name in another language ('names.hi'). */
  const rowField = (index: number, key: 'name' | 'pins' | `names.${ZoneNameLanguage}`) => {
    const name: Name = `zones.${index}.${key}`;
    return { aria: fieldAria(form, name), error: form.errors[name] };
  };
  /** The other languages shoppers may read the shop in: a zone may be named in each. */
  const otherLanguages = enabledLanguages().filter((l): l is ZoneNameLanguage => l !== 'en');

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
          {rows.map((row, i) => {
            const zoneName = rowField(i, 'name');
            const pins = rowField(i, 'pins');
            return (
              <li key={row.key} className="rounded-xl border border-slate-200 p-3 sm:p-4">
                <fieldset>
                  <legend className="sr-only">Zone {i + 1}</legend>
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
                    <Field id={zoneName.aria.id} label="Zone name" error={zoneName.error}>
                      <input
                        {...zoneName.aria}
                        className={inputClass}
                        value={row.name}
                        maxLength={60}
                        onChange={(e) => edit(i, { name: e.target.value })}
                      />
                    </Field>
                    <Field id={pins.aria.id} label="PIN prefixes or ranges" error={pins.error}>
                      <input
                        {...pins.aria}
                        className={`${inputClass} font-mono`}
                        value={row.pins}
                        placeholder="56, 400001-400099"
                        onChange={(e) => edit(i, { pins: e.target.value })}
                      />
                    </Field>
                  </div>
                  {otherLanguages.length > 0 && (
                    <div className="mt-3 grid gap-3 sm:grid-cols-2">
                      {otherLanguages.map((language) => {
                        const field = rowField(i, `names.${language}`);
                        const label = languageNames[language].english;
                        return (
                          <Field
                            key={language}
                            id={field.aria.id}
                            label={`Zone name in ${label}`}
                            hint={`Optional: shoppers reading ${label} see it; else the English name.`}
                            error={field.error}
                          >
                            <input
                              {...field.aria}
                              lang={language}
                              className={`${inputClass} translated-text`}
                              value={row.names[language]}
                              maxLength={60}
                              onChange={(e) => {
                                edit(i, { names: { ...row.names, [language]: e.target.value } });
                                form.setError(`zones.${i}.names.${language}`, undefined);
                              }}
                            />
                          </Field>
                        );
                      })}
                    </div>
                  )}
                  <TermsFields
                    form={form}
                    where={`zones.${i}`}
                    terms={row}
                    onChange={(change) => edit(i, change)}
                  />
                  <div className="mt-3 flex justify-end">
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => {
                        form.set(
                          'zones',
                          rows.filter((r) => r.key !== row.key),
                        );
                        // The errors name zones by their place, which a removal changes.
                        form.check({});
                      }}
                    >
                      Remove zone{row.name ? ` ${row.name}` : ''}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => form.set('zones', [...rows, blankZone()])}
        >
          Add zone
        </button>

        <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Every other PIN code</legend>
          <TermsFields
            form={form}
            where="otherwise"
            terms={values.otherwise}
            onChange={(change) => {
              form.set('otherwise', { ...values.otherwise, ...change });
              clear('otherwise', change);
            }}
          />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="cutoff"
            type="time"
            label="Same-day dispatch cut-off (India time)"
            hint="Orders placed before this on a dispatch day leave the same day."
          />
          <Field
            id={form.fieldId('pickupPin')}
            label="Pickup PIN code"
            hint="Where parcels leave from; Shiprocket's couriers are asked from here."
            error={form.errors.pickupPin}
          >
            <input
              {...fieldAria(form, 'pickupPin')}
              inputMode="numeric"
              maxLength={6}
              className={`${inputClass} font-mono`}
              value={values.pickupPin}
              onChange={(e) => form.set('pickupPin', e.target.value.trim())}
            />
          </Field>
        </div>
        <TextareaField
          form={form}
          name="holidays"
          label="Holidays (no dispatch)"
          hint="Dates like 2026-12-25, one a line or separated by commas. Sundays never dispatch."
          rows={3}
          className={`${inputClass} font-mono`}
        />
      </div>
    </SettingsSection>
  );
}

function TermsFields({
  form,
  where,
  terms,
  onChange,
}: {
  form: Form<Values, Name>;
  where: Where;
  terms: Terms;
  onChange: (change: Partial<Terms>) => void;
}) {
  const number = (key: 'daysMin' | 'daysMax', label: string) => {
    const name: Name = `${where}.${key}`;
    const aria = fieldAria(form, name);
    return (
      <Field id={aria.id} label={label} error={form.errors[name]}>
        <Affixed suffix="days">
          <input
            {...aria}
            inputMode="numeric"
            className={inputClass}
            value={terms[key]}
            disabled={!terms.deliverable}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        </Affixed>
      </Field>
    );
  };
  const fee: Name = `${where}.codFee`;
  const feeAria = fieldAria(form, fee);
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
      <Field id={feeAria.id} label="Zone COD fee" error={form.errors[fee]}>
        <Affixed prefix="₹">
          <input
            {...feeAria}
            inputMode="decimal"
            placeholder="shop's fee"
            className={inputClass}
            value={terms.codFee}
            disabled={!terms.deliverable || !terms.codAllowed}
            onChange={(e) => onChange({ codFee: e.target.value })}
          />
        </Affixed>
      </Field>
    </div>
  );
}
