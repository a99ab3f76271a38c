// What the Outbox's two lists (mail, sign-in codes) say above their tables: how many could not be sent, with a link
// that shows them, and what each status means.
import { Badge, type Tone } from '../list-kit/table.tsx';

type StatusInfo = { label: string; tone: Tone; meaning: string };

/** "3 messages could not be sent. Show them" (the link only while the list is not already showing them). */
export function FailedNotice({
  failed,
  noun,
  showing,
  onShow,
}: {
  failed: number;
  noun: [one: string, many: string];
  showing: boolean;
  onShow: () => void;
}) {
  if (failed <= 0) return null;
  return (
    <p className="mt-2 font-medium text-red-700">
      {failed} {failed === 1 ? noun[0] : noun[1]} could not be sent.{' '}
      {!showing && (
        <button type="button" className="font-semibold underline hover:text-red-900" onClick={onShow}>
          Show {failed === 1 ? 'it' : 'them'}
        </button>
      )}
    </p>
  );
}

/** Each status's badge and what it means, in the order given. */
export function StatusLegend<S extends string>({
  statuses,
  info,
}: {
  statuses: readonly S[];
  info: Record<S, StatusInfo>;
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
      {statuses.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <Badge tone={info[s].tone}>{info[s].label}</Badge> {info[s].meaning}
        </li>
      ))}
    </ul>
  );
}
