// The words over one home banner (decision 0190): title, subtitle, button text and the link
// the slide leads to, checked with the server's own schema before it is sent.
import { type HeroBanner, heroBannerText } from '@chamak/shared/media';
import { useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { TextField } from '../form-kit/fields.tsx';
import { issueErrors, useForm } from '../form-kit/use-form.ts';
import { type Message, tokenMissing, useMediaWrite } from './api.ts';
import { MediaFormModal } from './media-form-modal.tsx';
import { mediaText } from './messages.ts';

type Key = 'title' | 'subtitle' | 'buttonText' | 'link';
const order: readonly Key[] = ['title', 'subtitle', 'buttonText', 'link'];

export function BannerTextModal({
  open,
  banner,
  name,
  onClose,
}: {
  open: boolean;
  banner: HeroBanner | null;
  /** 'banner 2': how the page names it. */
  name: string;
  onClose: () => void;
}) {
  const form = useForm<Record<Key, string>>({
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    buttonText: banner?.buttonText ?? '',
    link: banner?.link ?? '',
  });
  const { id } = form;
  const [formError, setFormError] = useState<string>();
  const save = useMediaWrite('banners', (body: Record<Key, string>) =>
    request<Message>(`/banners/${banner?.id}/text`, { method: 'PUT', body }),
  );

  function submit() {
    setFormError(undefined);
    const parsed = heroBannerText.safeParse(form.values);
    const found = parsed.success ? {} : issueErrors<Record<Key, string>>(parsed.error.issues);
    form.check(found);
    const first = order.find((k) => found[k]);
    if (first || !parsed.success) {
      if (first) document.getElementById(form.fieldId(first))?.focus();
      return;
    }
    if (tokenMissing(setFormError)) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Banner Updated');
        onClose();
      },
      onError: (failure) => {
        form.serverError(failure);
        toast.error(errorMessage(failure, mediaText.somethingWentWrong));
      },
    });
  }

  return (
    <MediaFormModal
      open={open}
      title={`Text of ${name}`}
      formId={`${id}-form`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      busyText="Saving..."
      submitText="Save Banner Text"
      formError={formError}
    >
      <p className="text-sm text-slate-600">
        Shown over the image on the home page. Leave everything empty to show the image alone.
      </p>
      <TextField
        form={form}
        name="title"
        label="Title"
        maxLength={80}
        placeholder="Sparkling floors, every single day"
      />
      <TextField
        form={form}
        name="subtitle"
        label="Subtitle"
        maxLength={160}
        placeholder="Floor cleaners up to 30% off"
      />
      <TextField form={form} name="buttonText" label="Button text" maxLength={30} placeholder="Shop now" />
      <TextField
        form={form}
        name="link"
        label="Link"
        hint="Where the banner leads: a page of the shop (/combos, /collection/Floor%20Cleaners) or a full https:// address. Empty: all products."
        maxLength={500}
        placeholder="/products"
      />
    </MediaFormModal>
  );
}
