// /messages/stop?n=<number>&t=<signature> (decision 0288): the stop link every SMS carries. Whoever got the message
// sees the number (its middle hidden) and stops every SMS and WhatsApp from the shop to it with one click; no
// account is needed, and opening the page stops nothing (a link preview or a scanner must not).
import type { PhoneStopView } from '@chamak/shared/notifications';
import { phoneStopMessages, phoneStopQuery } from '@chamak/shared/notifications';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { paths } from '../../paths.ts';
import { phoneStopView, stopPhoneMessages } from './api.ts';

const button =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

type State =
  | { phase: 'loading' }
  | { phase: 'invalid'; message: string }
  | { phase: 'ready'; view: PhoneStopView; error?: string }
  | { phase: 'stopping'; view: PhoneStopView }
  | { phase: 'stopped'; view: PhoneStopView; message: string };

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4 flex flex-col gap-5 text-slate-700">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.home} className="font-semibold text-brand hover:text-brand-dark hover:underline">
            Go to the shop
          </Link>
        </p>
      </div>
    </div>
  );
}

export default function StopMessagesPage() {
  const [params] = useSearchParams();
  const link = phoneStopQuery.safeParse({ n: params.get('n') ?? '', t: params.get('t') ?? '' });
  const [state, setState] = useState<State>(
    link.success ? { phase: 'loading' } : { phase: 'invalid', message: phoneStopMessages.invalid },
  );
  const n = link.success ? link.data.n : '';
  const t = link.success ? link.data.t : '';

  useEffect(() => {
    if (!n) return;
    let live = true;
    phoneStopView({ n, t })
      .then(
        (view) =>
          live &&
          setState(
            view.stopped
              ? { phase: 'stopped', view, message: phoneStopMessages.stopped }
              : { phase: 'ready', view },
          ),
      )
      .catch((error: unknown) => live && setState({ phase: 'invalid', message: failed(error) }));
    return () => {
      live = false;
    };
  }, [n, t]);

  async function stop() {
    if (state.phase !== 'ready') return;
    const { view } = state;
    setState({ phase: 'stopping', view });
    try {
      const { message } = await stopPhoneMessages({ n, t });
      setState({ phase: 'stopped', view: { ...view, stopped: true }, message });
    } catch (error) {
      setState({ phase: 'ready', view, error: failed(error) });
    }
  }

  if (state.phase === 'loading')
    return (
      <Card title="Stop messages">
        <p aria-busy="true">Checking the link…</p>
      </Card>
    );
  if (state.phase === 'invalid')
    return (
      <Card title="This link cannot be used">
        <p role="alert">{state.message}</p>
      </Card>
    );
  if (state.phase === 'stopped')
    return (
      <Card title="Messages stopped">
        <p role="status">{state.message}</p>
        <p>
          Number: <span className="font-semibold whitespace-nowrap">{state.view.number}</span>
        </p>
      </Card>
    );
  return (
    <Card title="Stop messages">
      <p>
        Stop all SMS and WhatsApp messages from Chamak to{' '}
        <span className="font-semibold whitespace-nowrap">{state.view.number}</span>? You will not get order
        updates or confirmation links on this number any more; e-mails are not affected.
      </p>
      {state.phase === 'ready' && state.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          {state.error}
        </p>
      )}
      <button type="button" className={button} disabled={state.phase === 'stopping'} onClick={stop}>
        {state.phase === 'stopping' ? 'Stopping…' : 'Stop messages to this number'}
      </button>
    </Card>
  );
}
