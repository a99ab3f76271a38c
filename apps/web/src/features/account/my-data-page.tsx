// /account/my-data (decision 0358): the signed-in shopper's rights under the DPDP Rules on one page. A copy of
// everything the shop holds (JSON or PDF), correcting it (the profile and address forms, or a request with a note),
// naming a nominee, and erasure, which says what is kept and why before it is confirmed, and that it waits for an
// order still on its way. Every request shows its ticket; the requests so far are listed with their deadlines.
import {
  invoiceKeptYears,
  type MyPrivacyRequest,
  openPrivacyStatuses,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  privacyAnswerDays,
  privacyMessages,
} from '@chamak/shared/privacy-requests';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../components/page-meta.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { loginPath, useSession } from '../../lib/session.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { serverMessage } from './api.ts';
import { inputClass } from './form-field.tsx';
import { myDataCalls, myDataKey, myDataQuery } from './my-data-api.ts';

const day = (iso: string) => formatDate(iso);

// The texts of the privacy rules (packages/shared/src/privacy-requests.ts) the page shows, in the page's language:
// the server keeps SPEC's English in its answers and mails, and the page writes the same sentence itself.

/** What erasure keeps and why (privacyMessages.kept). */
const keptText = () =>
  t(
    'We keep your GST invoices and credit notes for {years} years, as the GST law requires; they keep the name and address the order was billed to. Everything else is erased or anonymised: your profile, addresses, cart, wishlist, reviews, saved GSTINs, and the e-mail and phone on your orders.',
    { years: invoiceKeptYears },
  );

/** An erasure waiting for an order on its way (privacyMessages.heldOn). */
const heldOnText = (orderId: number) =>
  t(
    'We will erase your data once order #{order} is delivered; invoices are kept {years} years as the GST law requires.',
    { order: String(orderId), years: invoiceKeptYears },
  );

/** What happens next to an erasure request: held on an order, or erased within the deadline. */
const erasureText = (r: MyPrivacyRequest) =>
  r.status === 'held' && r.heldOrderId
    ? heldOnText(r.heldOrderId)
    : t(
        'We have your erasure request and will erase your data within {days} days; invoices are kept {years} years as the GST law requires.',
        { days: privacyAnswerDays, years: invoiceKeptYears },
      );

/**
 * A server's message in the page's language where it is one of the privacy rules' messages (a field's is named
 * `field: message`); any other as it came.
 */
function inPageLanguage(message: string): string {
  switch (message.replace(/^[\w.]+: /, '')) {
    case privacyMessages.notYours:
      return t('You can only ask about your own account.');
    case privacyMessages.noteRequired:
      return t('Please say what should be corrected.');
    case privacyMessages.nomineeName:
      return t('Please give your nominee’s name.');
    case privacyMessages.nomineeRelation:
      return t('Please say how they are related to you.');
    case privacyMessages.nomineeContact:
      return t('Please give your nominee’s e-mail or mobile number.');
    case privacyMessages.nomineePhone:
      return t('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.');
    case privacyMessages.nomineeEmail:
      return t('Invalid email address!');
    default:
      return message;
  }
}

/** The server's reason a call failed, in the page's language where it can be; `fallback` when it gave none. */
const failure = (error: unknown, fallback: string) => {
  const message = serverMessage(error);
  return message ? inPageLanguage(message) : fallback;
};

function kindLabel(kind: PrivacyRequestKind): string {
  switch (kind) {
    case 'export':
      return t('Copy of my data');
    case 'correction':
      return t('Correction');
    case 'nomination':
      return t('Nominee');
    case 'erasure':
      return t('Erasure');
  }
}

function statusLabel(status: PrivacyRequestStatus): string {
  switch (status) {
    case 'received':
      return t('Received');
    case 'in_progress':
      return t('In progress');
    case 'held':
      return t('Held');
    case 'done':
      return t('Done');
    case 'refused':
      return t('Refused');
  }
}

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6';
const heading = 'text-lg font-bold text-slate-900';
const primary =
  'inline-flex items-center justify-center rounded-xl bg-brand px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const secondary =
  'inline-flex items-center justify-center rounded-xl border border-brand px-4 py-2.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const textLink = 'font-semibold text-brand underline underline-offset-2';
const fieldInput = `${inputClass} border-slate-300 focus:border-brand focus:ring-brand/25`;

function Field({
  name,
  label,
  hint,
  children,
}: {
  /** The field's id after `my-data-` (the label is in the page's language). */
  name: string;
  label: string;
  hint?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = `my-data-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** A request's answer as the page shows it: its ticket, big enough to note down. */
function TicketNote({ request, message }: { request: MyPrivacyRequest; message: string }) {
  return (
    <div
      role="status"
      className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <p>
        {withParts(t('Your ticket: {ticket}'), {
          ticket: <strong className="font-mono text-base">{request.ticket}</strong>,
        })}
      </p>
      <p className="mt-1">{message}</p>
      <p className="mt-1">
        {t('We have mailed you an acknowledgement. We answer by {date} at the latest.', {
          date: day(request.dueAt),
        })}
      </p>
    </div>
  );
}

function Download({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  async function download(kind: 'json' | 'pdf') {
    setBusy(kind);
    try {
      await (kind === 'json' ? myDataCalls.downloadJson() : myDataCalls.downloadPdf());
      toast.success(t('Your data is downloaded.'));
      onDone();
    } catch (error) {
      toast.error(failure(error, t('Could not download your data. Please try again.')));
    } finally {
      setBusy(null);
    }
  }
  return (
    <section aria-labelledby="my-data-download" className={card}>
      <h2 id="my-data-download" className={heading}>
        {t('Download a copy')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(
          'Everything we hold about you: profile, addresses, orders and their items, invoices and credit notes, returns, reviews, consents, the mails and messages we sent you, cart, wishlist, subscriptions, contact requests and saved GSTINs.',
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primary} disabled={busy !== null} onClick={() => download('json')}>
          {busy === 'json' ? t('Preparing…') : t('Download JSON')}
        </button>
        <button type="button" className={secondary} disabled={busy !== null} onClick={() => download('pdf')}>
          {busy === 'pdf' ? t('Preparing…') : t('Download PDF')}
        </button>
      </div>
    </section>
  );
}

function Correct({ onDone }: { onDone: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<MyPrivacyRequest | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setError(t('Please say what should be corrected.'));
    setBusy(true);
    setError(null);
    try {
      const reply = await myDataCalls.correction({ note });
      setAnswer(reply.request);
      setNote('');
      onDone();
    } catch (e) {
      setError(failure(e, t('Could not send your request. Please try again.')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="my-data-correct" className={card}>
      <h2 id="my-data-correct" className={heading}>
        {t('Correct your data')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {withParts(
          t(
            'Change your name, e-mail and phone in {profile}, and your addresses in {addresses}. For anything else, tell us what is wrong:',
          ),
          {
            profile: (
              <Link to={paths.trackOrder} className={textLink}>
                {t('My Profile')}
              </Link>
            ),
            addresses: (
              <Link to={`${paths.trackOrder}?tab=addresses`} className={textLink}>
                {t('My Addresses')}
              </Link>
            ),
          },
        )}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <Field name="correction" label={t('What should be corrected')}>
          {(id) => (
            <textarea
              id={id}
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'my-data-correct-error' : undefined}
              className={fieldInput}
            />
          )}
        </Field>
        {error ? (
          <p id="my-data-correct-error" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" className={primary} disabled={busy}>
            {busy ? t('Sending…') : t('Ask for a correction')}
          </button>
        </div>
      </form>
      {answer ? <TicketNote request={answer} message={t('We have your correction request.')} /> : null}
    </section>
  );
}

function NomineeSection({
  nominee,
  onDone,
}: {
  nominee: { name: string; relation: string; email: string | null; phone: string | null } | null;
  onDone: () => void;
}) {
  const [editing, setEditing] = useState(nominee === null);
  const [form, setForm] = useState({
    name: nominee?.name ?? '',
    relation: nominee?.relation ?? '',
    email: nominee?.email ?? '',
    phone: nominee?.phone ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { currentTarget: HTMLInputElement }) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const reply = await myDataCalls.nominee(form);
      toast.success(t('Your nominee is saved. Ticket {ticket}.', { ticket: reply.request.ticket }));
      setEditing(false);
      onDone();
    } catch (e) {
      setError(failure(e, t('Could not save your nominee. Please try again.')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="my-data-nominee" className={card}>
      <h2 id="my-data-nominee" className={heading}>
        {t('Your nominee')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Someone who may use your rights over your data if you die or cannot act yourself.')}
      </p>
      {nominee && !editing ? (
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3 rounded-xl bg-slate-50 p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t('Name')}</dt>
            <dd className="font-semibold text-slate-900">{nominee.name}</dd>
            <dt className="text-slate-600">{t('Relation')}</dt>
            <dd>{nominee.relation}</dd>
            {nominee.email ? (
              <>
                <dt className="text-slate-600">{t('E-mail')}</dt>
                <dd className="break-all">{nominee.email}</dd>
              </>
            ) : null}
            {nominee.phone ? (
              <>
                <dt className="text-slate-600">{t('Mobile')}</dt>
                <dd>{nominee.phone}</dd>
              </>
            ) : null}
          </dl>
          <button type="button" className={secondary} onClick={() => setEditing(true)}>
            {t('Change nominee')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field name="nominee-name" label={t('Nominee’s name')}>
            {(id) => (
              <input
                id={id}
                value={form.name}
                onChange={set('name')}
                maxLength={120}
                className={fieldInput}
              />
            )}
          </Field>
          <Field name="relation" label={t('Relation to you')}>
            {(id) => (
              <input
                id={id}
                value={form.relation}
                onChange={set('relation')}
                maxLength={60}
                className={fieldInput}
              />
            )}
          </Field>
          <Field
            name="nominee-e-mail"
            label={t('Nominee’s e-mail')}
            hint={t('An e-mail or a mobile number, or both.')}
          >
            {(id) => (
              <input
                id={id}
                type="email"
                value={form.email}
                onChange={set('email')}
                maxLength={200}
                className={fieldInput}
              />
            )}
          </Field>
          <Field name="nominee-mobile" label={t('Nominee’s mobile')}>
            {(id) => (
              <input
                id={id}
                type="tel"
                inputMode="numeric"
                value={form.phone}
                onChange={set('phone')}
                maxLength={20}
                className={fieldInput}
              />
            )}
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="submit" className={primary} disabled={busy}>
              {busy ? t('Saving…') : t('Save nominee')}
            </button>
            {nominee ? (
              <button type="button" className={secondary} onClick={() => setEditing(false)}>
                {t('Cancel')}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

function Erase({
  orderInTransit,
  open,
  onDone,
}: {
  orderInTransit: number | null;
  open: MyPrivacyRequest | undefined;
  onDone: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ request: MyPrivacyRequest; existing: boolean } | null>(null);
  async function confirm() {
    setBusy(true);
    try {
      const reply = await myDataCalls.erasure();
      setAnswer({ request: reply.request, existing: reply.existing });
      setConfirming(false);
      onDone();
    } catch (e) {
      toast.error(failure(e, t('Could not send your request. Please try again.')));
    } finally {
      setBusy(false);
    }
  }
  const kept = keptText();
  return (
    <section aria-labelledby="my-data-erase" className={`${card} border-red-200`}>
      <h2 id="my-data-erase" className={heading}>
        {t('Erase my data')}
      </h2>
      <div className="mt-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t('What we keep, and why')}</p>
        <p className="mt-1">{kept}</p>
        {orderInTransit && !open && !answer ? (
          <p className="mt-2 font-semibold">
            {t('Order #{order} is still on its way.', { order: String(orderInTransit) })}{' '}
            {heldOnText(orderInTransit)}
          </p>
        ) : null}
      </div>
      {answer ? (
        <TicketNote
          request={answer.request}
          message={
            answer.existing
              ? t('You already asked for erasure; this is that request.')
              : erasureText(answer.request)
          }
        />
      ) : open ? (
        <TicketNote request={open} message={erasureText(open)} />
      ) : (
        <button
          type="button"
          className={`${primary} mt-4 bg-red-700 hover:bg-red-800`}
          onClick={() => setConfirming(true)}
        >
          {t('Request erasure')}
        </button>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('Erase your data?')}
          message={[
            kept,
            orderInTransit ? heldOnText(orderInTransit) : '',
            t('You will be signed out once it is done.'),
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('Yes, erase my data')}
          busyLabel={t('Sending…')}
          busy={busy}
          danger
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

function Requests({ requests }: { requests: MyPrivacyRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="my-data-requests" className={card}>
      <h2 id="my-data-requests" className={heading}>
        {t('Your requests')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {requests.map((r) => (
          <li key={r.ticket} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-mono font-semibold text-slate-900">{r.ticket}</span>
            <span className="text-slate-700">{kindLabel(r.kind)}</span>
            <span className="text-slate-600">{t('Received {date}', { date: day(r.receivedAt) })}</span>
            <span
              className={
                openPrivacyStatuses.includes(r.status) ? 'font-semibold text-amber-800' : 'text-slate-700'
              }
            >
              {statusLabel(r.status)}
              {openPrivacyStatuses.includes(r.status)
                ? ` · ${t('answer by {date}', { date: day(r.dueAt) })}`
                : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyDataPage() {
  const s = useSession();
  const userId = Number(s.userId);
  const queryClient = useQueryClient();
  const state = useQuery({ ...myDataQuery(userId), enabled: s.loggedIn && userId > 0 });
  if (!s.loggedIn) return <Navigate to={loginPath(paths.myData)} replace />;
  if (!s.userId) return <Navigate to={paths.admin} replace />;
  const refresh = () => queryClient.invalidateQueries({ queryKey: myDataKey(userId) });
  const openErasure = state.data?.requests.find(
    (r) => r.kind === 'erasure' && openPrivacyStatuses.includes(r.status),
  );

  return (
    <>
      <DocumentTitle title={t('My data | Chamak')} />
      <PageHeader
        title={t('My data')}
        crumbs={[
          { label: t('Home'), to: paths.home },
          { label: t('My Account'), to: paths.trackOrder },
          { label: t('My data') },
        ]}
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
        <p className="text-sm text-slate-700">
          {t(
            'Your rights under India’s Digital Personal Data Protection Rules: see what we hold about you, correct it, name someone to act for you, or have it erased. Each request gets a ticket number and an answer within {days} days.',
            { days: privacyAnswerDays },
          )}
        </p>
        {state.isPending ? (
          <Loading text={t('Loading your data...')} />
        ) : state.isError ? (
          <ErrorState message={t('Failed to load your data.')} onRetry={() => state.refetch()} />
        ) : (
          <>
            <Download onDone={refresh} />
            <Correct onDone={refresh} />
            <NomineeSection
              key={state.data.nominee?.updatedAt ?? 'none'}
              nominee={state.data.nominee}
              onDone={refresh}
            />
            <Erase orderInTransit={state.data.orderInTransit} open={openErasure} onDone={refresh} />
            <Requests requests={state.data.requests} />
          </>
        )}
      </div>
    </>
  );
}
