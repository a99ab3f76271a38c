// Pieces the searchable tables share: the search box, a card that scrolls the table sideways on a phone,
// the header row and cell styles, a status badge, and a list's loading, failed and empty states.
import type { ReactNode } from 'react';
import { SearchIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/states.tsx';

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  id,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  id: string;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        width={18}
        height={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
      />
    </div>
  );
}

/** A white card holding a table; the table scrolls inside it on narrow screens. */
export function TableCard({ children, caption }: { children: ReactNode; caption: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

/** A compact select for a filter next to the search box. */
export const selectClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20';

/** A labelled filter with an 'All' choice; `onChange` gets the chosen value ('' for All). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      {label}
      <select className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A table's header row: a column is its label, or its label and extra classes (a width, right alignment). */
export function TableHead({ columns }: { columns: (string | [label: string, className: string])[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const [label, extra] = typeof column === 'string' ? [column, ''] : column;
          return (
            <th key={label} scope="col" className={extra ? `${th} ${extra}` : th}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export const th = 'bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const td = 'border-t border-slate-100 px-4 py-3 align-top text-slate-700';

const tones = {
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
  slate: 'bg-slate-100 text-slate-700',
  brand: 'bg-indigo-100 text-brand',
} as const;
export type Tone = keyof typeof tones;

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A message in a card for an empty or failed list. */
export function ListMessage({ children, tone = 'slate' }: { children: ReactNode; tone?: 'slate' | 'red' }) {
  return (
    <p
      role={tone === 'red' ? 'alert' : undefined}
      className={`rounded-2xl border border-slate-200 bg-white px-4 py-12 text-center ${tone === 'red' ? 'text-red-700' : 'text-slate-600'}`}
    >
      {children}
    </p>
  );
}

/** A list as its query stands: loading, failed (the page's message), empty (its message), or the list itself. */
export function ListStates({
  pending,
  failed,
  empty,
  failedText,
  emptyText,
  children,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  failedText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (pending) return <Loading />;
  if (failed) return <ListMessage tone="red">{failedText}</ListMessage>;
  if (empty) return <ListMessage>{emptyText}</ListMessage>;
  return children;
}
