// A WAI-ARIA tablist with roving focus: arrow keys (either direction), Home and End move and select a tab. On
// a phone the tabs sit in a two-column grid, so every one is in reach without scrolling sideways.
import type { ReactNode } from 'react';

export type TabItem<T extends string> = { id: T; label: string; icon?: ReactNode; danger?: boolean };

type Props<T extends string> = {
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the tab and panel ids: tabs are `${idPrefix}-tab-${id}`, panels `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  label: string;
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function Tabs<T extends string>({ items, selected, onSelect, idPrefix, label }: Props<T>) {
  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((t) => t.id === selected);
    const last = items.length - 1;
    const target =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (target === null) return;
    e.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.id);
    document.getElementById(tabId(idPrefix, item.id))?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 p-1 lg:flex lg:flex-col"
    >
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={active ? panelId(idPrefix, item.id) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            className={`flex min-w-0 items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-semibold transition sm:gap-3 sm:px-4 lg:whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              active
                ? item.danger
                  ? 'bg-red-600 text-white shadow-sm'
                  : 'bg-brand text-white shadow-sm'
                : item.danger
                  ? 'text-red-700 hover:bg-red-50'
                  : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
