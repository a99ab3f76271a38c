// The promo banner dialog (SPEC sections 2 and 5): Title*, Button Text ('Shop Deals' by default),
// Description*, and the image, required on add and optional on edit; 'Save Promo Banner'.
import type { PromoBanner } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { promotionsQuery } from '../promotions/api.ts';
import { Field, inputClass } from '../ui.tsx';
import { formData, tokenMissing, useMediaUpload } from './api.ts';
import { FilePicker } from './file-picker.tsx';
import { MediaFormModal } from './media-form-modal.tsx';
import { defaultButtonText, mediaLimits, mediaText } from './messages.ts';

type Errors = { title?: string; description?: string; image?: string };

export function PromoFormModal({
  open,
  promo,
  onClose,
}: {
  open: boolean;
  /** The promo banner being edited; null adds one. */
  promo: PromoBanner | null;
  onClose: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(promo?.title ?? '');
  const [buttonText, setButtonText] = useState(promo?.buttonText || defaultButtonText);
  const [description, setDescription] = useState(promo?.description ?? '');
  const [files, setFiles] = useState<File[]>([]);
  // "Links to promotion" (issue 14): the storefront's button then leads to that offer.
  const [promotionId, setPromotionId] = useState(promo?.promotionId ? String(promo.promotionId) : '');
  const promotions = useQuery(promotionsQuery());
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const save = useMediaUpload('promo-banners');

  function submit() {
    setFormError(undefined);
    const found: Errors = {};
    if (!title.trim()) found.title = mediaText.titleRequired;
    if (!description.trim()) found.description = mediaText.descriptionRequired;
    if (!promo && files.length === 0) found.image = mediaText.imageRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = found.title ? 'title' : found.description ? 'description' : 'image';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (tokenMissing(setFormError)) return;
    const form = formData({
      title: title.trim(),
      description: description.trim(),
      buttonText: buttonText.trim() || defaultButtonText,
      promotionId,
      image: files[0],
    });
    save.mutate(
      promo ? { path: `/promo-banners/${promo.id}`, form, method: 'PUT' } : { path: '/promo-banners', form },
      {
        onSuccess: () => {
          toast.success(promo ? mediaText.promoUpdated : mediaText.promoAdded);
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(failure, mediaText.somethingWentWrong)),
      },
    );
  }

  const invalid = (field: keyof Errors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <MediaFormModal
      open={open}
      title={promo ? 'Edit Promo Banner' : 'Add Promo Banner'}
      formId={`${id}-form`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      busyText="Saving..."
      submitText="Save Promo Banner"
      formError={formError}
    >
      <Field id={`${id}-title`} label="Title *" error={errors.title}>
        <input
          id={`${id}-title`}
          className={inputClass}
          value={title}
          maxLength={mediaLimits.promoTitle}
          placeholder="Festive cleaning sale"
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((old) => ({ ...old, title: undefined }));
          }}
          {...invalid('title')}
        />
      </Field>
      <Field
        id={`${id}-button`}
        label="Button Text"
        hint={`Shown on the button; '${defaultButtonText}' if left empty.`}
      >
        <input
          id={`${id}-button`}
          className={inputClass}
          value={buttonText}
          maxLength={mediaLimits.promoButtonText}
          placeholder={defaultButtonText}
          onChange={(e) => setButtonText(e.target.value)}
        />
      </Field>
      <Field id={`${id}-description`} label="Description *" error={errors.description}>
        <textarea
          id={`${id}-description`}
          className={`${inputClass} min-h-24`}
          rows={3}
          value={description}
          maxLength={mediaLimits.promoDescription}
          placeholder="Up to 30% off on floor cleaners this week."
          onChange={(e) => {
            setDescription(e.target.value);
            setErrors((old) => ({ ...old, description: undefined }));
          }}
          {...invalid('description')}
        />
      </Field>
      <Field
        id={`${id}-promotion`}
        label="Links to promotion"
        hint="Optional. The banner shows the offer (and its code) while it runs, and its button leads to it."
      >
        <select
          id={`${id}-promotion`}
          className={inputClass}
          value={promotionId}
          onChange={(e) => setPromotionId(e.target.value)}
        >
          <option value="">None</option>
          {promotions.data?.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
              {p.code ? ` (${p.code})` : ''}
              {p.active ? '' : ' (disabled)'}
            </option>
          ))}
          {promotionId &&
            promotions.isSuccess &&
            !promotions.data.some((p) => String(p.id) === promotionId) && (
              <option value={promotionId}>Promotion #{promotionId}</option>
            )}
        </select>
      </Field>
      <FilePicker
        id={`${id}-image`}
        label={promo ? 'Image' : 'Image *'}
        kind="image"
        files={files}
        onFilesChange={setFiles}
        error={errors.image}
        onError={(message) => setErrors((old) => ({ ...old, image: message }))}
        current={
          promo
            ? { url: promo.imageUrl, label: `Current image of ${promo.title || 'the promo banner'}` }
            : null
        }
        disabled={save.isPending}
      />
    </MediaFormModal>
  );
}
