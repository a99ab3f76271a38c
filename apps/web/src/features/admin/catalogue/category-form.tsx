// The category modal: add (name and image required) or edit (image optional), SPEC section 5.
import { categoryFields } from '@chamak/shared/admin';
import type { Category } from '@chamak/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { Field, inputClass, Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { ImagePicker } from './image-picker.tsx';
import { SaveFooter } from './save-error.tsx';
import { texts } from './texts.ts';

type Errors = { name?: string; content?: string; image?: string };

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
  const id = useId();
  const client = useQueryClient();
  const [name, setName] = useState(category?.name ?? '');
  const [content, setContent] = useState(category?.content ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (form: FormData) => catalogueApi.saveCategory(category?.id ?? null, form),
    onSuccess: async () => {
      toast.success(category ? texts.categoryUpdated : texts.categoryAdded);
      onClose();
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, texts.somethingWentWrong)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = categoryFields.safeParse({ name, content });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
    }
    if (!category && !file) next.image = texts.imageRequired;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    const form = new FormData();
    form.append('name', parsed.data.name);
    form.append('content', parsed.data.content);
    if (file) form.append('image', file);
    save.mutate(form);
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
        <Field id={`${id}-name`} label="Name *" error={errors.name}>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={name}
            maxLength={80}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((prev) => ({ ...prev, name: undefined }));
            }}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            required
          />
        </Field>
        <Field
          id={`${id}-content`}
          label="Description"
          error={errors.content}
          hint="Shown on the category's page."
        >
          <textarea
            id={`${id}-content`}
            className={inputClass}
            rows={3}
            maxLength={2000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? `${id}-content-error` : undefined}
          />
        </Field>
        <ImagePicker
          id={`${id}-image`}
          label={category ? 'Image' : 'Image *'}
          file={file}
          current={category?.image}
          error={errors.image}
          onFile={(picked, problem) => {
            setFile(picked);
            setErrors((prev) => ({ ...prev, image: problem ?? undefined }));
          }}
        />
      </form>
    </Modal>
  );
}
