// The contact form: name, e-mail and message sent to /contacts/addContact, with SPEC section 8's toasts.
import { useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { toast } from '../../lib/toast.tsx';
import { type ContactMessage, sendContactMessage } from './api.ts';

const empty: ContactMessage = { name: '', email: '', message: '' };

const field =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';
const label = 'mb-1.5 block text-sm font-semibold text-slate-900';

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(empty);
  const [sending, setSending] = useState(false);

  const set = (key: keyof ContactMessage) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSending(true);
    try {
      await sendContactMessage(values);
      toast.success('Message sent successfully!');
      setValues(empty);
    } catch (error) {
      toast.error(
        error instanceof ApiError
          ? 'Failed to send message. Please try again later.'
          : 'An error occurred. Please try again.',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          Send us a message
        </h2>
        <p className="mt-1 text-slate-600">
          Questions about a product, an order or bulk buying? We are listening.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onChange={set('name')}
            placeholder="Your name"
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            placeholder="you@example.com"
            className={field}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={label}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={5000}
          value={values.message}
          onChange={set('message')}
          placeholder="How can we help?"
          className={field}
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded-xl bg-brand px-7 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
