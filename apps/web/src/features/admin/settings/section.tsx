// A settings section: a titled card holding one form with its own Save button.
import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '../ui.tsx';

export function SettingsSection({
  title,
  description,
  onSubmit,
  busy,
  children,
  saveLabel,
}: {
  title: string;
  description: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  children: ReactNode;
  saveLabel: string;
}) {
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <form onSubmit={onSubmit} noValidate>
        <div className="border-b border-slate-100 px-4 py-4 sm:px-6">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <div className="space-y-4 px-4 py-5 sm:px-6">{children}</div>
        <div className="flex justify-end rounded-b-2xl border-t border-slate-100 bg-slate-50 px-4 py-3 sm:px-6">
          <BusyButton type="submit" busy={busy}>
            {saveLabel}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
