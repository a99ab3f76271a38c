// A catalogue form modal's footer: a failed save said again beside the buttons (the toast can sit under a modal's
// backdrop), Cancel, and the form's submit button.
import type { ReactNode } from 'react';
import { errorMessage } from '../admin-api.ts';
import { BusyButton, buttonClass } from '../ui.tsx';

export function SaveError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="mr-auto min-w-0 flex-1 self-center text-sm text-red-700">
      {errorMessage(error, fallback)}
    </p>
  );
}

export function SaveFooter({
  error,
  fallback,
  onCancel,
  formId,
  busy,
  busyText,
  disabled,
  children,
}: {
  error: unknown;
  fallback: string;
  onCancel: () => void;
  /** The form the submit button submits (it sits outside it, in the modal's footer). */
  formId: string;
  busy: boolean;
  busyText?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <SaveError error={error} fallback={fallback} />
      <button type="button" className={buttonClass.secondary} onClick={onCancel}>
        Cancel
      </button>
      <BusyButton type="submit" form={formId} busy={busy} busyText={busyText} disabled={disabled}>
        {children}
      </BusyButton>
    </>
  );
}
