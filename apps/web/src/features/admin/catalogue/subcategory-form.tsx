// The subcategory modal: Category select, name and image with preview; SPEC section 5's texts; 'Save
// SubCategory' ('Saving...').
import { subcategoryFields } from '@chamak/shared/admin';
import type { Subcategory } from '@chamak/shared/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { Field, inputClass, Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { ImagePicker } from './image-picker.tsx';
import { SaveFooter } from './save-error.tsx';
import { texts } from './texts.ts';

type Errors = { cate_id?: string; sub_cate_name?: string; image?: string };

/** SPEC's checks with the shared schema's texts; the image is required on add only. */
export function checkSubcategory(
  values: { cate_id: string; sub_cate_name: string },
  adding: boolean,
  file: File | null,
): Errors {
  const errors: Errors = {};
  const parsed = subcategoryFields.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as 'cate_id' | 'sub_cate_name';
      errors[key] ??= issue.message;
    }
  }
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
  const id = useId();
  const client = useQueryClient();
  const categories = useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => catalogueApi.categories(signal),
    enabled: open,
  });
  const [cateId, setCateId] = useState(subcategory ? String(subcategory.cate_id) : '');
  const [name, setName] = useState(subcategory?.sub_cate_name ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (form: FormData) => catalogueApi.saveSubcategory(subcategory?.sub_cate_id ?? null, form),
    onSuccess: async () => {
      toast.success(subcategory ? texts.subcategoryUpdated : texts.subcategoryAdded);
      onClose();
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, texts.subcategoryFailed)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const next = checkSubcategory({ cate_id: cateId, sub_cate_name: name }, !subcategory, file);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const form = new FormData();
    form.append('sub_cate_name', name.trim());
    form.append('cate_id', cateId);
    if (file) form.append('image', file);
    save.mutate(form);
  }

  const formId = `${id}-form`;
  const described = (key: keyof Errors) => (errors[key] ? `${id}-${key}-error` : undefined);
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
        <Field id={`${id}-cate_id`} label="Category *" error={errors.cate_id}>
          <select
            id={`${id}-cate_id`}
            className={inputClass}
            value={cateId}
            onChange={(e) => {
              setCateId(e.target.value);
              setErrors((prev) => ({ ...prev, cate_id: undefined }));
            }}
            aria-invalid={errors.cate_id ? true : undefined}
            aria-describedby={described('cate_id')}
            required
          >
            <option value="">{categories.isPending ? 'Loading...' : 'Select Category'}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-sub_cate_name`} label="SubCategory Name *" error={errors.sub_cate_name}>
          <input
            id={`${id}-sub_cate_name`}
            className={inputClass}
            value={name}
            maxLength={80}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((prev) => ({ ...prev, sub_cate_name: undefined }));
            }}
            aria-invalid={errors.sub_cate_name ? true : undefined}
            aria-describedby={described('sub_cate_name')}
            required
          />
        </Field>
        <ImagePicker
          id={`${id}-image`}
          label={subcategory ? 'Image' : 'Image *'}
          file={file}
          current={subcategory?.image}
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
