// The order window's Timeline: every event of the order, oldest first, as the orders module recorded it (when,
// in India time; what; who made it happen; why; the payment or courier reference), the admin's internal notes
// among them, and a form to add one. Notes are the shop's own: the shopper's order page never shows them.
import { indiaDateTime } from '@chamak/shared/cod-confirmation';
import type { OrderActorKind } from '@chamak/shared/order-timeline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../admin-api.ts';
import { BusyButton, buttonClass, inputClass } from '../ui.tsx';
import { addOrderNote, orderTimelineQuery, type TimelineEntry } from './timeline-api.ts';

/** Who made an event happen, in the admin's words. */
export const actorLabels: Record<OrderActorKind, string> = {
  shopper: 'Shopper',
  admin: 'Admin',
  staff: 'Staff',
  system: 'Shop (automatic)',
  gateway: 'Payment gateway',
  courier: 'Courier',
};

function TimelineEvent({ entry }: { entry: TimelineEntry }) {
  const note = entry.event === 'note';
  return (
    <li className="grid gap-x-4 gap-y-0.5 border-t border-slate-100 py-2.5 first:border-t-0 first:pt-0 sm:grid-cols-[11rem_minmax(0,1fr)]">
      <time dateTime={entry.at} className="text-xs whitespace-nowrap text-slate-600 sm:pt-0.5 sm:text-sm">
        {indiaDateTime(entry.at)}
      </time>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900">{entry.text}</span>
          <span className="text-xs text-slate-600">by {actorLabels[entry.actor] ?? entry.actor}</span>
        </p>
        {entry.reason &&
          (note ? (
            <p className="mt-1 rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2 break-words whitespace-pre-wrap text-slate-800">
              {entry.reason}
            </p>
          ) : (
            <p className="mt-0.5 break-words text-slate-700">Reason: {entry.reason}</p>
          ))}
        {entry.reference && (
          <p className="mt-0.5 text-xs text-slate-600">
            Reference: <span className="font-mono break-all text-slate-800">{entry.reference}</span>
          </p>
        )}
      </div>
    </li>
  );
}

/** The internal-note form: the server's refusal shows at the field; a saved note reloads the timeline. */
function AddNote({ orderId }: { orderId: number }) {
  const id = useId();
  const fieldId = `${id}-note`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (text: string) => addOrderNote(orderId, text),
    onSuccess: async () => {
      setNote('');
      setError(null);
      await queryClient.invalidateQueries({ queryKey: orderTimelineQuery(orderId).queryKey });
    },
    // The API words a refused field 'note: Write the note first.'; at the field itself its name goes without saying.
    onError: (e) =>
      setError(errorMessage(e, 'The note could not be added. Please try again.').replace(/^note:\s*/, '')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!add.isPending) add.mutate(note);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 border-t border-slate-200 pt-3">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        Add internal note
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        Only the shop's admins see notes; the shopper never does.
      </p>
      <textarea
        id={fieldId}
        className={`${inputClass} mt-1 min-h-20 resize-y`}
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex justify-end">
        <BusyButton type="submit" busy={add.isPending} busyText="Adding..." className={buttonClass.secondary}>
          Add note
        </BusyButton>
      </div>
    </form>
  );
}

export function OrderTimeline({ orderId }: { orderId: number }) {
  const headingId = `order-timeline-${orderId}`;
  const { data, isError, isPending, refetch } = useQuery(orderTimelineQuery(orderId));
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="mb-2 text-xs font-bold tracking-wide text-slate-500 uppercase">
        Timeline
      </h3>
      {data ? (
        data.events.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing has happened to this order yet.</p>
        ) : (
          <ol className="flex flex-col">
            {data.events.map((entry) => (
              <TimelineEvent key={entry.id} entry={entry} />
            ))}
          </ol>
        )
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the timeline.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      ) : isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the timeline...
        </p>
      ) : null}
      <AddNote orderId={orderId} />
    </section>
  );
}
