// /failed-delivery?t=<token> (decision 0336): the link a failed delivery's mail and message carry. Whoever got it
// sees why the courier could not deliver and where it was going, and answers once, without signing in: try again
// tomorrow or on a chosen day, correct the address or phone, or cancel the delivery. Opening the page changes
// nothing; each answer is a button press.
import {
  type AnswerAddress,
  answerAddress,
  type FailedDeliveryAnswer,
  type FailedDeliveryView,
} from '@chamak/shared/failed-deliveries';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { dayMonthYear } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { answerFailedDelivery, failedDeliveryView } from './api.ts';

const button =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
const choice =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 shadow-sm transition hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
const danger =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl border border-red-300 bg-white px-5 py-3 font-semibold text-red-700 shadow-sm transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';
const alert = 'rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900';
const input =
  'w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-500';

/** The API's answers to this link (packages/shared failedDeliveryMessages), marked for translation. */
const answerTexts: Readonly<Record<string, string>> = {
  'This link is not valid. Open your order under My Account to see where it is.': msg(
    'This link is not valid. Open your order under My Account to see where it is.',
  ),
  'This failed delivery was already answered: the link works once.': msg(
    'This failed delivery was already answered: the link works once.',
  ),
  'This parcel has moved on since, so this link no longer changes it.': msg(
    'This parcel has moved on since, so this link no longer changes it.',
  ),
  'Choose a day from tomorrow to a week from now.': msg('Choose a day from tomorrow to a week from now.'),
  'Thank you. The courier will try again on the day you chose.': msg(
    'Thank you. The courier will try again on the day you chose.',
  ),
  'Thank you. The courier will try again at the corrected address.': msg(
    'Thank you. The courier will try again at the corrected address.',
  ),
  'The delivery is cancelled and the parcel goes back to us. Nothing is charged for it.': msg(
    'The delivery is cancelled and the parcel goes back to us. Nothing is charged for it.',
  ),
};
/** A message in the page's language (the server's own words as they are when they are not one of these). */
const shown = (message: string) => {
  const marked = answerTexts[message];
  return marked === undefined ? message : t(marked);
};
const failed = (error: unknown) =>
  error instanceof ApiError ? shown(error.message) : t('Something went wrong. Please try again.');

const weekdays = [msg('Sun'), msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat')];

/** 'yyyy-mm-dd' as the shop writes a day with its weekday: 'Tue, 1 December 2026'. */
function dayOf(value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  const date = new Date(y, m - 1, d);
  return `${t(weekdays[date.getDay()] ?? '')}, ${dayMonthYear(date)}`;
}

type Panel = 'choices' | 'day' | 'address' | 'cancel';
type State =
  | { phase: 'loading' }
  | { phase: 'invalid'; message: string }
  | { phase: 'ready'; view: FailedDeliveryView; panel: Panel; error?: string; sending?: boolean }
  | { phase: 'done'; view: FailedDeliveryView; message: string };

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <PageMeta title={title} description={t('Tell us what to do about your delivery.')} noindex />
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4 flex flex-col gap-5 text-slate-700">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link
            to={paths.trackOrder}
            className="font-semibold text-brand hover:text-brand-dark hover:underline"
          >
            {t('Go to your orders')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The attempt: the order, why it failed, and where it was going. */
function Attempt({ view }: { view: FailedDeliveryView }) {
  const a = view.address;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-slate-500">{t('Order')}</dt>
      <dd className="font-semibold text-slate-900">#{view.orderId}</dd>
      <dt className="text-slate-500">{t('Reason')}</dt>
      <dd className="font-semibold text-slate-900">{view.reason}</dd>
      <dt className="text-slate-500">{t('Address')}</dt>
      <dd>
        {[a.apt, a.address].filter(Boolean).join(', ')}
        <br />
        {a.city}, {a.state} {a.postalCode}
      </dd>
      <dt className="text-slate-500">{t('Phone')}</dt>
      <dd>{t('ending {digits}', { digits: view.phoneEnding })}</dd>
    </dl>
  );
}

const addressFields: {
  name: keyof AnswerAddress;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}[] = [
  { name: 'address', label: msg('Address'), autoComplete: 'address-line1' },
  { name: 'apt', label: msg('Apartment, suite, etc.'), autoComplete: 'address-line2' },
  { name: 'city', label: msg('City'), autoComplete: 'address-level2' },
  { name: 'postalCode', label: msg('PIN Code'), autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'phone', label: msg('New phone number (optional)'), autoComplete: 'tel', inputMode: 'tel' },
];

/** The small edit before the next attempt: street, flat, city, PIN code (same state) and, if it changed, phone. */
function AddressForm({
  view,
  error,
  sending,
  onSend,
  onBack,
}: {
  view: FailedDeliveryView;
  /** The server's refusal of the last try (a PIN code the parcel cannot go to), shown beside the button. */
  error: string | undefined;
  sending: boolean;
  onSend: (address: AnswerAddress) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<keyof AnswerAddress, string>>({
    address: view.address.address,
    apt: view.address.apt,
    city: view.address.city,
    postalCode: view.address.postalCode,
    phone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof AnswerAddress, string>>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = answerAddress.safeParse({ ...values, phone: values.phone.trim() || undefined });
    if (!parsed.success) {
      const found: Partial<Record<keyof AnswerAddress, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof AnswerAddress;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSend(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <p className="text-sm text-slate-600">
        {t('The parcel stays in {state}: the tax invoice names it as the place of supply.', {
          state: view.address.state,
        })}
      </p>
      {addressFields.map((f) => (
        <div key={f.name} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${f.name}`} className="text-sm font-semibold text-slate-900">
            {t(f.label)}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            value={values[f.name]}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            disabled={sending}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
            className={input}
          />
          {errors[f.name] && (
            <p id={`${id}-${f.name}-error`} className="text-sm text-red-700">
              {t(errors[f.name]!)}
            </p>
          )}
        </div>
      ))}
      {error && (
        <p role="alert" className={alert}>
          {error}
        </p>
      )}
      <button type="submit" className={button} disabled={sending}>
        {sending ? t('Sending…') : t('Try again at this address')}
      </button>
      <button type="button" className={choice} disabled={sending} onClick={onBack}>
        {t('Back')}
      </button>
    </form>
  );
}

export default function FailedDeliveryPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<State>(
    token
      ? { phase: 'loading' }
      : {
          phase: 'invalid',
          message: t('This link is not valid. Open your order under My Account to see where it is.'),
        },
  );
  const [day, setDay] = useState('');
  const dateId = useId();

  useEffect(() => {
    if (!token) return;
    let live = true;
    failedDeliveryView(token)
      .then((view) => live && setState({ phase: 'ready', view, panel: 'choices' }))
      .catch((error: unknown) => live && setState({ phase: 'invalid', message: failed(error) }));
    return () => {
      live = false;
    };
  }, [token]);

  async function send(answer: FailedDeliveryAnswer) {
    if (state.phase !== 'ready') return;
    const { view, panel } = state;
    setState({ phase: 'ready', view, panel, sending: true });
    try {
      const { message } = await answerFailedDelivery(token, answer);
      setState({ phase: 'done', view, message: shown(message) });
    } catch (error) {
      // Answered meanwhile, or the parcel moved on: the page says so in place of the choices.
      if (error instanceof ApiError && error.status === 409)
        setState({
          phase: 'ready',
          view: { ...view, state: 'closed' },
          panel: 'choices',
          error: failed(error),
        });
      else setState({ phase: 'ready', view, panel, error: failed(error) });
    }
  }

  const title = t('We could not deliver your order');
  if (state.phase === 'loading')
    return (
      <Card title={title}>
        <p aria-busy="true">{t('Checking the link…')}</p>
      </Card>
    );
  if (state.phase === 'invalid')
    return (
      <Card title={t('This link cannot be used')}>
        <p role="alert">{state.message}</p>
      </Card>
    );
  if (state.phase === 'done')
    return (
      <Card title={t('Thank you')}>
        <Attempt view={state.view} />
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {state.message}
        </p>
      </Card>
    );

  const { view, panel, error } = state;
  const sending = state.sending === true;
  const go = (next: Panel) => setState({ phase: 'ready', view, panel: next });
  if (view.state !== 'open')
    return (
      <Card title={title}>
        <Attempt view={view} />
        <p role="alert" className={alert}>
          {error ??
            (view.state === 'answered'
              ? t('This failed delivery was already answered: the link works once.')
              : t('This parcel has moved on since, so this link no longer changes it.'))}
        </p>
      </Card>
    );
  return (
    <Card title={title}>
      <p>
        {t('Hello {name}, the courier could not deliver order #{id}. What should happen next?', {
          name: view.firstName,
          id: String(view.orderId),
        })}
      </p>
      <Attempt view={view} />
      {error && (panel === 'choices' || panel === 'cancel') && (
        <p role="alert" className={alert}>
          {error}
        </p>
      )}
      {panel === 'choices' && (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            className={button}
            disabled={sending}
            onClick={() => send({ kind: 'reattempt', date: view.earliest })}
          >
            {sending ? t('Sending…') : t('Try again tomorrow')}
          </button>
          <button type="button" className={choice} disabled={sending} onClick={() => go('day')}>
            {t('Try again on another day')}
          </button>
          <button type="button" className={choice} disabled={sending} onClick={() => go('address')}>
            {t('Correct the address or phone')}
          </button>
          <button type="button" className={danger} disabled={sending} onClick={() => go('cancel')}>
            {t('Cancel the delivery')}
          </button>
        </div>
      )}
      {panel === 'day' && (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
          <label htmlFor={dateId} className="font-semibold text-slate-900">
            {t('Day of the next try')}
          </label>
          <input
            id={dateId}
            type="date"
            min={view.earliest}
            max={view.latest}
            value={day}
            disabled={sending}
            onChange={(event) => setDay(event.target.value)}
            className={input}
          />
          <p className="text-sm text-slate-500">
            {t('From {from} to {to}.', { from: dayOf(view.earliest), to: dayOf(view.latest) })}
          </p>
          {error && (
            <p role="alert" className={alert}>
              {error}
            </p>
          )}
          <button
            type="button"
            className={button}
            disabled={sending || !day}
            onClick={() => send({ kind: 'reattempt', date: day })}
          >
            {sending ? t('Sending…') : t('Try again on this day')}
          </button>
          <button type="button" className={choice} disabled={sending} onClick={() => go('choices')}>
            {t('Back')}
          </button>
        </div>
      )}
      {panel === 'address' && (
        <AddressForm
          view={view}
          error={error}
          sending={sending}
          onSend={(address) => send({ kind: 'address', address })}
          onBack={() => go('choices')}
        />
      )}
      {panel === 'cancel' && (
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/40 p-4">
          <p>{t('The parcel goes back to us and the order is cancelled. Nothing is charged for it.')}</p>
          <button
            type="button"
            className={danger}
            disabled={sending}
            onClick={() => send({ kind: 'cancel' })}
          >
            {sending ? t('Sending…') : t('Yes, cancel the delivery')}
          </button>
          <button type="button" className={choice} disabled={sending} onClick={() => go('choices')}>
            {t('Keep my order')}
          </button>
        </div>
      )}
    </Card>
  );
}
