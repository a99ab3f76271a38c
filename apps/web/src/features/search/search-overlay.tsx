// The search overlay (SPEC section 2, D11): an ARIA combobox with live suggestions; Enter or the arrow goes
// to /products?search={text}. It closes on Escape, a click or focus outside it, or a choice.
import type { SearchSuggestion } from '@chamak/shared/catalogue';
import { useQuery } from '@tanstack/react-query';
import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRightIcon, CloseIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { paths } from '../../paths.ts';
import { suggestionsQuery } from './api.ts';

const debounceMs = 200;

type Status = 'idle' | 'loading' | 'error' | 'ready';

/** Suggestions for the trimmed text, asked for once typing pauses; 'loading' until they match the text. */
function useSuggestions(text: string): { term: string; status: Status; items: SearchSuggestion[] } {
  const term = useDebouncedValue(text, debounceMs);
  const query = useQuery({ ...suggestionsQuery(term), enabled: term !== '' });
  const status: Status = !text
    ? 'idle'
    : term !== text || query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : 'ready';
  return { term, status, items: status === 'ready' ? (query.data ?? []) : [] };
}

function statusText(status: Status, count: number): string {
  if (status === 'idle') return t('Type to search');
  if (status === 'loading') return t('Searching...');
  if (status === 'error') return t('Suggestions could not be loaded. Press Enter to search.');
  return count === 0
    ? t('No matches')
    : t('{count, plural, one {# suggestion} other {# suggestions}}', { count });
}

function SuggestionThumb({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="grid size-12 shrink-0 place-items-center rounded-md bg-slate-100 text-center text-[11px] leading-tight text-slate-600">
        {t('No Image')}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-md bg-slate-100 object-cover"
    />
  );
}

export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const { term, status, items } = useSuggestions(trimmed);
  // The highlight belongs to one set of results: new results start with nothing highlighted.
  const [highlight, setHighlight] = useState({ term: '', index: -1 });
  const active = status === 'ready' && highlight.term === term ? highlight.index : -1;
  const expanded = items.length > 0;
  const listId = useId();
  const activeId = active >= 0 ? `${listId}-${active}` : undefined;
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Whatever had focus when the overlay opened: the header's search button.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    input.current?.focus();
    return () => {
      // Give focus back to the search button, unless the shopper has already put it somewhere else.
      const current = document.activeElement;
      if ((!current || current === document.body) && opener instanceof HTMLElement && opener.isConnected)
        opener.focus();
    };
  }, [opener]);

  // The opener counts as inside, so pressing the search button again does not close and reopen the overlay.
  const isInside = (node: EventTarget | null) =>
    node instanceof Node && (root.current?.contains(node) === true || node === opener);

  // Listening before the overlay is painted: a click outside that comes right after it shows must close it (with
  // useEffect, Preact listens only after the paint, and a quick click on a busy phone went unheard).
  useLayoutEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (!isInside(e.target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (suggestion: SearchSuggestion) => {
    navigate(suggestion.href);
    onClose();
  };
  const submit = () => {
    if (!trimmed) return;
    navigate(paths.productsSearch(trimmed));
    onClose();
  };

  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const n = items.length;
    if (e.key === 'ArrowDown' && n > 0) {
      e.preventDefault();
      setHighlight({ term, index: (active + 1) % n });
    } else if (e.key === 'ArrowUp' && n > 0) {
      e.preventDefault();
      setHighlight({ term, index: active <= 0 ? n - 1 : active - 1 });
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      const chosen = items[active];
      if (chosen) choose(chosen);
    }
  };

  return (
    <search
      ref={root}
      aria-label={t('Products')}
      className="absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-lg"
      onBlur={(e: FocusEvent) => {
        if (e.relatedTarget && !isInside(e.relatedTarget)) onClose();
      }}
    >
      <div className="mx-auto max-w-2xl px-3 py-3 sm:px-4 sm:py-4">
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.preventDefault();
            onClose();
          }}
        >
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label={t('Search for collections')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onInputKeyDown}
            placeholder={t('Search for collections...')}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-2.5 text-base focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
          <button
            type="submit"
            className="rounded-lg bg-brand p-2.5 text-white hover:bg-brand-dark"
            aria-label={t('Submit search')}
          >
            <ArrowRightIcon />
          </button>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2.5 text-slate-700 hover:bg-slate-100"
            aria-label={t('Close search')}
          >
            <CloseIcon />
          </button>
        </form>
        <p role="status" className={expanded ? 'sr-only' : 'px-1 pt-3 pb-1 text-sm text-slate-600'}>
          {statusText(status, items.length)}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={t('Suggestions')}
          hidden={!expanded}
          className="mt-2 max-h-[min(65vh,33rem)] overflow-y-auto overscroll-contain"
        >
          {items.map((s, i) => (
            <Link
              key={`${s.kind}-${s.id}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              to={s.href}
              onClick={onClose}
              className={`flex items-center gap-3 rounded-lg px-2 py-2 ${
                i === active ? 'bg-indigo-50 ring-1 ring-brand ring-inset' : 'hover:bg-slate-50'
              }`}
            >
              <SuggestionThumb src={s.images[0]} />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium text-slate-900">{s.name}</span>
                <span className="block text-xs text-slate-600">
                  {s.kind === 'subcategory' ? t('Collection') : t('Product')}
                </span>
              </span>
            </Link>
          ))}
        </div>
      </div>
    </search>
  );
}
