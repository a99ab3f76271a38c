// A titled section that opens and closes: the heading holds a button with aria-expanded and aria-controls.
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons.tsx';

type Props = { title: string; defaultOpen?: boolean; children: React.ReactNode };

export function CollapsibleSection({ title, defaultOpen = false, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className="border-b border-slate-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand"
        >
          {title}
          <ChevronDownIcon
            width={20}
            height={20}
            className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="pb-5 text-sm leading-relaxed text-slate-700">
        {children}
      </div>
    </section>
  );
}
