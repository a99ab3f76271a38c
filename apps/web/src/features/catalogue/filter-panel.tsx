// The listings' filter panel: categories, their subcategories, rating, a price range (D20); choices are drafts until
// Apply Filter.
// On phones it folds away behind a 'Filters' button.
import type { Category, Subcategory } from '@chamak/shared/catalogue';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { Stars } from '../../components/stars.tsx';
import { t } from '../../lib/i18n.ts';
import {
  activeFilterCount,
  type Filters,
  priceBound,
  ratingOptions,
  subcategoryOptions,
  toggleCategory,
  toggleRating,
  toggleSubcategory,
} from './filter-state.ts';

type Props = {
  draft: Filters;
  onDraft: (draft: Filters) => void;
  /** Filters in force, for the count on the phone toggle. */
  applied: Filters;
  onApply: () => void;
  onClear: () => void;
  /** Given only while a search is shown: Clear Search. */
  onClearSearch?: () => void;
  /** Category and subcategory sections; left out where the listing is already one subcategory. */
  taxonomy?: {
    categories: Category[] | undefined;
    subcategories: Subcategory[] | undefined;
    failed: boolean;
    /** Combos' All Purpose: never chosen beside another category. */
    exclusiveId?: number;
  };
};

export function FilterPanel({ draft, onDraft, applied, onApply, onClear, onClearSearch, taxonomy }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const count = activeFilterCount(applied);
  const subcats = taxonomy ? subcategoryOptions(taxonomy.subcategories ?? [], draft.category) : [];

  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <aside aria-labelledby={`${bodyId}-title`} className="lg:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-900 shadow-sm lg:hidden"
      >
        <span className="flex items-center gap-2">
          <FilterIcon />
          {t('Filters')}
          {count > 0 && (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs text-white">
              {count}
              <span className="sr-only"> {t('applied')}</span>
            </span>
          )}
        </span>
        <ChevronDownIcon width={18} height={18} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>

      <div
        id={bodyId}
        className={`${open ? 'mt-3 block' : 'hidden'} rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:mt-0 lg:block`}
      >
        <h2 id={`${bodyId}-title`} className="sr-only text-base font-bold text-slate-900 lg:not-sr-only">
          {t('Filters')}
        </h2>

        {taxonomy && (
          <Section legend={t('Categories')}>
            {taxonomy.failed ? (
              <p className="text-sm text-red-700">{t('Failed to load categories')}</p>
            ) : !taxonomy.categories ? (
              <p className="text-sm text-slate-500">{t('Loading...')}</p>
            ) : (
              taxonomy.categories.map((c) => (
                <Check
                  key={c.id}
                  label={c.name}
                  checked={draft.category.includes(c.id)}
                  onChange={() => onDraft(toggleCategory(draft, c.id, taxonomy.exclusiveId))}
                />
              ))
            )}
          </Section>
        )}

        {taxonomy && draft.category.length > 0 && (
          <Section legend={t('SubCategories')}>
            {subcats.length === 0 ? (
              <p className="text-sm text-slate-500">
                {taxonomy.subcategories ? t('No subcategory available.') : t('Loading...')}
              </p>
            ) : (
              subcats.map((s) => (
                <Check
                  key={s.sub_cate_id}
                  label={s.sub_cate_name}
                  checked={draft.subcat.includes(s.sub_cate_id)}
                  onChange={() => onDraft(toggleSubcategory(draft, s.sub_cate_id))}
                />
              ))
            )}
          </Section>
        )}

        <Section legend={t('Rating')}>
          {ratingOptions.map((stars) => (
            <Check
              key={stars}
              label={
                <>
                  <span aria-hidden="true" className="inline-flex">
                    <Stars rating={stars} size={15} />
                  </span>
                  <span className="sr-only">{t('{count} stars', { count: stars })}</span>
                  {stars < 5 && <span> {t('& Up')}</span>}
                </>
              }
              checked={draft.rating.includes(stars)}
              onChange={() => onDraft(toggleRating(draft, stars))}
            />
          ))}
        </Section>

        <Section legend={t('Price (₹)')}>
          <div className="grid grid-cols-2 gap-2 px-1.5 py-1">
            <PriceField
              label={t('Min price')}
              placeholder="0"
              value={draft.minPrice}
              onChange={(minPrice) => onDraft(withBound(draft, 'minPrice', minPrice))}
            />
            <PriceField
              label={t('Max price')}
              placeholder={t('Any')}
              value={draft.maxPrice}
              onChange={(maxPrice) => onDraft(withBound(draft, 'maxPrice', maxPrice))}
            />
          </div>
        </Section>

        {/* On a phone stuck to the bottom of the open panel, so Apply is always in reach. On a desktop it ends the
            panel, which grows with the page: stuck there it would hide the sections scrolling under it. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 mt-5 grid grid-cols-2 gap-2 rounded-b-xl border-t border-slate-100 bg-white px-5 pt-4 pb-5 lg:static lg:grid-cols-1">
          <button
            type="button"
            onClick={run(onApply)}
            className="rounded-lg bg-brand px-3 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('Apply Filter')}
          </button>
          <button
            type="button"
            onClick={run(onClear)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t('Clear Filter')}
          </button>
          {onClearSearch && (
            <button
              type="button"
              onClick={run(onClearSearch)}
              className="col-span-2 rounded-lg lg:col-span-1 border border-rose-200 bg-rose-50 px-4 py-2.5 text-sm font-semibold text-rose-700 hover:bg-rose-100"
            >
              {t('Clear Search')}
            </button>
          )}
        </div>
      </div>
    </aside>
  );
}

function Section({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="mt-4 border-t border-slate-100 pt-4 first-of-type:mt-0 first-of-type:border-t-0 first-of-type:pt-0 lg:first-of-type:mt-4 lg:first-of-type:pt-4">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {legend}
      </legend>
      <div className="clear-left flex flex-col gap-0.5">{children}</div>
    </fieldset>
  );
}

function withBound(draft: Filters, key: 'minPrice' | 'maxPrice', value: number | undefined): Filters {
  const next = { ...draft };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

function PriceField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(e) => onChange(priceBound(e.target.value))}
        className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
      />
    </label>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: React.ReactNode;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 rounded border-slate-300 accent-brand"
      />
      {/* A long name (a category in Hindi) wraps inside the panel, even within one long word. */}
      <span className="flex min-w-0 items-center gap-1 wrap-anywhere">{label}</span>
    </label>
  );
}

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
