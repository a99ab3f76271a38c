// The litre (size) modal: Name and Total (In ML), a whole positive number of millilitres; 'Save Litres'.
import { litreBody } from '@chamak/shared/admin';
import type { Litre } from '@chamak/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { Field, inputClass, Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { SaveFooter } from './save-error.tsx';
import { texts } from './texts.ts';

type Errors = { litre?: string; total_ml?: string };

/** The shared schema's checks; total ml is typed as text, so '1.5', '-3' and '12ml' are refused here. */
export function checkLitre(values: { litre: string; total_ml: string }) {
  const errors: Errors = {};
  // Coercion would read an empty box as 0 and '1e3' as 1000: only digits count as a whole number here.
  const digits = /^\s*\d+\s*$/.test(values.total_ml);
  const parsed = litreBody.safeParse({
    litre: values.litre,
    total_ml: digits ? values.total_ml : Number.NaN,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Errors;
      errors[key] ??= issue.message;
    }
  }
  return { errors, body: parsed.success ? parsed.data : null };
}

export function LitreForm({
  open,
  litre,
  onClose,
}: {
  open: boolean;
  litre: Litre | null;
  onClose: () => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const [name, setName] = useState(litre?.litre ?? '');
  const [totalMl, setTotalMl] = useState(litre ? String(litre.total_ml) : '');
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (body: { litre: string; total_ml: number }) =>
      catalogueApi.saveLitre(litre?.l_id ?? null, body),
    onSuccess: async () => {
      toast.success(litre ? texts.litreUpdated : texts.litreAdded);
      onClose();
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, texts.somethingWentWrong)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { errors: next, body } = checkLitre({ litre: name, total_ml: totalMl });
    setErrors(next);
    if (body) save.mutate(body);
  }

  const formId = `${id}-form`;
  return (
    <Modal
      open={open}
      title={litre ? 'Edit Litres' : 'Add Litres'}
      onClose={onClose}
      footer={
        <SaveFooter
          error={save.error}
          fallback={texts.somethingWentWrong}
          onCancel={onClose}
          formId={formId}
          busy={save.isPending}
        >
          Save Litres
        </SaveFooter>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id={`${id}-litre`}
          label="Name *"
          error={errors.litre}
          hint="As shoppers see it, e.g. 500 ml or 1 L."
        >
          <input
            id={`${id}-litre`}
            className={inputClass}
            value={name}
            maxLength={40}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((prev) => ({ ...prev, litre: undefined }));
            }}
            aria-invalid={errors.litre ? true : undefined}
            aria-describedby={errors.litre ? `${id}-litre-error` : undefined}
            required
          />
        </Field>
        <Field
          id={`${id}-total_ml`}
          label="Total (In ML) *"
          error={errors.total_ml}
          hint="Millilitres (or grams) in one unit; the delivery charge adds these up."
        >
          <input
            id={`${id}-total_ml`}
            className={inputClass}
            inputMode="numeric"
            value={totalMl}
            onChange={(e) => {
              setTotalMl(e.target.value);
              setErrors((prev) => ({ ...prev, total_ml: undefined }));
            }}
            aria-invalid={errors.total_ml ? true : undefined}
            aria-describedby={errors.total_ml ? `${id}-total_ml-error` : undefined}
            required
          />
        </Field>
      </form>
    </Modal>
  );
}
