// The promo banner dialog (SPEC sections 2 and 5): Title*, Button Text ('Shop Deals' by default),
// Description*, the promotion it advertises, the link its button leads to (checked as a home banner's), and the
// image, required on add and optional on edit; 'Save Promo Banner'.
import { isShopLink, linkMessage } from '@chamak/shared/links';
import type { PromoBanner } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { SelectField, TextareaField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { promotionsQuery } from '../promotions/api.ts';
import { inputClass } from '../ui.tsx';
import { formData, tokenMissing, useMediaUpload } from './api.ts';
import { FilePicker } from './file-picker.tsx';
import { MediaFormModal } from './media-form-modal.tsx';
import { defaultButtonText, mediaLimits, mediaText } from './messages.ts';

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
  // The image is a file, not typed text: its value stays '' and only its error lives in the form. The button
  // text keeps its id (`-button`); "Links to promotion" (`promotion`): the storefront's button then leads to
  // that offer.
  const form = useForm({
    title: promo?.title ?? '',
    button: promo?.buttonText || defaultButtonText,
    description: promo?.description ?? '',
    promotion: promo?.promotionId ? String(promo.promotionId) : '',
    link: promo?.link ?? '',
    image: '',
  });
  const { id, values } = form;
  const [files, setFiles] = useState<File[]>([]);
  const promotions = useQuery(promotionsQuery());
  const [formError, setFormError] = useState<string>();
  const save = useMediaUpload('promo-banners');

  function submit() {
    setFormError(undefined);
    const link = values.link.trim();
    const found = {
      title: values.title.trim() ? undefined : mediaText.titleRequired,
      description: values.description.trim() ? undefined : mediaText.descriptionRequired,
      link: link === '' || isShopLink(link) ? undefined : linkMessage,
      image: !promo && files.length === 0 ? mediaText.imageRequired : undefined,
    };
    if (!form.check(found)) {
      const first = found.title ? 'title' : found.description ? 'description' : found.link ? 'link' : 'image';
      document.getElementById(form.fieldId(first))?.focus();
      return;
    }
    if (tokenMissing(setFormError)) return;
    const body = formData({
      title: values.title.trim(),
      description: values.description.trim(),
      buttonText: values.button.trim() || defaultButtonText,
      promotionId: values.promotion,
      link,
      image: files[0],
    });
    save.mutate(
      promo
        ? { path: `/promo-banners/${promo.id}`, form: body, method: 'PUT' }
        : { path: '/promo-banners', form: body },
      {
        onSuccess: () => {
          toast.success(promo ? mediaText.promoUpdated : mediaText.promoAdded);
          onClose();
        },
        onError: (failure) => {
          form.serverError(failure, { buttonText: 'button', promotionId: 'promotion' });
          toast.error(errorMessage(failure, mediaText.somethingWentWrong));
        },
      },
    );
  }

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
      <TextField
        form={form}
        name="title"
        label="Title *"
        maxLength={mediaLimits.promoTitle}
        placeholder="Festive cleaning sale"
      />
      <TextField
        form={form}
        name="button"
        label="Button Text"
        hint={`Shown on the button; '${defaultButtonText}' if left empty.`}
        maxLength={mediaLimits.promoButtonText}
        placeholder={defaultButtonText}
      />
      <TextareaField
        form={form}
        name="description"
        label="Description *"
        className={`${inputClass} min-h-24`}
        rows={3}
        maxLength={mediaLimits.promoDescription}
        placeholder="Up to 30% off on floor cleaners this week."
      />
      <SelectField
        form={form}
        name="promotion"
        label="Links to promotion"
        hint="Optional. The banner shows the offer (and its code) while it runs; without a link below, its button leads to it."
      >
        <option value="">None</option>
        {promotions.data?.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
            {p.code ? ` (${p.code})` : ''}
            {p.active ? '' : ' (disabled)'}
          </option>
        ))}
        {values.promotion &&
          promotions.isSuccess &&
          !promotions.data.some((p) => String(p.id) === values.promotion) && (
            <option value={values.promotion}>Promotion #{values.promotion}</option>
          )}
      </SelectField>
      <TextField
        form={form}
        name="link"
        label="Link"
        hint="Where the button leads: a page of the shop (/combos, /collection/Floor%20Cleaners) or a full https:// address. Empty: the promotion's products, or the combos."
        maxLength={500}
        placeholder="/combos"
      />
      <FilePicker
        id={`${id}-image`}
        label={promo ? 'Image' : 'Image *'}
        kind="image"
        files={files}
        onFilesChange={setFiles}
        error={form.errors.image}
        onError={(message) => form.setError('image', message)}
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
