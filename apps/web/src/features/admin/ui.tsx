// Building blocks of the back-office pages: page header, modal dialog, delete confirmation, form field,
// and the busy button ('Saving...' / 'Uploading...').
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../components/icons.tsx';

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50',
  icon: 'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900',
};

/** A save button that says 'Saving...' (or another busy text) and is disabled while its call runs. */
export function BusyButton({
  busy,
  busyText = 'Saving...',
  children,
  className = buttonClass.primary,
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyText?: string }) {
  return (
    <button {...rest} className={className} disabled={busy || rest.disabled} aria-busy={busy}>
      {busy ? busyText : children}
    </button>
  );
}

/** A modal dialog on the native <dialog>: focus moves in, Escape closes, focus returns to the opener. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  wide,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100vw-2rem)] ${wide ? 'max-w-4xl' : 'max-w-lg'} rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} className={buttonClass.icon} aria-label="Close">
              <CloseIcon width={20} height={20} />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}

/** Delete always asks first (SPEC section 2). */
export function ConfirmDelete({
  open,
  what,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  what: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Delete?"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            Cancel
          </button>
          <BusyButton
            type="button"
            busy={busy}
            busyText="Deleting..."
            className={buttonClass.danger}
            onClick={onConfirm}
          >
            Delete
          </BusyButton>
        </>
      }
    >
      <p className="text-slate-700">Delete {what}? This cannot be undone.</p>
    </Modal>
  );
}

export function Field({
  label,
  error,
  hint,
  children,
  id,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-red-500';
