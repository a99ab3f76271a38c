// The words over one home banner (issue 15 item 9, decision 0190): title, subtitle, button text and the link
// the slide leads to, checked with the server's own schema before it is sent.
import { type HeroBanner, heroBannerText } from '@chamak/shared/media';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { Field, inputClass } from '../ui.tsx';
import { type Message, tokenMissing, useMediaWrite } from './api.ts';
import { MediaFormModal } from './media-form-modal.tsx';
import { mediaText } from './messages.ts';

type Key = 'title' | 'subtitle' | 'buttonText' | 'link';
type Errors = Partial<Record<Key, string>>;
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
  const id = useId();
  const [values, setValues] = useState<Record<Key, string>>({
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    buttonText: banner?.buttonText ?? '',
    link: banner?.link ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const save = useMediaWrite('banners', (body: Record<Key, string>) =>
    request<Message>(`/banners/${banner?.id}/text`, { method: 'PUT', body }),
  );

  const set = (key: Key) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  function submit() {
    setFormError(undefined);
    const parsed = heroBannerText.safeParse(values);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Key;
        found[key] ??= issue.message;
      }
    setErrors(found);
    const first = order.find((k) => found[k]);
    if (first || !parsed.success) {
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (tokenMissing(setFormError)) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Banner Updated');
        onClose();
      },
      onError: (failure) => toast.error(errorMessage(failure, mediaText.somethingWentWrong)),
    });
  }

  const described = (key: Key) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};

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
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        <input
          id={`${id}-title`}
          className={inputClass}
          value={values.title}
          maxLength={80}
          placeholder="Sparkling floors, every single day"
          onChange={set('title')}
          {...described('title')}
        />
      </Field>
      <Field id={`${id}-subtitle`} label="Subtitle" error={errors.subtitle}>
        <input
          id={`${id}-subtitle`}
          className={inputClass}
          value={values.subtitle}
          maxLength={160}
          placeholder="Floor cleaners up to 30% off"
          onChange={set('subtitle')}
          {...described('subtitle')}
        />
      </Field>
      <Field id={`${id}-buttonText`} label="Button text" error={errors.buttonText}>
        <input
          id={`${id}-buttonText`}
          className={inputClass}
          value={values.buttonText}
          maxLength={30}
          placeholder="Shop now"
          onChange={set('buttonText')}
          {...described('buttonText')}
        />
      </Field>
      <Field
        id={`${id}-link`}
        label="Link"
        error={errors.link}
        hint="Where the banner leads: a page of the shop (/combos, /collection/Floor%20Cleaners) or a full https:// address. Empty: all products."
      >
        <input
          id={`${id}-link`}
          className={inputClass}
          value={values.link}
          maxLength={500}
          placeholder="/products"
          onChange={set('link')}
          {...described('link')}
        />
      </Field>
    </MediaFormModal>
  );
}
