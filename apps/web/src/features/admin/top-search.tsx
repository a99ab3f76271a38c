// The top bar's search (D16): products, orders and users as you type, each leading to its admin page.
import type { AdminSearchResults } from '@chamak/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { request } from './admin-api.ts';

type Results = AdminSearchResults;

export function TopSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);
  const { data, isFetching } = useQuery({
    queryKey: ['chamak', 'admin', 'search', q],
    queryFn: ({ signal }) => request<Results>(`/admin/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
  });
  const groups = data
    ? [
        {
          label: 'Products',
          items: data.products.map((p) => ({
            key: `p${p.id}`,
            text: p.name,
            to: `/admin/products?edit=${p.id}`,
          })),
        },
        {
          label: 'Orders',
          items: data.orders.map((o) => ({
            key: `o${o.id}`,
            text: `#${o.id} · ${o.name}`,
            to: `/admin/orders?order=${o.id}`,
          })),
        },
        {
          label: 'Users',
          items: data.users.map((u) => ({
            key: `u${u.id}`,
            text: `${u.fullname} · ${u.email}`,
            to: `/admin/users?search=${encodeURIComponent(u.email)}`,
          })),
        },
      ].filter((g) => g.items.length > 0)
    : [];
  return (
    <div ref={box} className="relative w-full max-w-md">
      <SearchIcon
        width={18}
        height={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        placeholder="Search products, orders, users..."
        aria-label="Search products, orders and users"
        aria-controls={listId}
        aria-expanded={open && q.length > 0}
        role="combobox"
        className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pr-3 pl-9 text-sm focus:border-brand focus:bg-white focus:outline-none"
      />
      {open && q && (
        <div
          id={listId}
          className="absolute z-30 mt-1 max-h-96 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
        >
          {isFetching && !data && <p className="px-3 py-2 text-sm text-slate-500">Searching...</p>}
          {data && groups.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-500">Nothing found for “{q}”.</p>
          )}
          {groups.map((g) => (
            <div key={g.label}>
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {g.label}
              </p>
              <ul>
                {g.items.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.to}
                      onClick={() => setOpen(false)}
                      className="block truncate px-3 py-1.5 text-sm hover:bg-slate-50"
                    >
                      {item.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
