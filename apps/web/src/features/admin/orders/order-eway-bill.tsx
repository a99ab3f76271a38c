// The order window's e-way bill (decision 0345): whether the consignment needs one (its value, tax included,
// against the inter-state ₹50,000 or the shop's intra-state threshold), the transport details (transporter,
// mode, vehicle, distance: prefilled from an earlier e-way bill between the same PIN codes, else asked), the
// portal's JSON to download, then the 12-digit number the portal gave with its date and validity, and the slip
// with that number to print for the parcel. Checked with the shared schemas; a server's 400 lands on its field.
import {
  type EwayBillMode,
  type EwayBillView,
  ewayBillModes,
  ewayBillNumberBody,
  ewayBillTransportBody,
  maxEwayBillDistanceKm,
} from '@chamak/shared/eway-bill';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { downloadFile } from '../../../lib/files.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { NumberField, SelectField, TextField } from '../form-kit/fields.tsx';
import { issueErrors, useForm } from '../form-kit/use-form.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { BusyButton, buttonClass } from '../ui.tsx';
import {
  ewayBillJsonPath,
  ewayBillQuery,
  ewayBillSlipPath,
  saveNumber,
  saveTransport,
} from './eway-bill-api.ts';

const modeLabel: Record<EwayBillMode, string> = { road: 'Road', rail: 'Rail', air: 'Air', ship: 'Ship' };

type TransportValues = {
  transporterName: string;
  transporterId: string;
  mode: string;
  vehicleNo: string;
  vehicleType: string;
  transDocNo: string;
  transDocDate: string;
  distanceKm: string;
};
type NumberValues = { number: string; date: string; validUntil: string };

/** dd/mm/yyyy of a yyyy-mm-dd day, as the portal writes it. */
const day = (d: string) => d.split('-').reverse().join('/');
const grouped = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

function transportStart(v: EwayBillView): TransportValues {
  const t = v.transport;
  const distance = t?.distanceKm ?? v.knownDistanceKm;
  return {
    transporterName: t?.transporterName ?? '',
    transporterId: t?.transporterId ?? '',
    mode: t?.mode ?? 'road',
    vehicleNo: t?.vehicleNo ?? '',
    vehicleType: t?.vehicleType ?? 'regular',
    transDocNo: t?.transDocNo ?? '',
    transDocDate: t?.transDocDate ?? '',
    distanceKm: distance ? String(distance) : '',
  };
}

/** Why the consignment needs an e-way bill or not, in one sentence. */
function verdict(v: EwayBillView): string {
  const where = v.interState ? 'inter-state' : "the shop's intra-state";
  const value = `${formatRupees(v.consignmentValuePaise)} (invoice ${v.invoice!.number}, tax included)`;
  return v.required
    ? `Consignment value ${value} is above ${where} threshold of ${formatRupees(v.thresholdPaise)}: an e-way bill must go with the goods.`
    : `Consignment value ${value} is not above ${where} threshold of ${formatRupees(v.thresholdPaise)}: no e-way bill is needed, though one may be made.`;
}

export function OrderEwayBill({ order }: { order: Order }) {
  const id = useId();
  const query = useQuery(ewayBillQuery(order.id));
  const [opened, setOpened] = useState(false);
  const v = query.data;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error, 'Failed to load the e-way bill.')}
      </p>
    );
  // Nothing to say before the order has an invoice (or while it loads).
  if (!v?.invoice) return null;
  const showForms = v.required || opened || v.transport !== null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          E-way bill
        </h3>
        {v.number ? (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
            {grouped(v.number)}
          </span>
        ) : v.required ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
            Needed
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
            Not needed
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">{verdict(v)}</p>
      {!showForms ? (
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => setOpened(true)}>
          Make one anyway
        </button>
      ) : (
        <>
          <TransportForm key={`${v.orderId}-${v.transport ? 'saved' : 'new'}`} view={v} />
          {v.transport && <NumberForm view={v} />}
        </>
      )}
    </section>
  );
}

function useReload(orderId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ewayBillQuery(orderId).queryKey }),
      queryClient.invalidateQueries({ queryKey: [...adminKeys.orders(), 'eway-bill-flags'] }),
    ]);
}

async function download(path: string, name: string) {
  try {
    await downloadFile(path, name);
  } catch (error) {
    toast.error(errorMessage(error, 'Failed to download the file.'));
  }
}

function TransportForm({ view }: { view: EwayBillView }) {
  const form = useForm<TransportValues>(() => transportStart(view));
  const reload = useReload(view.orderId);
  // The known distance arrives with a reload: fill an empty box with it.
  useEffect(() => {
    if (!form.values.distanceKm && view.knownDistanceKm)
      form.setValues({ distanceKm: String(view.knownDistanceKm) });
  }, [view.knownDistanceKm]);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveTransport>[1]) => saveTransport(view.orderId, body),
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await reload();
    },
    onError: (error) => {
      if (!form.serverError(error)) toast.error(errorMessage(error, 'Could not save the transport details.'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...form.values,
      mode: form.values.mode as EwayBillMode,
      vehicleType: form.values.vehicleType as 'regular' | 'odc',
    };
    const parsed = ewayBillTransportBody.safeParse(body);
    if (!form.check(parsed.success ? {} : issueErrors<TransportValues>(parsed.error.issues))) return;
    save.mutate(body);
  };
  const road = form.values.mode === 'road';
  const distanceHint = view.toPin
    ? view.transport
      ? `From PIN ${view.fromPin} to PIN ${view.toPin}.`
      : view.knownDistanceKm
        ? `From PIN ${view.fromPin} to PIN ${view.toPin}: ${view.knownDistanceKm} km on an earlier e-way bill.`
        : `From PIN ${view.fromPin} to PIN ${view.toPin}: not known yet. Enter the road distance, 1 to ${maxEwayBillDistanceKm} km.`
    : `1 to ${maxEwayBillDistanceKm} km.`;
  const ready = view.transport !== null && view.missing.length === 0;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-3 border-t border-slate-100 pt-3"
      aria-label="Transport details"
    >
      <h4 className="text-sm font-semibold text-slate-800">Transport details (Part B)</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="transporterName" label="Transporter name" maxLength={100} />
        <TextField
          form={form}
          name="transporterId"
          label="Transporter ID (GSTIN or TRANSIN)"
          hint="15 characters; leave empty for the shop's own vehicle"
          maxLength={15}
          autoCapitalize="characters"
        />
        <SelectField form={form} name="mode" label="Mode">
          {ewayBillModes.map((m) => (
            <option key={m} value={m}>
              {modeLabel[m]}
            </option>
          ))}
        </SelectField>
        <NumberField form={form} name="distanceKm" label="Distance" suffix="km" hint={distanceHint} />
        {road ? (
          <>
            <TextField
              form={form}
              name="vehicleNo"
              label="Vehicle number"
              hint="Like MH12AB1234"
              autoCapitalize="characters"
            />
            <SelectField form={form} name="vehicleType" label="Vehicle type">
              <option value="regular">Regular</option>
              <option value="odc">Over-dimensional cargo</option>
            </SelectField>
          </>
        ) : (
          <>
            <TextField
              form={form}
              name="transDocNo"
              label="Transport document number"
              hint="RR, airway bill or bill of lading number"
              maxLength={15}
            />
            <TextField form={form} name="transDocDate" label="Transport document date" type="date" />
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" busy={save.isPending} busyText="Saving..." className={buttonClass.primary}>
          Save transport details
        </BusyButton>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!ready}
          onClick={() => download(ewayBillJsonPath(view.orderId), `eway-bill-${view.orderId}.json`)}
        >
          Download JSON for the portal
        </button>
      </div>
      {view.transport && view.missing.length > 0 && (
        <p className="text-sm text-red-700">{view.missing.join(' ')}</p>
      )}
      {ready && !view.number && (
        <p className="text-sm text-slate-600">
          Upload the JSON at ewaybillgst.gov.in (e-Waybill → Generate Bulk), then enter the number it gives
          below.
        </p>
      )}
    </form>
  );
}

function NumberForm({ view }: { view: EwayBillView }) {
  const form = useForm<NumberValues>(() => ({
    number: view.number ?? '',
    date: view.date ?? '',
    validUntil: view.validUntil ?? '',
  }));
  const reload = useReload(view.orderId);
  const save = useMutation({
    mutationFn: (body: NumberValues) => saveNumber(view.orderId, body),
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await reload();
    },
    onError: (error) => {
      if (!form.serverError(error)) toast.error(errorMessage(error, 'Could not save the e-way bill number.'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ewayBillNumberBody.safeParse(form.values);
    if (!form.check(parsed.success ? {} : issueErrors<NumberValues>(parsed.error.issues))) return;
    save.mutate(form.values);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-3 border-t border-slate-100 pt-3"
      aria-label="E-way bill number"
    >
      <h4 className="text-sm font-semibold text-slate-800">The portal's e-way bill</h4>
      {view.number && view.date && view.validUntil && (
        <p className="text-sm text-slate-700">
          E-way bill <strong className="font-mono">{grouped(view.number)}</strong> of {day(view.date)}, valid
          until {day(view.validUntil)}. It is printed on the slip that goes with the parcel.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          form={form}
          name="number"
          label="E-way bill number"
          hint="12 digits"
          inputMode="numeric"
          maxLength={14}
        />
        <TextField form={form} name="date" label="Generated on" type="date" />
        <TextField form={form} name="validUntil" label="Valid until" type="date" />
      </div>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" busy={save.isPending} busyText="Saving..." className={buttonClass.primary}>
          Save e-way bill number
        </BusyButton>
        {view.number && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => download(ewayBillSlipPath(view.orderId), `eway-bill-${view.number}.pdf`)}
          >
            Download slip (PDF)
          </button>
        )}
      </div>
    </form>
  );
}
