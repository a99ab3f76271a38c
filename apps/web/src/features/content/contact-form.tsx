// The contact form: name, e-mail and message sent to /contacts/addContact, with SPEC section 8's toasts. The
// fields are checked first with the server's own schema (decision 0192): an empty or wrong field shows its
// message under it and nothing is sent; a 400 the server still answers names its field and lands there too.
import { contactBody } from '@chamak/shared/contacts';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { NoticeLink } from '../../components/privacy-consent.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { type ContactMessage, sendContactMessage } from './api.ts';

const empty: ContactMessage = { name: '', email: '', message: '' };

const field =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';
const fieldError = 'border-red-500 focus:border-red-600 focus:ring-red-200';
const label = 'mb-1.5 block text-sm font-semibold text-slate-900';

/** The contact schema's messages (shared/contacts.ts), marked for translation and keyed by their English. */
const issueTexts: Readonly<Record<string, string>> = {
  'Name is required.': msg('Name is required.'),
  'Name must be 100 characters or less.': msg('Name must be 100 characters or less.'),
  'Email is required.': msg('Email is required.'),
  'Please enter a valid email address.': msg('Please enter a valid email address.'),
  'Message is required.': msg('Message is required.'),
  'Message must be 5000 characters or less.': msg('Message must be 5000 characters or less.'),
};
const shown = (message: string) => {
  const marked = issueTexts[message];
  return marked === undefined ? message : t(marked);
};

type Field = keyof ContactMessage;
type Errors = Partial<Record<Field, string>>;
const order: readonly Field[] = ['name', 'email', 'message'];

/** The first message of each field, in the order the form shows them. */
function checkContact(values: ContactMessage): Errors {
  const parsed = contactBody.safeParse(values);
  const errors: Errors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as Field | undefined;
      if (key && order.includes(key)) errors[key] ??= shown(issue.message);
    }
  return errors;
}

/** A 400 answer names its field first ("email: ..." or the field's own message): which field, if any. */
function fieldOf(message: string): Field | undefined {
  const lower = message.toLowerCase();
  return order.find((f) => lower.startsWith(`${f}:`) || lower.startsWith(f));
}

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    // A field being corrected loses its message; the others keep theirs until the next send.
    setErrors((old) => (old[key] ? { ...old, [key]: undefined } : old));
  };

  const focusField = (key: Field) => formRef.current?.querySelector<HTMLElement>(`[name="${key}"]`)?.focus();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = checkContact(values);
    setErrors(found);
    const first = order.find((f) => found[f]);
    if (first) {
      focusField(first);
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(values);
      toast.success(t('Message sent successfully!'));
      setValues(empty);
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? fieldOf(error.message) : undefined;
      if (field && error instanceof Error) {
        setErrors({ [field]: shown(error.message.replace(/^\w+:\s*/, '')) });
        focusField(field);
      } else
        toast.error(
          error instanceof ApiError && error.status !== 400
            ? t('Failed to send message. Please try again later.')
            : error instanceof ApiError
              ? error.message
              : t('An error occurred. Please try again.'),
        );
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {t('Send us a message')}
        </h2>
        <p className="mt-1 text-slate-600">
          {t('Questions about a product, an order or bulk buying? We are listening.')}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            {t('Name')}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onChange={set('name')}
            placeholder={t('Your name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={errors.name ? `${field} ${fieldError}` : field}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="mt-1.5 text-sm text-red-700">
              {errors.name}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            {t('Email')}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className={errors.email ? `${field} ${fieldError}` : field}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1.5 text-sm text-red-700">
              {errors.email}
            </p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={label}>
          {t('Message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={5000}
          value={values.message}
          onChange={set('message')}
          placeholder={t('How can we help?')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          className={errors.message ? `${field} ${fieldError}` : field}
        />
        {errors.message && (
          <p id={`${id}-message-error`} className="mt-1.5 text-sm text-red-700">
            {errors.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded-xl bg-brand px-7 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? t('Sending...') : t('Send Message')}
      </button>
      <NoticeLink />
    </form>
  );
}
