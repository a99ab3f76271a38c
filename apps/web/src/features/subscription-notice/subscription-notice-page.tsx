// /subscription-notice?s=<subscription>&c=<cycle>&t=<signature> (decision 0326): the link every renewal notice
// carries. Whoever got the notice sees the delivery coming (product, size, amount, date) and, until its payment
// starts, skips it, moves it to another day or pauses the subscription with one click; no sign-in is needed and
// opening the page changes nothing. The page shows nothing personal: no address, e-mail or phone.
import { formatRupees } from '@chamak/shared/money';
import type { NoticeView } from '@chamak/shared/subscriptions';
import { noticeLinkMessages, noticeLinkQuery } from '@chamak/shared/subscriptions';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { dayMonthYear } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { actOnSubscriptionNotice, subscriptionNoticeView } from './api.ts';

const button =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
const choice =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 shadow-sm transition hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
const alert = 'rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900';

/** Where the shopper manages every subscription: My Account's Subscriptions tab. */
const manageSubscriptions = `${paths.trackOrder}?tab=subscriptions`;

const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : t('Something went wrong. Please try again.');

/** SPEC's notice link messages (shared/subscriptions.ts) and the server's answers, marked for translation. */
const noticeTexts: Readonly<Record<string, string>> = {
  'This link is not valid. Open My Account → Subscriptions to manage your subscription.': msg(
    'This link is not valid. Open My Account → Subscriptions to manage your subscription.',
  ),
  'This delivery can no longer be changed from this link: its payment has started or it was already changed. Open My Account → Subscriptions to manage your subscription.':
    msg(
      'This delivery can no longer be changed from this link: its payment has started or it was already changed. Open My Account → Subscriptions to manage your subscription.',
    ),
  'This delivery is skipped. Nothing will be taken for it.': msg(
    'This delivery is skipped. Nothing will be taken for it.',
  ),
  'Your subscription is paused, and this delivery with it. Resume it from your profile any time.': msg(
    'Your subscription is paused, and this delivery with it. Resume it from your profile any time.',
  ),
};
/** A message in the page's language (the server's own words as they are when they are not one of these). */
const shown = (message: string) => {
  const marked = noticeTexts[message];
  return marked === undefined ? message : t(marked);
};

const weekdays = [msg('Sun'), msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat')];

/** 'yyyy-mm-dd', a day in the shop's calendar, as the shop writes a day with its weekday: 'Thu, 31 Dec 2026'. */
function dayOf(value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  const date = new Date(y, m - 1, d);
  return `${t(weekdays[date.getDay()] ?? '')}, ${dayMonthYear(date)}`;
}

type Choice = 'skip' | 'reschedule' | 'pause';

type State =
  | { phase: 'loading' }
  | { phase: 'invalid'; message: string }
  | { phase: 'ready'; view: NoticeView; error?: string }
  | { phase: 'moving'; view: NoticeView; day: string; error?: string }
  | { phase: 'sending'; view: NoticeView; sent: Choice; day?: string }
  | { phase: 'closed'; view: NoticeView; message: string }
  | { phase: 'done'; view: NoticeView; message: string };

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <PageMeta title={title} description={t('Your next subscription delivery.')} noindex />
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4 flex flex-col gap-5 text-slate-700">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link
            to={manageSubscriptions}
            className="font-semibold text-brand hover:text-brand-dark hover:underline"
          >
            {t('Manage all your subscriptions')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The delivery the notice was about: what, how many, how often, how much and when. */
function Delivery({ view }: { view: NoticeView }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-slate-500">{t('Product')}</dt>
      <dd className="font-semibold text-slate-900">{view.name}</dd>
      <dt className="text-slate-500">{t('Size')}</dt>
      <dd>
        {view.size} × {view.quantity}
      </dd>
      <dt className="text-slate-500">{t('Repeats')}</dt>
      <dd>{t('every {days} days', { days: view.intervalDays })}</dd>
      <dt className="text-slate-500">{t('Amount')}</dt>
      <dd className="font-semibold text-slate-900">{formatRupees(view.amountPaise)}</dd>
      <dt className="text-slate-500">{t('Date')}</dt>
      <dd className="font-semibold whitespace-nowrap text-slate-900">{dayOf(view.dueOn)}</dd>
    </dl>
  );
}

export default function SubscriptionNoticePage() {
  const [params] = useSearchParams();
  const link = noticeLinkQuery.safeParse({
    s: params.get('s') ?? '',
    c: params.get('c') ?? '',
    t: params.get('t') ?? '',
  });
  const [state, setState] = useState<State>(
    link.success ? { phase: 'loading' } : { phase: 'invalid', message: noticeLinkMessages.invalid },
  );
  const s = link.success ? link.data.s : 0;
  const c = link.success ? link.data.c : 0;
  const signature = link.success ? link.data.t : '';
  const dateId = useId();

  useEffect(() => {
    if (!s) return;
    let live = true;
    subscriptionNoticeView({ s, c, t: signature })
      .then(
        (view) =>
          live &&
          setState(
            view.changeable
              ? { phase: 'ready', view }
              : { phase: 'closed', view, message: noticeLinkMessages.closed },
          ),
      )
      .catch((error: unknown) => live && setState({ phase: 'invalid', message: failed(error) }));
    return () => {
      live = false;
    };
  }, [s, c, signature]);

  async function send(sent: Choice) {
    if (state.phase !== 'ready' && state.phase !== 'moving') return;
    const { view } = state;
    const day = state.phase === 'moving' ? state.day : undefined;
    setState({ phase: 'sending', view, sent, ...(day === undefined ? {} : { day }) });
    try {
      const { message } = await actOnSubscriptionNotice(
        { s, c, t: signature },
        { action: sent, ...(sent === 'reschedule' ? { nextDueOn: day } : {}) },
      );
      setState({ phase: 'done', view, message });
    } catch (error) {
      // Once the payment has started the link changes nothing any more: the page says so in place of the choices.
      if (error instanceof ApiError && error.status === 409)
        setState({ phase: 'closed', view, message: error.message });
      else if (sent === 'reschedule')
        setState({ phase: 'moving', view, day: day ?? '', error: failed(error) });
      else setState({ phase: 'ready', view, error: failed(error) });
    }
  }

  if (state.phase === 'loading')
    return (
      <Card title={t('Your next delivery')}>
        <p aria-busy="true">{t('Checking the link…')}</p>
      </Card>
    );
  if (state.phase === 'invalid')
    return (
      <Card title={t('This link cannot be used')}>
        <p role="alert">{shown(state.message)}</p>
      </Card>
    );
  if (state.phase === 'closed')
    return (
      <Card title={t('Your next delivery')}>
        <Delivery view={state.view} />
        <p role="alert">{shown(state.message)}</p>
      </Card>
    );
  if (state.phase === 'done')
    return (
      <Card title={t('Your next delivery')}>
        <Delivery view={state.view} />
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {shown(state.message)}
        </p>
      </Card>
    );

  const sending = state.phase === 'sending' ? state.sent : null;
  const moving = state.phase === 'moving' || sending === 'reschedule';
  const day = state.phase === 'moving' || state.phase === 'sending' ? (state.day ?? '') : '';
  const dateError = state.phase === 'moving' ? state.error : undefined;
  return (
    <Card title={t('Your next delivery')}>
      <Delivery view={state.view} />
      <p>{t('Not needed this time? Change it here until its payment starts, without signing in.')}</p>
      {state.phase === 'ready' && state.error && (
        <p role="alert" className={alert}>
          {state.error}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <button type="button" className={choice} disabled={sending !== null} onClick={() => send('skip')}>
          {sending === 'skip' ? t('Skipping…') : t('Skip this delivery')}
        </button>
        {moving ? (
          <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
            <label htmlFor={dateId} className="font-semibold text-slate-900">
              {t('New date')}
            </label>
            <input
              id={dateId}
              type="date"
              min={state.view.earliest}
              max={state.view.latest}
              value={day}
              disabled={sending !== null}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${dateId}-error` : undefined}
              onChange={(event) => setState({ phase: 'moving', view: state.view, day: event.target.value })}
              className="rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
            />
            <p className="text-sm text-slate-500">
              {t('From {from} to {to}.', { from: dayOf(state.view.earliest), to: dayOf(state.view.latest) })}
            </p>
            {dateError && (
              <p id={`${dateId}-error`} role="alert" className={alert}>
                {dateError}
              </p>
            )}
            <button
              type="button"
              className={button}
              disabled={sending !== null || !day}
              onClick={() => send('reschedule')}
            >
              {sending === 'reschedule' ? t('Moving…') : t('Move the delivery to this day')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={choice}
            disabled={sending !== null}
            onClick={() => setState({ phase: 'moving', view: state.view, day: '' })}
          >
            {t('Move it to another day')}
          </button>
        )}
        <button type="button" className={choice} disabled={sending !== null} onClick={() => send('pause')}>
          {sending === 'pause' ? t('Pausing…') : t('Pause my subscription')}
        </button>
      </div>
    </Card>
  );
}
