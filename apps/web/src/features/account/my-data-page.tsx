// /account/my-data (decision 0358): the signed-in shopper's rights under the DPDP Rules on one page. A copy of
// everything the shop holds (JSON or PDF), correcting it (the profile and address forms, or a request with a note),
// naming a nominee, and erasure, which says what is kept and why before it is confirmed, and that it waits for an
// order still on its way. Every request shows its ticket; the requests so far are listed with their deadlines.
import {
  type MyPrivacyRequest,
  openPrivacyStatuses,
  privacyMessages,
  privacyRequestKindLabels,
  privacyRequestStatusLabels,
} from '@chamak/shared/privacy-requests';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../components/page-meta.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { loginPath, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { serverMessage } from './api.ts';
import { inputClass } from './form-field.tsx';
import { myDataCalls, myDataKey, myDataQuery } from './my-data-api.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6';
const heading = 'text-lg font-bold text-slate-900';
const primary =
  'inline-flex items-center justify-center rounded-xl bg-brand px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const secondary =
  'inline-flex items-center justify-center rounded-xl border border-brand px-4 py-2.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const textLink = 'font-semibold text-brand underline underline-offset-2';
const fieldInput = `${inputClass} border-slate-300 focus:border-brand focus:ring-brand/25`;

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = `my-data-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
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
        Your ticket: <strong className="font-mono text-base">{request.ticket}</strong>
      </p>
      <p className="mt-1">{message}</p>
      <p className="mt-1">
        We have mailed you an acknowledgement. We answer by {day(request.dueAt)} at the latest.
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
      toast.success('Your data is downloaded.');
      onDone();
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Could not download your data. Please try again.');
    } finally {
      setBusy(null);
    }
  }
  return (
    <section aria-labelledby="my-data-download" className={card}>
      <h2 id="my-data-download" className={heading}>
        Download a copy
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Everything we hold about you: profile, addresses, orders and their items, invoices and credit notes,
        returns, reviews, consents, the mails and messages we sent you, cart, wishlist, subscriptions, contact
        requests and saved GSTINs.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primary} disabled={busy !== null} onClick={() => download('json')}>
          {busy === 'json' ? 'Preparing…' : 'Download JSON'}
        </button>
        <button type="button" className={secondary} disabled={busy !== null} onClick={() => download('pdf')}>
          {busy === 'pdf' ? 'Preparing…' : 'Download PDF'}
        </button>
      </div>
    </section>
  );
}

function Correct({ onDone }: { onDone: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ request: MyPrivacyRequest; message: string } | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setError(privacyMessages.noteRequired);
    setBusy(true);
    setError(null);
    try {
      const reply = await myDataCalls.correction({ note });
      setAnswer(reply);
      setNote('');
      onDone();
    } catch (e) {
      setError(serverMessage(e) ?? 'Could not send your request. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="my-data-correct" className={card}>
      <h2 id="my-data-correct" className={heading}>
        Correct your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Change your name, e-mail and phone in{' '}
        <Link to={paths.trackOrder} className={textLink}>
          My Profile
        </Link>
        , and your addresses in{' '}
        <Link to={`${paths.trackOrder}?tab=addresses`} className={textLink}>
          My Addresses
        </Link>
        . For anything else, tell us what is wrong:
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <Field label="What should be corrected">
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
            {busy ? 'Sending…' : 'Ask for a correction'}
          </button>
        </div>
      </form>
      {answer ? <TicketNote request={answer.request} message={answer.message} /> : null}
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
      toast.success(`${reply.message} Ticket ${reply.request.ticket}.`);
      setEditing(false);
      onDone();
    } catch (e) {
      setError(serverMessage(e) ?? 'Could not save your nominee. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="my-data-nominee" className={card}>
      <h2 id="my-data-nominee" className={heading}>
        Your nominee
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Someone who may use your rights over your data if you die or cannot act yourself.
      </p>
      {nominee && !editing ? (
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3 rounded-xl bg-slate-50 p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">Name</dt>
            <dd className="font-semibold text-slate-900">{nominee.name}</dd>
            <dt className="text-slate-600">Relation</dt>
            <dd>{nominee.relation}</dd>
            {nominee.email ? (
              <>
                <dt className="text-slate-600">E-mail</dt>
                <dd className="break-all">{nominee.email}</dd>
              </>
            ) : null}
            {nominee.phone ? (
              <>
                <dt className="text-slate-600">Mobile</dt>
                <dd>{nominee.phone}</dd>
              </>
            ) : null}
          </dl>
          <button type="button" className={secondary} onClick={() => setEditing(true)}>
            Change nominee
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field label="Nominee’s name">
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
          <Field label="Relation to you">
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
          <Field label="Nominee’s e-mail" hint="An e-mail or a mobile number, or both.">
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
          <Field label="Nominee’s mobile">
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
              {busy ? 'Saving…' : 'Save nominee'}
            </button>
            {nominee ? (
              <button type="button" className={secondary} onClick={() => setEditing(false)}>
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

function Erase({
  kept,
  orderInTransit,
  open,
  onDone,
}: {
  kept: string;
  orderInTransit: number | null;
  open: MyPrivacyRequest | undefined;
  onDone: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ request: MyPrivacyRequest; message: string } | null>(null);
  async function confirm() {
    setBusy(true);
    try {
      const reply = await myDataCalls.erasure();
      setAnswer(reply);
      setConfirming(false);
      onDone();
    } catch (e) {
      toast.error(serverMessage(e) ?? 'Could not send your request. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  const openMessage = (r: MyPrivacyRequest) =>
    r.status === 'held' && r.heldOrderId
      ? privacyMessages.heldOn(r.heldOrderId)
      : privacyMessages.erasureReceived;
  return (
    <section aria-labelledby="my-data-erase" className={`${card} border-red-200`}>
      <h2 id="my-data-erase" className={heading}>
        Erase my data
      </h2>
      <div className="mt-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">What we keep, and why</p>
        <p className="mt-1">{kept}</p>
        {orderInTransit && !open && !answer ? (
          <p className="mt-2 font-semibold">
            Order #{orderInTransit} is still on its way. {privacyMessages.heldOn(orderInTransit)}
          </p>
        ) : null}
      </div>
      {answer ? (
        <TicketNote request={answer.request} message={answer.message} />
      ) : open ? (
        <TicketNote request={open} message={openMessage(open)} />
      ) : (
        <button
          type="button"
          className={`${primary} mt-4 bg-red-700 hover:bg-red-800`}
          onClick={() => setConfirming(true)}
        >
          Request erasure
        </button>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Erase your data?"
          message={`${kept} ${orderInTransit ? privacyMessages.heldOn(orderInTransit) : ''} You will be signed out once it is done.`}
          confirmLabel="Yes, erase my data"
          busyLabel="Sending…"
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
        Your requests
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {requests.map((r) => (
          <li key={r.ticket} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-mono font-semibold text-slate-900">{r.ticket}</span>
            <span className="text-slate-700">{privacyRequestKindLabels[r.kind]}</span>
            <span className="text-slate-600">Received {day(r.receivedAt)}</span>
            <span
              className={
                openPrivacyStatuses.includes(r.status) ? 'font-semibold text-amber-800' : 'text-slate-700'
              }
            >
              {privacyRequestStatusLabels[r.status]}
              {openPrivacyStatuses.includes(r.status) ? ` · answer by ${day(r.dueAt)}` : ''}
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
      <DocumentTitle title="My data | Chamak" />
      <PageHeader
        title="My data"
        crumbs={[
          { label: 'Home', to: paths.home },
          { label: 'My Account', to: paths.trackOrder },
          { label: 'My data' },
        ]}
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
        <p className="text-sm text-slate-700">
          Your rights under India’s Digital Personal Data Protection Rules: see what we hold about you,
          correct it, name someone to act for you, or have it erased. Each request gets a ticket number and an
          answer within 90 days.
        </p>
        {state.isPending ? (
          <Loading text="Loading your data..." />
        ) : state.isError ? (
          <ErrorState message="Failed to load your data." onRetry={() => state.refetch()} />
        ) : (
          <>
            <Download onDone={refresh} />
            <Correct onDone={refresh} />
            <NomineeSection
              key={state.data.nominee?.updatedAt ?? 'none'}
              nominee={state.data.nominee}
              onDone={refresh}
            />
            <Erase
              kept={state.data.kept}
              orderInTransit={state.data.orderInTransit}
              open={openErasure}
              onDone={refresh}
            />
            <Requests requests={state.data.requests} />
          </>
        )}
      </div>
    </>
  );
}
