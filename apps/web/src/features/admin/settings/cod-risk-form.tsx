// Shop Settings → Cash on delivery risk (decision 0335): the most a cash order may be worth, the scores from which a
// cash order waits for its shopper's confirmation or is refused cash, each signal's weight with what it is, and the
// numbers blocked from cash on delivery or allowed it whatever their score. Its own admin calls (cod-risk-api.ts),
// not the public settings. Rupees here, paise in the API. The form checks only what cannot be sent (a cap that is
// no amount, a score or weight that is no whole number); the server checks the rest and its refusal lands under
// the field it names.
import {
  type CodPhoneRule,
  type CodRiskSettings,
  type CodRiskWeights,
  defaultCodRiskSettings,
  defaultCodRiskWeights,
} from '@chamak/shared/cod-risk';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AmountField, NumberField, SelectField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { Badge, dangerAction, ListMessage, selectClass } from '../list-kit/table.tsx';
import { BusyButton, buttonClass, ConfirmDelete } from '../ui.tsx';
import { codRiskQuery, useRemovePhoneRule, useSaveCodRisk, useSavePhoneRule } from './cod-risk-api.ts';
import { paiseToInput, parseRupees } from './parse.ts';

type Signal = keyof CodRiskWeights;

/** Each signal, in the order the owner reads them: its name and, in one line, what earns it points. */
const signals: { name: Signal; label: string; what: string }[] = [
  {
    name: 'phoneFailures',
    label: "Phone number's refusals",
    what: "This phone number's past cash orders that were refused or returned to origin.",
  },
  {
    name: 'addressFailures',
    label: "Address's refusals",
    what: "This address's past cash orders that were refused or returned, however the address was written.",
  },
  {
    name: 'pinFailures',
    label: 'PIN code failure rate',
    what: 'How often cash parcels to this PIN code fail, against the shop’s own rate.',
  },
  {
    name: 'zoneFailures',
    label: 'Area failure rate',
    what: 'How often cash parcels to the PIN code’s area (its first three digits) fail.',
  },
  {
    name: 'phoneCancellations',
    label: 'Cancellations',
    what: 'Orders this phone number cancelled before they shipped.',
  },
  {
    name: 'firstOrder',
    label: 'First order',
    what: 'The first order from this phone number.',
  },
  {
    name: 'highValue',
    label: 'High value',
    what: 'Worth over 1.5 times the shop’s usual cash order; all the points at 3 times.',
  },
  {
    name: 'manyUnits',
    label: 'Many units of one size',
    what: 'More than 3 units of one size; all the points at 8.',
  },
  {
    name: 'weakAddress',
    label: 'Weak address',
    what: 'An address that is very short or has no house number.',
  },
  {
    name: 'lateHour',
    label: 'Late hour',
    what: 'Placed between midnight and 5 am, on the shop’s clock.',
  },
  {
    name: 'wrongCodes',
    label: 'Wrong sign-in codes',
    what: 'Wrong sign-in codes typed for this number in the last day; all the points at 3.',
  },
];

const weightError = 'A weight is a whole number of points from 0 to 100';
const scoreError = (what: string) => `${what} must be a score from 1 to 100`;

type Values = {
  valueCap: string;
  confirmFrom: string;
  advanceFrom: string;
  advanceKind: 'delivery' | 'percent';
  advancePercent: string;
  offFrom: string;
} & Record<Signal, string>;

const weightValues = (weights: CodRiskWeights) =>
  Object.fromEntries(signals.map((s) => [s.name, String(weights[s.name])])) as Record<Signal, string>;

const valuesOf = (settings: CodRiskSettings): Values => ({
  valueCap: settings.valueCapPaise === null ? '' : paiseToInput(settings.valueCapPaise),
  confirmFrom: settings.confirmFrom === null ? '' : String(settings.confirmFrom),
  advanceFrom: settings.advanceFrom === null ? '' : String(settings.advanceFrom),
  advanceKind: settings.advance.kind,
  advancePercent: String(settings.advance.percent),
  offFrom: settings.offFrom === null ? '' : String(settings.offFrom),
  ...weightValues(settings.weights),
});

/** A score typed: blank is off (null); a whole number is sent as such (the server checks its range). */
function parseScore(text: string, what: string): { score: number | null } | { error: string } {
  const t = text.trim();
  if (!t) return { score: null };
  return /^\d{1,3}$/.test(t) ? { score: Number(t) } : { error: scoreError(what) };
}

export function CodRiskForm() {
  const { data, error } = useQuery(codRiskQuery());
  const form = useForm<Values>(() => valuesOf(defaultCodRiskSettings));
  useEffect(() => {
    if (data) form.setValues(valuesOf(data.settings));
  }, [data]);
  const save = useSaveCodRisk();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!data) return;
    const v = form.values;
    const cap = v.valueCap.trim() ? parseRupees(v.valueCap, 'The COD limit') : { paise: null };
    const confirm = parseScore(v.confirmFrom, 'Confirmation from');
    const advance = parseScore(v.advanceFrom, 'Part paid online from');
    const off = parseScore(v.offFrom, 'COD off from');
    const percent = /^\d{1,2}$/.test(v.advancePercent.trim()) ? Number(v.advancePercent.trim()) : null;
    const weights: Partial<CodRiskWeights> = {};
    const errors: Partial<Record<keyof Values, string>> = {
      valueCap: 'error' in cap ? cap.error : undefined,
      confirmFrom: 'error' in confirm ? confirm.error : undefined,
      advanceFrom: 'error' in advance ? advance.error : undefined,
      advancePercent:
        percent === null ? 'The advance percentage must be a whole number from 5 to 90' : undefined,
      offFrom: 'error' in off ? off.error : undefined,
    };
    for (const { name } of signals) {
      const t = v[name].trim();
      if (/^\d{1,3}$/.test(t) && Number(t) <= 100) weights[name] = Number(t);
      else errors[name] = weightError;
    }
    if (
      !form.check(errors) ||
      'error' in cap ||
      'error' in confirm ||
      'error' in advance ||
      'error' in off ||
      percent === null
    )
      return;
    // The parts of the setting this section does not show go back as the server gave them.
    save.mutate(
      {
        ...data.settings,
        weights: weights as CodRiskWeights,
        valueCapPaise: cap.paise,
        confirmFrom: confirm.score,
        advanceFrom: advance.score,
        advance: { kind: v.advanceKind, percent },
        offFrom: off.score,
      },
      {
        onSuccess: (reply) => toast.success(reply.message ?? 'COD risk settings saved'),
        onError: (e) => {
          if (!form.serverError(e, { valueCapPaise: 'valueCap', advance: 'advancePercent' }))
            toast.error(errorMessage(e, 'Something Went Wrong'));
        },
      },
    );
  };

  if (error && !data)
    return <ListMessage tone="red">Failed to load the cash on delivery risk settings.</ListMessage>;
  const disabled = !data;
  const headingId = 'settings-cash-on-delivery-risk';
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-4 py-4 sm:px-6">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Cash on delivery risk
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every cash order gets a risk score from 0 to 100, the sum of the points below, worked out from the
          shop’s own orders; each order shows its score and why. Here you set the points, what happens from
          which score, and numbers you always block or always allow.
        </p>
      </div>
      <form onSubmit={submit} noValidate aria-label="COD risk rules and weights">
        <div className="space-y-5 px-4 py-5 sm:px-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <AmountField
              form={form}
              name="valueCap"
              label="COD value cap"
              hint="Cash is not offered above this total, whatever the score. Blank: no cap."
              disabled={disabled}
            />
            <NumberField
              form={form}
              name="confirmFrom"
              label="Ask for confirmation from score"
              hint="From this score the shopper confirms by link before you ship. Blank: off."
              disabled={disabled}
            />
            <NumberField
              form={form}
              name="advanceFrom"
              label="Part paid online from score"
              hint="From this score the shopper pays part online before the order is placed, the rest in cash (no confirmation then). Blank: off."
              disabled={disabled}
            />
            <NumberField
              form={form}
              name="offFrom"
              label="Turn COD off from score"
              hint="From this score cash is not offered; higher than confirmation. Blank: off."
              disabled={disabled}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              form={form}
              name="advanceKind"
              label="Paid online in advance"
              hint="What the shopper pays now when the score asks part paid online."
              className={`${selectClass} w-full`}
              disabled={disabled}
            >
              <option value="delivery">The delivery charge and COD fee</option>
              <option value="percent">A percentage of the total</option>
            </SelectField>
            <NumberField
              form={form}
              name="advancePercent"
              label="Percentage paid in advance"
              hint="For a percentage, or when delivery is free: 5 to 90, rounded up to whole rupees."
              suffix="%"
              disabled={disabled}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Weights</legend>
            <p className="mt-0.5 text-xs text-slate-500">
              The most points each signal adds to the score, 0 to 100 (0 leaves it out).
            </p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {signals.map((s) => (
                <NumberField
                  key={s.name}
                  form={form}
                  name={s.name}
                  label={s.label}
                  hint={s.what}
                  suffix="points"
                  disabled={disabled}
                />
              ))}
            </div>
            <button
              type="button"
              className={`${buttonClass.secondary} mt-4`}
              disabled={disabled}
              onClick={() => {
                form.setValues(weightValues(defaultCodRiskWeights));
                for (const { name } of signals) form.setError(name, undefined);
              }}
            >
              Reset to suggested weights
            </button>
          </fieldset>
        </div>
        <div className="flex justify-end border-t border-slate-100 bg-slate-50 px-4 py-3 sm:px-6">
          <BusyButton type="submit" busy={save.isPending} disabled={disabled}>
            Save COD risk settings
          </BusyButton>
        </div>
      </form>
      <PhoneRules rules={data?.phoneRules} disabled={disabled} />
    </section>
  );
}

/** The numbers the admin blocked from cash on delivery or allowed it whatever their score, and the add form. */
function PhoneRules({ rules, disabled }: { rules: CodPhoneRule[] | undefined; disabled: boolean }) {
  const form = useForm({ phone: '', rule: 'block' as 'block' | 'allow', note: '' });
  const add = useSavePhoneRule();
  const remove = useRemovePhoneRule();
  const [removing, setRemoving] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { phone, rule, note } = form.values;
    if (!form.check({ phone: phone.trim() ? undefined : 'Enter a 10-digit mobile number' })) return;
    add.mutate(
      { phone, rule, note },
      {
        onSuccess: (reply) => {
          toast.success(reply.message ?? 'Saved');
          form.setValues({ phone: '', note: '' });
        },
        onError: (e) => {
          if (!form.serverError(e)) toast.error(errorMessage(e, 'Something Went Wrong'));
        },
      },
    );
  };

  return (
    <div className="rounded-b-2xl border-t border-slate-200 px-4 py-5 sm:px-6">
      <h3 id="cod-phone-rules" className="text-base font-semibold text-slate-900">
        Blocked and allowed numbers
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        A blocked number never gets cash on delivery. An allowed one gets it whatever its score (the value cap
        still holds).
      </p>
      {rules && rules.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No number is blocked or allowed.</p>
      ) : (
        <ul
          aria-labelledby="cod-phone-rules"
          className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {(rules ?? []).map((r) => (
            <li key={r.phone} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
              <span className="font-medium text-slate-900 tabular-nums">{r.phone}</span>
              <Badge tone={r.rule === 'block' ? 'red' : 'green'}>
                {r.rule === 'block' ? 'Blocked' : 'Allowed'}
              </Badge>
              <span className="min-w-0 flex-1 basis-40 text-sm break-words text-slate-600">
                {r.note || <span className="text-slate-500">No note</span>}
                <span className="block text-xs text-slate-500">Since {formatDate(r.createdAt)}</span>
              </span>
              <button
                type="button"
                className={dangerAction}
                aria-label={`Remove the rule for ${r.phone}`}
                onClick={() => setRemoving(r.phone)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate aria-label="Block or allow a number" className="mt-4">
        <div className="grid gap-3 sm:grid-cols-[10rem_8rem_1fr_auto] sm:items-start">
          <TextField
            form={form}
            name="phone"
            label="Mobile number"
            inputMode="tel"
            autoComplete="off"
            disabled={disabled}
          />
          <SelectField
            form={form}
            name="rule"
            label="Rule"
            className={`${selectClass} w-full`}
            disabled={disabled}
          >
            <option value="block">Block</option>
            <option value="allow">Allow</option>
          </SelectField>
          <TextField
            form={form}
            name="note"
            label="Note"
            hint="Why, for whoever reads it later."
            disabled={disabled}
          />
          <BusyButton
            type="submit"
            busy={add.isPending}
            disabled={disabled}
            className={`${buttonClass.primary} sm:mt-6`}
          >
            Add number
          </BusyButton>
        </div>
      </form>
      <ConfirmDelete
        open={removing !== null}
        what={`the rule for ${removing ?? ''}`}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: (reply) => {
              toast.success(reply.message ?? 'Rule removed');
              setRemoving(null);
            },
            onError: (e) => {
              toast.error(errorMessage(e, 'Something Went Wrong'));
              setRemoving(null);
            },
          })
        }
      />
    </div>
  );
}
