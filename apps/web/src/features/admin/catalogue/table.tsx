// The admin tables' frame: a captioned, horizontally scrollable table with header cells and a row style,
// so the catalogue tables read the same on a phone (scroll) and a desktop; and their search form.
import { type ReactNode, useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons.tsx';
import { buttonClass, inputClass } from '../ui.tsx';

export function AdminTable({
  caption,
  headers,
  children,
  minWidth = 'min-w-[36rem]',
}: {
  caption: string;
  headers: { label: string; className?: string }[];
  children: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {headers.map((h) => (
              <th key={h.label} scope="col" className={`px-4 py-3 ${h.className ?? ''}`}>
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-4 py-3 align-middle';

/** A row spanning the table: its loading, error and empty states. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-12 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

export const actionButton =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-brand hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-brand';
export const dangerAction =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600';

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
