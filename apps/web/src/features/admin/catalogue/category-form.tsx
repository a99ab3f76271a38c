// The category modal: add (name and image required) or edit (image optional), SPEC section 5.
import { categoryFields } from '@chamak/shared/admin';
import type { Category } from '@chamak/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { TextareaField, TextField } from '../form-kit/fields.tsx';
import { type FormErrors, issueErrors, useForm } from '../form-kit/use-form.ts';
import { Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { ImagePicker } from './image-picker.tsx';
import { SaveFooter } from './save-error.tsx';
import { texts } from './texts.ts';

type Values = { name: string; content: string; image: string };

export function CategoryForm({
  open,
  category,
  onClose,
}: {
  open: boolean;
  /** null: add a category. */
  category: Category | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  // The image is a file, not typed text: its value stays '' and only its error lives in the form.
  const form = useForm<Values>({ name: category?.name ?? '', content: category?.content ?? '', image: '' });
  const { id } = form;
  const [file, setFile] = useState<File | null>(null);

  const save = useMutation({
    mutationFn: (form: FormData) => catalogueApi.saveCategory(category?.id ?? null, form),
    onSuccess: async () => {
      toast.success(category ? texts.categoryUpdated : texts.categoryAdded);
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
    const parsed = categoryFields.safeParse({ name: form.values.name, content: form.values.content });
    const next: FormErrors<Values> = parsed.success ? {} : issueErrors(parsed.error.issues);
    if (!category && !file) next.image = texts.imageRequired;
    if (!form.check(next) || !parsed.success) return;
    const body = new FormData();
    body.append('name', parsed.data.name);
    body.append('content', parsed.data.content);
    if (file) body.append('image', file);
    save.mutate(body);
  }

  const formId = `${id}-form`;
  return (
    <Modal
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      onClose={onClose}
      footer={
        <SaveFooter
          error={save.error}
          fallback={texts.somethingWentWrong}
          onCancel={onClose}
          formId={formId}
          busy={save.isPending}
        >
          Save Category
        </SaveFooter>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField form={form} name="name" label="Name *" maxLength={80} required />
        <TextareaField
          form={form}
          name="content"
          label="Description"
          hint="Shown on the category's page."
          rows={3}
          maxLength={2000}
        />
        <ImagePicker
          id={`${id}-image`}
          label={category ? 'Image' : 'Image *'}
          file={file}
          current={category?.image}
          error={form.errors.image}
          onFile={(picked, problem) => {
            setFile(picked);
            form.setError('image', problem ?? undefined);
          }}
        />
      </form>
    </Modal>
  );
}
