// The subcategory modal: Category select, name and image with preview; SPEC section 5's texts; 'Save
// SubCategory' ('Saving...').
import { subcategoryFields } from '@chamak/shared/admin';
import type { Subcategory } from '@chamak/shared/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { SelectField, TextField } from '../form-kit/fields.tsx';
import { type FormErrors, issueErrors, useForm } from '../form-kit/use-form.ts';
import { Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { ImagePicker } from './image-picker.tsx';
import { SaveFooter } from './save-error.tsx';
import { texts } from './texts.ts';

type Values = { cate_id: string; sub_cate_name: string; image: string };
type Errors = FormErrors<Values>;

/** SPEC's checks with the shared schema's texts; the image is required on add only. */
export function checkSubcategory(
  values: { cate_id: string; sub_cate_name: string },
  adding: boolean,
  file: File | null,
): Errors {
  const parsed = subcategoryFields.safeParse(values);
  const errors: Errors = parsed.success ? {} : issueErrors(parsed.error.issues);
  if (adding && !file) errors.image = texts.imageRequired;
  return errors;
}

export function SubcategoryForm({
  open,
  subcategory,
  onClose,
}: {
  open: boolean;
  /** null: add a subcategory. */
  subcategory: Subcategory | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const categories = useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => catalogueApi.categories(signal),
    enabled: open,
  });
  // The image is a file, not typed text: its value stays '' and only its error lives in the form.
  const form = useForm<Values>({
    cate_id: subcategory ? String(subcategory.cate_id) : '',
    sub_cate_name: subcategory?.sub_cate_name ?? '',
    image: '',
  });
  const { id } = form;
  const [file, setFile] = useState<File | null>(null);

  const save = useMutation({
    mutationFn: (form: FormData) => catalogueApi.saveSubcategory(subcategory?.sub_cate_id ?? null, form),
    onSuccess: async () => {
      toast.success(subcategory ? texts.subcategoryUpdated : texts.subcategoryAdded);
      onClose();
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => {
      form.serverError(error);
      toast.error(errorMessage(error, texts.subcategoryFailed));
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { cate_id, sub_cate_name } = form.values;
    if (!form.check(checkSubcategory({ cate_id, sub_cate_name }, !subcategory, file))) return;
    const body = new FormData();
    body.append('sub_cate_name', sub_cate_name.trim());
    body.append('cate_id', cate_id);
    if (file) body.append('image', file);
    save.mutate(body);
  }

  const formId = `${id}-form`;
  return (
    <Modal
      open={open}
      title={subcategory ? 'Edit SubCategory' : 'Add SubCategory'}
      onClose={onClose}
      footer={
        <SaveFooter
          error={save.error}
          fallback={texts.subcategoryFailed}
          onCancel={onClose}
          formId={formId}
          busy={save.isPending}
        >
          Save SubCategory
        </SaveFooter>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SelectField form={form} name="cate_id" label="Category *" required>
          <option value="">{categories.isPending ? 'Loading...' : 'Select Category'}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="sub_cate_name" label="SubCategory Name *" maxLength={80} required />
        <ImagePicker
          id={`${id}-image`}
          label={subcategory ? 'Image' : 'Image *'}
          file={file}
          current={subcategory?.image}
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
