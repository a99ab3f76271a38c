// The promotion form's eligibility pickers, on the admin catalogue's own calls: categories as checkboxes, and
// products found by name (the catalogue's search) and kept as removable chips.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { catalogueApi, catalogueKeys } from '../catalogue/api.ts';
import { inputClass } from '../ui.tsx';

const checkbox = 'size-4 accent-brand';

export function CategoryPicker({
  selected,
  onChange,
  error,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const id = useId();
  const categories = useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => catalogueApi.categories(signal),
  });
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">Categories *</legend>
      {categories.isPending ? (
        <p className="text-sm text-slate-500">Loading categories...</p>
      ) : categories.isError ? (
        <p className="text-sm text-red-700">Failed to load categories.</p>
      ) : (
        <div className="grid gap-1.5 sm:grid-cols-2">
          {categories.data.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className={checkbox}
                checked={selected.includes(c.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...selected, c.id] : selected.filter((x) => x !== c.id))
                }
              />
              {c.name}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function ProductPicker({
  selected,
  onChange,
  error,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const found = useQuery({
    queryKey: catalogueKeys.productPage(1, term),
    queryFn: ({ signal }) => catalogueApi.productPage(1, term, signal),
    enabled: term.length >= 2,
  });
  // The names of products chosen before (an edited promotion holds only their ids).
  const named = useQueries({
    queries: selected.map((productId) => ({
      queryKey: catalogueKeys.product(productId),
      queryFn: ({ signal }: { signal: AbortSignal }) => catalogueApi.product(productId, signal),
      staleTime: 60_000,
    })),
  });
  const nameOf = (productId: number, index: number) =>
    named[index]?.data?.name ??
    found.data?.products.find((p) => p.id === productId)?.name ??
    `Product #${productId}`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
        Products *
      </label>
      {selected.length > 0 && (
        <ul aria-label="Chosen products" className="flex flex-wrap gap-1.5">
          {selected.map((productId, index) => (
            <li
              key={productId}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-3 text-xs font-medium text-brand"
            >
              {nameOf(productId, index)}
              <button
                type="button"
                className="rounded-full px-1.5 text-base leading-none hover:bg-indigo-100"
                aria-label={`Remove ${nameOf(productId, index)}`}
                onClick={() => onChange(selected.filter((x) => x !== productId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-search`}
        type="search"
        className={inputClass}
        placeholder="Type a product name to find it"
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {term.length >= 2 && (
        <div className="max-h-48 overflow-y-auto rounded-lg border border-slate-200">
          {found.isPending ? (
            <p className="px-3 py-2 text-sm text-slate-500">Searching...</p>
          ) : found.isError ? (
            <p className="px-3 py-2 text-sm text-red-700">Search failed.</p>
          ) : found.data.products.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">No products match.</p>
          ) : (
            <ul aria-label="Products found">
              {found.data.products.map((p) => (
                <li key={p.id} className="border-t border-slate-100 first:border-t-0">
                  <label className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className={checkbox}
                      checked={selected.includes(p.id)}
                      onChange={(e) =>
                        onChange(e.target.checked ? [...selected, p.id] : selected.filter((x) => x !== p.id))
                      }
                    />
                    <span className="min-w-0 flex-1 truncate">{p.name}</span>
                    <span className="text-xs text-slate-500">{p.Category.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
