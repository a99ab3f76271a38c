// The back-office's table kit, one for every admin list: the table (a captioned card that scrolls sideways on
// a phone, its header row), cell and action styles, a row for a table's own loading/failed/empty message, a
// status badge, a list's loading, failed and empty states, and the two searches (as you type, or on Search).
import { type ReactNode, useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/states.tsx';
import { buttonClass, inputClass } from '../ui.tsx';

/** A column: its label, or its label and extra classes (a width, right alignment, hidden on a phone). */
export type Column = string | [label: string, className: string];

/**
 * In the tab order: a scroller the keyboard must reach to scroll it (axe's scrollable-region-focusable). Spread, as
 * the lint's rule against a tabIndex on a div cannot tell a scroller from a static box.
 */
const scrollerFocus = { tabIndex: 0 } as const;

/**
 * A captioned table in a white card, its header row from `columns`; `children` are the body's rows. Below
 * `minWidth` the table scrolls sideways instead of squeezing its columns. `focusable`: a table whose rows hold no
 * links or buttons (a report's) lets the keyboard focus its scroller, or a phone's keyboard could not scroll it.
 */
export function AdminTable({
  caption,
  columns,
  minWidth = 'min-w-[640px]',
  focusable = false,
  children,
}: {
  caption: string;
  columns: Column[];
  minWidth?: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div
        className={
          focusable
            ? 'overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand/40'
            : 'overflow-x-auto'
        }
        {...(focusable ? scrollerFocus : {})}
      >
        <table className={`w-full text-left text-sm ${minWidth}`}>
          <caption className="sr-only">{caption}</caption>
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
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A row spanning the table: its own loading, error and empty states. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-12 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

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

export const th = 'bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase';
/** A cell of text rows (top-aligned, so a long message does not push its neighbours down). */
export const td = 'border-t border-slate-100 px-4 py-3 align-top text-slate-700';
/** A cell of rows of pictures and buttons (vertically centred). */
export const cellClass = 'border-t border-slate-100 px-4 py-3 align-middle';

export const actionButton =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-brand hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-brand';
export const dangerAction =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600';

/** The badge the order views share (components/orders), for the lists' states too. */
export { Badge, type Tone } from '../../../components/orders/badge.tsx';

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

/** A search box with a Search button: the typed text (trimmed) is searched when submitted, not while typing. */
export function SearchForm({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  return (
    <search className="mb-4 block max-w-xl">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={`${inputClass} bg-white`}
          placeholder={placeholder}
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={buttonClass.primary}>
          <SearchIcon width={16} height={16} />
          Search
        </button>
      </form>
    </search>
  );
}
