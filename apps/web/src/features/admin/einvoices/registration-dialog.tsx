// Entering the portal's answer for one B2B document (decision 0344): typed in (IRN, Ack No, Ack date, signed QR
// code), each field checked with the shared schema as the server checks it, or the portal's answer uploaded as the
// JSON file it gave. The server also checks that the answer is this document's and names the field that is not.
import {
  type EinvoiceDocumentView,
  type EinvoiceRegistrationBody,
  einvoiceRegistrationBody,
} from '@chamak/shared/einvoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { BusyButton, buttonClass, Field, inputClass, Modal } from '../ui.tsx';
import { einvoiceCalls, einvoiceKeys } from './api.ts';

type Fields = { irn: string; ackNo: string; ackDate: string; signedQrCode: string };

/** The stored instant as a date-time field's value, in India time (the portal's clock). */
function ackDateField(iso: string): string {
  return new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 19);
}

const kindLabel = (d: EinvoiceDocumentView) => (d.kind === 'invoice' ? 'invoice' : 'credit note');

export function RegistrationDialog({
  document,
  onClose,
}: {
  document: EinvoiceDocumentView | null;
  onClose: () => void;
}) {
  return document ? <RegistrationForm key={document.id} document={document} onClose={onClose} /> : null;
}

function RegistrationForm({ document, onClose }: { document: EinvoiceDocumentView; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const kept = document.registration;
  const [fields, setFields] = useState<Fields>({
    irn: kept?.irn ?? '',
    ackNo: kept?.ackNo ?? '',
    ackDate: kept ? ackDateField(kept.ackDate) : '',
    signedQrCode: kept?.signedQrCode ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [serverError, setServerError] = useState('');
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: einvoiceKeys.all() });
    onClose();
  };
  const failed = (error: unknown) => setServerError(errorMessage(error, 'Could not save the IRN.'));
  const save = useMutation({
    mutationFn: (body: EinvoiceRegistrationBody) => einvoiceCalls.save(document.id, body),
    onSuccess: (reply) => done(reply.message),
    onError: failed,
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      let answer: unknown;
      try {
        answer = JSON.parse(await file.text());
      } catch {
        throw new Error('not json');
      }
      // The portal's bulk tool gives an array: this document's answer is its only entry.
      return einvoiceCalls.upload(
        document.id,
        Array.isArray(answer) && answer.length === 1 ? answer[0] : answer,
      );
    },
    onSuccess: (reply) => done(reply.message),
    onError: (error) =>
      error instanceof Error && error.message === 'not json'
        ? setServerError("The file is not JSON: choose the portal's answer as it was downloaded.")
        : failed(error),
  });
  const busy = save.isPending || upload.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setServerError('');
    const parsed = einvoiceRegistrationBody.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(fields);
  };
  const field = (key: keyof Fields) => ({
    id: `${id}-${key}`,
    value: fields[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <Modal
      open
      title={`IRN of ${kindLabel(document)} ${document.number}`}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <BusyButton type="submit" form={`${id}-form`} busy={save.isPending}>
            Save IRN
          </BusyButton>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Upload the e-invoice JSON at the Invoice Registration Portal, then enter what it answered, or upload
          its answer file.
        </p>
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
            Upload the portal&apos;s answer (JSON)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            disabled={busy}
            className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
            onChange={(e) => {
              const file = e.target.files?.[0];
              setServerError('');
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
          {upload.isPending && (
            <p role="status" className="mt-2 text-sm text-slate-600">
              Uploading...
            </p>
          )}
        </div>
        <p className="text-center text-xs font-semibold tracking-wide text-slate-500 uppercase">
          or type it in
        </p>
        <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-3">
          <Field id={`${id}-irn`} label="IRN" error={errors.irn} hint="64 characters, 0-9 and a-f">
            <input
              {...field('irn')}
              className={`${inputClass} font-mono`}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${id}-ackNo`} label="Ack No" error={errors.ackNo} hint="15 digits">
              <input
                {...field('ackNo')}
                className={`${inputClass} font-mono`}
                inputMode="numeric"
                autoComplete="off"
              />
            </Field>
            <Field
              id={`${id}-ackDate`}
              label="Ack date"
              error={errors.ackDate}
              hint="As the portal shows it (India time)"
            >
              <input {...field('ackDate')} type="datetime-local" step={1} className={inputClass} />
            </Field>
          </div>
          <Field
            id={`${id}-signedQrCode`}
            label="Signed QR code"
            error={errors.signedQrCode}
            hint="The SignedQRCode text the portal gave (it starts with eyJ)"
          >
            <textarea
              {...field('signedQrCode')}
              rows={4}
              className={`${inputClass} font-mono text-xs`}
              spellCheck={false}
            />
          </Field>
        </form>
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {serverError}
          </p>
        )}
      </div>
    </Modal>
  );
}
