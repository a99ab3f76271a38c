// The form that schedules a GST rate change (decision 0342): the products (ticked from a filtered list), the HSN
// code, the rate and the day it starts. Checked with the shared schema before sending; the server's refusal (a
// day already begun over orders of these products) is said above the buttons.
import { gstRates } from '@chamak/shared/gst';
import { gstRateChangeBody, type ProductGstRate } from '@chamak/shared/gst-rates';
import { dayInWords } from '@chamak/shared/shop-time';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { SearchBox } from '../list-kit/table.tsx';
import { BusyButton, buttonClass, Field, inputClass, Modal } from '../ui.tsx';
import { gstRatesApi, useGstRateWrite } from './api.ts';

type Draft = { productIds: number[]; hsnCode: string; gstRate: string; effectiveFrom: string };
type Errors = Partial<Record<keyof Draft, string>>;

/** The first message of each field the shared schema refuses. */
function check(draft: Draft): Errors {
  const parsed = gstRateChangeBody.safeParse(draft);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Draft;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function ScheduleForm({
  open,
  products,
  first,
  startDay,
  zoneLabel,
  onClose,
}: {
  open: boolean;
  products: readonly ProductGstRate[];
  /** A product the form starts with (its row's Schedule), or null. */
  first: ProductGstRate | null;
  /** The day the date field starts at (tomorrow in the shop's zone). */
  startDay: string;
  zoneLabel: string;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    productIds: first ? [first.id] : [],
    hsnCode: first?.hsnCode ?? '',
    gstRate: first?.gstRate === null || first === null ? '' : String(first.gstRate),
    effectiveFrom: startDay,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const save = useGstRateWrite(gstRatesApi.schedule);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const words = filter.trim().toLowerCase();
  const shown = words ? products.filter((p) => p.name.toLowerCase().includes(words)) : products;
  const chosen = new Set(draft.productIds);
  const toggle = (productId: number) =>
    set(
      'productIds',
      chosen.has(productId)
        ? draft.productIds.filter((x) => x !== productId)
        : [...draft.productIds, productId],
    );
  const aria = (field: keyof Draft) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  const submit = () => {
    const found = check(draft);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(draft, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
      onError: (error) => setRefusal(errorMessage(error, 'Something Went Wrong')),
    });
  };

  return (
    <Modal
      open={open}
      title="Schedule a GST rate change"
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <BusyButton type="submit" form={`${id}-form`} busy={save.isPending}>
            Schedule Change
          </BusyButton>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset
          className="flex min-w-0 flex-col gap-2 md:row-span-3"
          {...(errors.productIds ? { 'aria-describedby': `${id}-productIds-error` } : {})}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">
            Products <span className="font-normal text-slate-500">({draft.productIds.length} chosen)</span>
          </legend>
          <SearchBox
            id={`${id}-filter`}
            value={filter}
            onChange={setFilter}
            label="Filter products"
            placeholder="Filter products"
          />
          <ul className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white">
            {shown.map((p) => (
              <li key={p.id} className="border-t border-slate-100 first:border-t-0">
                <label className="flex cursor-pointer items-start gap-2 px-3 py-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand"
                    checked={chosen.has(p.id)}
                    onChange={() => toggle(p.id)}
                  />
                  <span className="min-w-0">
                    <span className="block break-words text-slate-900">{p.name}</span>
                    <span className="text-xs text-slate-600">
                      {p.hsnCode ?? 'No HSN'} · {p.gstRate === null ? 'no rate' : `${p.gstRate}%`} now
                    </span>
                  </span>
                </label>
              </li>
            ))}
            {shown.length === 0 && <li className="px-3 py-4 text-sm text-slate-600">No product matches.</li>}
          </ul>
          {errors.productIds && (
            <p id={`${id}-productIds-error`} className="text-sm text-red-700">
              {errors.productIds}
            </p>
          )}
        </fieldset>
        <Field id={`${id}-hsn`} label="HSN code" error={errors.hsnCode ?? ''}>
          <input
            id={`${id}-hsn`}
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            value={draft.hsnCode}
            onChange={(e) => set('hsnCode', e.target.value)}
            {...aria('hsnCode')}
          />
        </Field>
        <Field id={`${id}-rate`} label="GST rate" error={errors.gstRate ?? ''}>
          <select
            id={`${id}-rate`}
            className={inputClass}
            value={draft.gstRate}
            onChange={(e) => set('gstRate', e.target.value)}
            {...aria('gstRate')}
          >
            <option value="">Choose a rate</option>
            {gstRates.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-from`}
          label="Effective from"
          error={errors.effectiveFrom ?? ''}
          hint={`From the start of ${/^\d{4}-\d{2}-\d{2}$/.test(draft.effectiveFrom) ? dayInWords(draft.effectiveFrom) : 'the day'} (midnight, ${zoneLabel}). Orders placed before keep the rate they were placed at.`}
        >
          <input
            id={`${id}-from`}
            type="date"
            className={inputClass}
            value={draft.effectiveFrom}
            onChange={(e) => set('effectiveFrom', e.target.value)}
            {...aria('effectiveFrom')}
          />
        </Field>
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 md:col-span-2">
            {refusal}
          </p>
        )}
      </form>
    </Modal>
  );
}
