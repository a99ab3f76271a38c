// The litre (size) modal: Name and Total (In ML), a whole positive number of millilitres; 'Save Litres'.
import { litreBody } from '@chamak/shared/admin';
import type { Litre } from '@chamak/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { NumberField, TextField } from '../form-kit/fields.tsx';
import { type FormErrors, issueErrors, useForm } from '../form-kit/use-form.ts';
import { Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { SaveFooter } from './save-error.tsx';
import { texts } from './texts.ts';

type Values = { litre: string; total_ml: string };

/** The shared schema's checks; total ml is typed as text, so '1.5', '-3' and '12ml' are refused here. */
export function checkLitre(values: Values) {
  // Coercion would read an empty box as 0 and '1e3' as 1000: only digits count as a whole number here.
  const digits = /^\s*\d+\s*$/.test(values.total_ml);
  const parsed = litreBody.safeParse({
    litre: values.litre,
    total_ml: digits ? values.total_ml : Number.NaN,
  });
  const errors: FormErrors<Values> = parsed.success ? {} : issueErrors(parsed.error.issues);
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
  const client = useQueryClient();
  const form = useForm<Values>({ litre: litre?.litre ?? '', total_ml: litre ? String(litre.total_ml) : '' });
  const { id } = form;

  const save = useMutation({
    mutationFn: (body: { litre: string; total_ml: number }) =>
      catalogueApi.saveLitre(litre?.l_id ?? null, body),
    onSuccess: async () => {
      toast.success(litre ? texts.litreUpdated : texts.litreAdded);
      onClose();
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => {
      form.serverError(error);
      toast.error(errorMessage(error, texts.somethingWentWrong));
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { errors, body } = checkLitre(form.values);
    form.check(errors);
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
        <TextField
          form={form}
          name="litre"
          label="Name *"
          hint="As shoppers see it, e.g. 500 ml or 1 L."
          maxLength={40}
          required
        />
        <NumberField
          form={form}
          name="total_ml"
          label="Total (In ML) *"
          hint="Millilitres (or grams) in one unit; the delivery charge adds these up."
          required
        />
      </form>
    </Modal>
  );
}
