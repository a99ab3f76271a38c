// The media pages' form dialog: the fields, a form-level alert, and Cancel beside a save button that says
// 'Saving...' or 'Uploading...' while its call runs.
import type { FormEvent, ReactNode } from 'react';
import { BusyButton, buttonClass, Modal } from '../ui.tsx';

export function MediaFormModal({
  open,
  title,
  formId,
  onClose,
  onSubmit,
  busy,
  busyText = 'Uploading...',
  submitText,
  formError,
  children,
}: {
  open: boolean;
  title: string;
  formId: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  busyText?: string;
  submitText: string;
  formError?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <BusyButton type="submit" form={formId} busy={busy} busyText={busyText}>
            {submitText}
          </BusyButton>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {formError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {formError}
          </p>
        )}
        {children}
      </form>
    </Modal>
  );
}
