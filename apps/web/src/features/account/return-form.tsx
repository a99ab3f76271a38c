// The shopper's return request: how many units of each line go back (up to what the server says is still
// returnable), why (the reasons Shop Settings take, as the return policy lists them, decision 0297; "Other"
// needs details), and up to three photos, checked
// here by type, size and content as the server checks them again (D9, lib/files.ts). The server's answer is
// toasted: its message on success, its reason on a refusal.
import type { Order } from '@chamak/shared/orders';
import { returnTerms } from '@chamak/shared/return-terms';
import {
  maxReturnPhotos,
  type OrderReturnsReply,
  type ReturnReason,
  returnMessages,
  returnRequestBody,
} from '@chamak/shared/returns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { queries } from '../../api/queries.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { checkFiles, fileLimits, formatBytes, useContentCheck, useObjectUrl } from '../../lib/files.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, serverMessage } from './api.ts';
import { Spinner } from './auth-shell.tsx';
import { requestReturn } from './returns-api.ts';

export const returnFailed = msg('Could not send the return request. Please try again.');
export const reasonRequired = msg('Choose why you are returning the items.');

/** SPEC's return messages the form shows (shared/returns.ts), marked for translation and keyed by their English. */
const returnTexts: Readonly<Record<string, string>> = {
  'Choose at least one item to return.': msg('Choose at least one item to return.'),
  'Add at most 3 photos.': msg('Add at most 3 photos.'),
  'Please tell us what went wrong (details are required for "Other").': msg(
    'Please tell us what went wrong (details are required for "Other").',
  ),
};
/** The reasons' labels (shared returnReasonLabels), marked for translation. */
const reasonLabels: Record<ReturnReason, string> = {
  damaged: msg('Damaged'),
  leaking: msg('Leaking'),
  wrong_item: msg('Wrong item'),
  other: msg('Other'),
};

const shown = (message: string) => {
  const marked = returnTexts[message];
  return marked === undefined ? message : t(marked);
};

type Errors = Partial<Record<'items' | 'reason' | 'details' | 'photos', string>>;

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function PhotoPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li className="relative flex w-24 flex-col gap-1">
      {url ? (
        <img src={url} alt={file.name} className="size-24 rounded-lg border border-slate-200 object-cover" />
      ) : (
        <span className="grid size-24 place-items-center rounded-lg border border-slate-200 bg-slate-100 text-xs text-slate-500">
          {t('Photo')}
        </span>
      )}
      <span className="truncate text-[11px] text-slate-500" title={file.name}>
        {file.name} · {formatBytes(file.size)}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('Remove photo {name}', { name: file.name })}
        className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-white"
      >
        <CloseIcon width={14} height={14} />
      </button>
    </li>
  );
}

export function ReturnForm({
  order,
  returnable,
  onClose,
}: {
  order: Order;
  returnable: OrderReturnsReply['returnable'];
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const left = new Map(returnable.map((r) => [r.orderItemId, r.quantity]));
  const lines = order.OrderItems.filter((item) => (left.get(item.id) ?? 0) > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  // The reasons the shop takes returns for: the same settings the policy page and the server read.
  const settings = useQuery(queries.settings());
  const reasons = settings.data ? returnTerms(settings.data.orders).reasons : [];

  const send = useMutation({
    mutationFn: () =>
      requestReturn(order.id, {
        items: chosenItems(),
        reason: reason as ReturnReason,
        details: details.trim(),
        photos,
      }),
    onSuccess: async (reply) => {
      toast.success(reply.message);
      onClose();
      await queryClient.invalidateQueries({ queryKey: accountKeys.all() });
    },
    onError: (error) => toast.error(serverMessage(error) ?? t(returnFailed)),
  });

  // The first bytes of each chosen photo, read just after it is chosen: a renamed file goes back out.
  useContentCheck('image', photos, (wrong, message) => {
    setPhotos((current) => current.filter((f) => !wrong.includes(f)));
    setErrors((e) => ({ ...e, photos: message }));
  });

  function chosenItems() {
    return lines
      .map((item) => ({ orderItemId: item.id, quantity: quantities[item.id] ?? 0 }))
      .filter((line) => line.quantity > 0);
  }

  const pickPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const { accepted, error } = checkFiles('image', chosen);
    const fresh = accepted.filter((f) => !photos.some((had) => sameFile(had, f)));
    const room = maxReturnPhotos - photos.length;
    setPhotos([...photos, ...fresh.slice(0, Math.max(0, room))]);
    setErrors((e) => ({
      ...e,
      photos: fresh.length > room ? shown(returnMessages.tooManyPhotos) : (error ?? undefined),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const items = chosenItems();
    if (items.length === 0) next.items = shown(returnMessages.noItems);
    if (!reason) next.reason = t(reasonRequired);
    else {
      const parsed = returnRequestBody.safeParse({ items: items.length ? items : [], reason, details });
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0];
        if (field === 'details' && !next.details) next.details = shown(issue.message);
      }
    }
    if (photos.length > maxReturnPhotos) next.photos = shown(returnMessages.tooManyPhotos);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = next.items ? `${id}-items` : next.reason ? `${id}-reason` : `${id}-details`;
      document.getElementById(first)?.focus();
      return;
    }
    send.mutate();
  };

  const describedBy = (field: keyof Errors, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('Return items from order #{id}', { id: String(order.id) })}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-5"
    >
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy('items')}>
        <legend
          id={`${id}-items`}
          tabIndex={-1}
          className="mb-1 text-sm font-semibold text-slate-900 focus:outline-none"
        >
          {t('What are you sending back?')}
        </legend>
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {lines.map((item) => {
            const max = left.get(item.id) ?? 0;
            const selectId = `${id}-qty-${item.id}`;
            return (
              <li key={item.id} className="flex items-center gap-3 p-3">
                <Img
                  src={item.productlitre.productimages[0]?.image}
                  alt=""
                  width={48}
                  height={48}
                  className="hidden size-12 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover sm:block"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-slate-900">{item.Product.name}</p>
                  <p className="text-xs text-slate-500">
                    {t('Size {size} · {count} of {total} can be returned', {
                      size: item.productlitre.litre.litre,
                      count: max,
                      total: item.quantity,
                    })}
                  </p>
                </div>
                <label htmlFor={selectId} className="sr-only">
                  {t('Units of {name} ({size}) to return', {
                    name: item.Product.name,
                    size: item.productlitre.litre.litre,
                  })}
                </label>
                <select
                  id={selectId}
                  value={quantities[item.id] ?? 0}
                  onChange={(e) => {
                    setQuantities((q) => ({ ...q, [item.id]: Number(e.target.value) }));
                    setErrors((er) => ({ ...er, items: undefined }));
                  }}
                  className="w-20 shrink-0 rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none"
                >
                  {Array.from({ length: max + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
        {fieldError('items')}
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy('reason')}>
        <legend
          id={`${id}-reason`}
          tabIndex={-1}
          className="mb-1 text-sm font-semibold text-slate-900 focus:outline-none"
        >
          {t('Why?')}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {reasons.map(({ reason: r }) => (
            <label
              key={r}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand/30 ${reason === r ? 'border-brand bg-indigo-50 font-semibold text-brand' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setErrors((e) => ({ ...e, reason: undefined, details: undefined }));
                }}
                className="accent-brand"
              />
              {t(reasonLabels[r])}
            </label>
          ))}
        </div>
        {fieldError('reason')}
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-details`} className="text-sm font-semibold text-slate-900">
          {reason === 'other' ? t('Details (required)') : t('Details (optional)')}
        </label>
        <textarea
          id={`${id}-details`}
          value={details}
          onChange={(e) => {
            setDetails(e.target.value);
            setErrors((er) => ({ ...er, details: undefined }));
          }}
          maxLength={1000}
          rows={3}
          placeholder={t('e.g. The cap was cracked and half the bottle had leaked into the box.')}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy('details')}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none aria-[invalid=true]:border-red-500"
        />
        {fieldError('details')}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-photos`} className="text-sm font-semibold text-slate-900">
          {t('Photos (optional)')}
        </label>
        <p id={`${id}-photos-hint`} className="text-xs text-slate-500">
          {t('Up to {count} pictures of the product and the parcel: JPG, PNG or WebP, each under {size}.', {
            count: maxReturnPhotos,
            size: formatBytes(fileLimits.image),
          })}
        </p>
        {photos.length < maxReturnPhotos && (
          <div className="flex items-center gap-3">
            <input
              id={`${id}-photos`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              multiple
              onChange={pickPhotos}
              aria-invalid={errors.photos ? true : undefined}
              aria-describedby={describedBy('photos', `${id}-photos-hint`)}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-photos`}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand peer-focus-visible:ring-2 peer-focus-visible:ring-brand/40 hover:bg-slate-50"
            >
              <span aria-hidden="true">+</span> {t('Add photos')}
            </label>
            <span className="text-xs text-slate-500">
              {t('{count} of {total} added', { count: photos.length, total: maxReturnPhotos })}
            </span>
          </div>
        )}
        {fieldError('photos')}
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label={t('Chosen photos')}>
            {photos.map((file) => (
              <PhotoPreview
                key={`${file.name}-${file.size}-${file.lastModified}`}
                file={file}
                onRemove={() => {
                  setPhotos((current) => current.filter((f) => f !== file));
                  setErrors((e) => ({ ...e, photos: undefined }));
                }}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={send.isPending}
          className="rounded-xl border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('Cancel')}
        </button>
        <button
          type="submit"
          disabled={send.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          {send.isPending && <Spinner />}
          {send.isPending ? t('Sending...') : t('Request return')}
        </button>
      </div>
    </form>
  );
}
