// Profile → Subscriptions (decision 0326): each subscription with its size, quantity, interval, next delivery and
// amount and its status, and Change (size, interval, quantity, next date, address), Skip next, Pause or Resume, and
// Cancel subscription. Cancelling takes the button and one confirmation, nothing more (D28: stopping takes no more
// steps than starting). Each change shows the server's message and the row as the server now has it. A renewal
// whose debit failed says so, with Pay now.

import { formatRupees } from '@chamak/shared/money';
import type { SubscriptionView } from '@chamak/shared/subscriptions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Img } from '../../components/img.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { dayMonthYear } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { serverMessage } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SubscriptionEditor } from './subscription-editor.tsx';
import {
  changeSubscription,
  type SubscriptionChange,
  subscriptionsKey,
  subscriptionsQuery,
} from './subscriptions-api.ts';
import { UnpaidRenewalNotice, usePayNow } from './unpaid-renewal.tsx';
import { accountText } from './validation.ts';

/** 'yyyy-mm-dd', a day in the shop's calendar, written as the shop writes dates: '31 Dec 2026'. */
function dayOf(value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  return y && m && d ? dayMonthYear(new Date(y, m - 1, d)) : value;
}

const badges: Record<SubscriptionView['status'], { label: string; className: string }> = {
  active: { label: msg('Active'), className: 'bg-emerald-100 text-emerald-800' },
  paused: { label: msg('Paused'), className: 'bg-amber-100 text-amber-900' },
  cancelled: { label: msg('Cancelled'), className: 'bg-slate-200 text-slate-700' },
  pending: { label: msg('Starting'), className: 'bg-slate-100 text-slate-700' },
};

/** Why it is paused or cancelled, in the shopper's or the shop's words. */
function reasonOf(s: SubscriptionView): string | null {
  if (s.status === 'paused' && s.pausedBy === 'failed-debits')
    return s.statusReason ?? t('Paused because the last payments did not go through.');
  if (s.status === 'paused' && s.pausedBy === 'admin')
    return s.statusReason
      ? t('Paused by the shop: {reason}', { reason: s.statusReason })
      : t('Paused by the shop.');
  return s.statusReason;
}

const button =
  'rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

function SubscriptionRow({
  s,
  busy,
  paying,
  onChange,
  onEdit,
  onPay,
  onCancel,
}: {
  s: SubscriptionView;
  busy: boolean;
  paying: boolean;
  onChange: (change: SubscriptionChange) => void;
  onEdit: () => void;
  onPay: () => void;
  onCancel: () => void;
}) {
  const badge = badges[s.status];
  const reason = reasonOf(s);
  const title = `${s.name} (${s.size})`;
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-slate-200 p-4 sm:gap-4">
      <Img
        src={s.image}
        alt=""
        width={72}
        height={72}
        className="size-14 shrink-0 rounded-xl border border-slate-200 bg-slate-50 object-cover sm:size-18"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">
            <Link to={paths.productDetails(s.productId, s.pl_id)} className="hover:underline">
              {s.name}
            </Link>
          </h3>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
            {t(badge.label)}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {s.size} · {t('Quantity {count}', { count: s.quantity })} ·{' '}
          {t('Every {days} days', { days: s.intervalDays })}
          {s.discountPercent > 0 &&
            ` · ${t('{percent}% subscriber discount', { percent: s.discountPercent })}`}
        </p>
        {s.status === 'active' && s.nextDueOn && (
          <p className="mt-1 text-sm text-slate-900">
            {withParts(t('Next delivery {date}, about {amount}'), {
              date: <span className="font-semibold">{dayOf(s.nextDueOn)}</span>,
              amount: <span className="font-semibold">{formatRupees(s.nextAmountPaise)}</span>,
            })}
          </p>
        )}
        {reason && <p className="mt-1 text-sm text-slate-600">{reason}</p>}
        {s.unpaidRenewal && (
          <UnpaidRenewalNotice
            unpaid={s.unpaidRenewal}
            dayOf={dayOf}
            busy={paying}
            onPay={onPay}
            title={title}
            // The whole row's width on a phone (under the picture too), where the text column is narrow.
            className="-ml-[4.25rem] sm:ml-0"
          />
        )}
        {s.status !== 'cancelled' && (
          <div className="mt-3 flex flex-wrap gap-2">
            {(s.status === 'active' || s.status === 'paused') && (
              <button
                type="button"
                className={button}
                disabled={busy}
                onClick={onEdit}
                aria-label={t('Change {title}', { title })}
              >
                {t('Change')}
              </button>
            )}
            {s.status === 'active' && (
              <button
                type="button"
                className={button}
                disabled={busy}
                onClick={() => onChange('skip')}
                aria-label={t('Skip next delivery of {title}', { title })}
              >
                {t('Skip next')}
              </button>
            )}
            {s.status === 'active' ? (
              <button
                type="button"
                className={button}
                disabled={busy}
                onClick={() => onChange('pause')}
                aria-label={t('Pause {title}', { title })}
              >
                {t('Pause')}
              </button>
            ) : (
              <button
                type="button"
                className={button}
                disabled={busy}
                onClick={() => onChange('resume')}
                aria-label={t('Resume {title}', { title })}
              >
                {t('Resume')}
              </button>
            )}
            <button
              type="button"
              className={`${button} border-red-200 text-red-700 hover:bg-red-50`}
              disabled={busy}
              onClick={onCancel}
              aria-label={t('Cancel subscription to {title}', { title })}
            >
              {t('Cancel subscription')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

export function SubscriptionsPanel({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(subscriptionsQuery(userId));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<SubscriptionView | null>(null);
  const [editing, setEditing] = useState<SubscriptionView | null>(null);
  const payNow = usePayNow(
    userId,
    () => void queryClient.invalidateQueries({ queryKey: subscriptionsKey(userId) }),
  );

  const showChanged = (changed: { message: string; data: SubscriptionView }) => {
    queryClient.setQueryData(subscriptionsKey(userId), (rows: SubscriptionView[] | undefined) =>
      rows?.map((row) => (row.id === changed.data.id ? changed.data : row)),
    );
    toast.success(accountText(changed.message));
  };

  async function change(s: SubscriptionView, what: SubscriptionChange) {
    if (busyId !== null) return;
    setBusyId(s.id);
    try {
      showChanged(await changeSubscription(s.id, what));
      setCancelling(null);
    } catch (error) {
      toast.error(
        accountText(serverMessage(error) ?? t('Could not change the subscription. Please try again.')),
      );
      // The row may have changed meanwhile (cancelled from a notice, paused by the shop): show it as it is.
      void queryClient.invalidateQueries({ queryKey: subscriptionsKey(userId) });
      setCancelling(null);
    } finally {
      setBusyId(null);
    }
  }

  if (list.isPending) return <Loading text={t('Loading your subscriptions...')} />;
  if (list.isError)
    return <ErrorState message={t('Failed to load your subscriptions.')} onRetry={() => list.refetch()} />;

  return (
    <div>
      <h2 className="text-lg font-bold text-slate-900">{t('Subscriptions')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('We tell you two days before each delivery. Change, skip, pause or cancel any time.')}
      </p>
      {list.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          {t('No subscriptions yet. Look for Subscribe and save on concentrates and refills.')}
        </p>
      ) : (
        <ul aria-label={t('Your subscriptions')} className="mt-6 grid gap-4">
          {list.data.map((s) => (
            <SubscriptionRow
              key={s.id}
              s={s}
              busy={busyId === s.id}
              paying={payNow.payingId === s.id}
              onChange={(what) => void change(s, what)}
              onEdit={() => setEditing(s)}
              onPay={() => payNow.pay(s)}
              onCancel={() => setCancelling(s)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <SubscriptionEditor
          s={editing}
          userId={userId}
          onSaved={(changed) => {
            showChanged(changed);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {payNow.window}
      {cancelling && (
        <ConfirmDialog
          title={t('Cancel this subscription?')}
          message={t(
            '{name} ({size}) will not be sent again and no further payments will be taken. The UPI AutoPay or card mandate is revoked.',
            { name: cancelling.name, size: cancelling.size },
          )}
          confirmLabel={t('Cancel subscription')}
          cancelLabel={t('Keep it')}
          busyLabel={t('Cancelling...')}
          busy={busyId === cancelling.id}
          danger
          onConfirm={() => void change(cancelling, 'cancel')}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
