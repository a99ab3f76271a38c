// One return of an order, for the shopper's order page and the admin's order window: a small stepper
// Requested -> Approved -> Received -> Refunded (or Rejected, with the shop's reason), the lines and their
// value, the reason and details, the photos as thumbnails, and the refund's state. The admin's view adds the
// pickup and how many units went back into stock; its actions come in as `children`.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { OrderReturn } from '@chamak/shared/returns';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { usePrivateImage } from '../../lib/files.ts';
import { msg, t } from '../../lib/i18n.ts';
import { CheckIcon } from '../icons.tsx';
import { Badge, type Tone } from './badge.tsx';

export type ReturnView = 'shopper' | 'admin';

const statusTone: Record<OrderReturn['status'], Tone> = {
  requested: 'amber',
  approved: 'brand',
  rejected: 'red',
  received: 'brand',
  refunded: 'green',
};

const refundTone: Record<NonNullable<OrderReturn['refund']>['status'], Tone> = {
  pending: 'amber',
  processed: 'green',
  failed: 'red',
};
const refundLabel: Record<NonNullable<OrderReturn['refund']>['status'], string> = {
  pending: msg('Refund in progress'),
  processed: msg('Refunded'),
  failed: msg('Refund failed'),
};

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

type Step = { label: string; at: string | null; done: boolean; failed?: boolean };

/** The steps a return has gone through and has left; a rejected one ends at Rejected. */
export function returnSteps(r: OrderReturn): Step[] {
  const requested = { label: msg('Requested'), at: r.createdAt, done: true };
  if (r.status === 'rejected')
    return [requested, { label: msg('Rejected'), at: r.rejectedAt, done: true, failed: true }];
  return [
    requested,
    { label: msg('Approved'), at: r.approvedAt, done: r.approvedAt != null },
    { label: msg('Received'), at: r.receivedAt, done: r.receivedAt != null },
    { label: msg('Refunded'), at: r.refundedAt, done: r.refundedAt != null || r.status === 'refunded' },
  ];
}

export function ReturnStepper({ ret }: { ret: OrderReturn }) {
  const steps = returnSteps(ret);
  const current = steps.reduce((last, s, i) => (s.done ? i : last), 0);
  return (
    <ol
      aria-label={t('Progress of return #{id}', { id: String(ret.id) })}
      className={`grid ${steps.length === 2 ? 'grid-cols-2' : 'grid-cols-4'}`}
    >
      {steps.map((s, i) => {
        const tone = s.failed
          ? 'border-red-600 bg-red-600 text-white'
          : s.done
            ? 'border-brand bg-brand text-white'
            : 'border-slate-300 bg-white text-slate-400';
        return (
          <li
            key={s.label}
            aria-current={i === current ? 'step' : undefined}
            className="relative flex min-w-0 flex-col items-center px-0.5 text-center"
          >
            {i > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-3 right-1/2 h-0.5 w-full -translate-y-1/2 ${s.failed ? 'bg-red-300' : s.done ? 'bg-brand' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 grid size-6 place-items-center rounded-full border-2 text-xs font-bold ${tone}`}
            >
              {s.failed ? '✕' : s.done ? <CheckIcon width={12} height={12} /> : i + 1}
            </span>
            <span
              className={`mt-1 text-[11px] leading-tight font-semibold sm:text-xs ${s.failed ? 'text-red-700' : s.done ? 'text-slate-900' : 'text-slate-500'}`}
            >
              {t(s.label)}
            </span>
            {s.at && s.done && (
              <time dateTime={s.at} className="hidden text-[11px] text-slate-500 sm:block">
                {formatDateTime(s.at)}
              </time>
            )}
            <span className="sr-only"> {s.done ? t('(done)') : t('(not yet)')}</span>
          </li>
        );
      })}
    </ol>
  );
}

export function ReturnCard({
  ret,
  view,
  children,
}: {
  ret: OrderReturn;
  view: ReturnView;
  /** The admin's actions for the state the return is in. */
  children?: ReactNode;
}) {
  const headingId = `return-${ret.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h5 id={headingId} className="font-semibold text-slate-900">
            {t('Return #{id}', { id: String(ret.id) })}
          </h5>
          <p className="text-xs text-slate-500">
            {t('Requested')} <time dateTime={ret.createdAt}>{formatDateTime(ret.createdAt)}</time> ·{' '}
            {ret.reasonLabel}
          </p>
        </div>
        <Badge tone={statusTone[ret.status]}>{ret.statusLabel}</Badge>
      </header>

      <ReturnStepper ret={ret} />

      {ret.status === 'rejected' && ret.rejectReason && (
        <p role="note" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">{t('Why it was rejected:')}</span> {ret.rejectReason}
        </p>
      )}

      <ul
        className="divide-y divide-slate-100 text-sm"
        aria-label={t('Items of return #{id}', { id: String(ret.id) })}
      >
        {ret.items.map((item) => (
          <li key={item.orderItemId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.name}</p>
              <p className="text-xs text-slate-500">
                {t('Size {size}', { size: item.size })} ·{' '}
                {t('{count, plural, one {# unit} other {# units}}', { count: item.quantity })}
                {view === 'admin' && item.resellableQty != null && ` · ${item.resellableQty} back in stock`}
              </p>
            </div>
            <p className="font-semibold text-slate-900">{money(item.amount)}</p>
          </li>
        ))}
        <li className="flex justify-between gap-4 pt-2 font-bold text-slate-900">
          <span>{t('Refund for this return')}</span>
          <span>{money(ret.amount)}</span>
        </li>
      </ul>

      {ret.details && (
        <p className="text-sm break-words text-slate-700">
          <span className="font-semibold text-slate-900">
            {view === 'admin' ? 'Customer says:' : t('You said:')}
          </span>{' '}
          {ret.details}
        </p>
      )}

      {ret.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('Photos of return #{id}', { id: String(ret.id) })}>
          {ret.photos.map((url, i) => (
            <li key={url}>
              <ReturnPhoto
                url={url}
                alt={t('Return #{id}, shot {n}', { id: String(ret.id), n: String(i + 1) })}
              />
            </li>
          ))}
        </ul>
      )}

      {(view === 'admin' && ret.pickup) || ret.refund ? (
        <dl className="flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm">
          {view === 'admin' && ret.pickup && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Pickup</dt>
              <dd className="text-right font-medium text-slate-900">
                {ret.pickup === 'shiprocket' ? 'Shiprocket reverse pickup' : 'Manual'}
                {ret.pickupAwb && ` · AWB ${ret.pickupAwb}`}
              </dd>
            </div>
          )}
          {ret.refund && (
            <div className="flex items-center justify-between gap-4">
              <dt className="text-slate-600">{t('Refund {amount}', { amount: money(ret.refund.amount) })}</dt>
              <dd>
                <Badge tone={refundTone[ret.refund.status]}>{t(refundLabel[ret.refund.status])}</Badge>
              </dd>
            </div>
          )}
        </dl>
      ) : null}

      {children}
    </article>
  );
}

/**
 * A return's photo: the API serves it to the return's customer and the admins only, with the token, so it is
 * fetched with it and shown (and opened full size) from a local URL.
 */
function ReturnPhoto({ url, alt }: { url: string; alt: string }) {
  const local = usePrivateImage(url);
  const box = 'block size-18 overflow-hidden rounded-lg border border-slate-200 bg-slate-100';
  if (local === null) return <span className={`${box} animate-pulse`} aria-hidden="true" />;
  if (local === 'failed')
    return (
      <span
        role="img"
        aria-label={t('{alt} (could not load)', { alt })}
        className={`${box} grid place-items-center`}
      >
        <span aria-hidden="true" className="text-xs text-slate-500">
          ?
        </span>
      </span>
    );
  return (
    <a
      href={local}
      target="_blank"
      rel="noopener noreferrer"
      className={`${box} focus-visible:outline-2 focus-visible:outline-brand`}
    >
      <img src={local} alt={alt} width={72} height={72} className="size-18 object-cover" />
    </a>
  );
}
