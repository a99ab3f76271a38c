// /grievance (decision 0359): the grievance officer the Consumer Protection (E-Commerce) Rules 2020 and the DPDP
// Rules 2025 ask the shop to name (the seller settings' officer), and the grievance form: name, e-mail, phone and
// order number (optional), subject and description. The answer is the ticket number, acknowledged by mail at once,
// with the date by which the shop will resolve it (one month). Fields are checked with the server's own schema.
import { type GrievanceBody, type GrievanceFiled, grievanceBody } from '@chamak/shared/grievances';
import type { SellerIdentity } from '@chamak/shared/seller';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { ContentPage, WithSettings } from './content-layout.tsx';
import { fileGrievance } from './grievance-api.ts';

type Values = Required<{ [K in keyof GrievanceBody]: string }>;
type Field = keyof Values;
const empty: Values = { name: '', email: '', phone: '', orderNumber: '', subject: '', description: '' };
const order: readonly Field[] = ['name', 'email', 'phone', 'orderNumber', 'subject', 'description'];

const field =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';
const fieldError = 'border-red-500 focus:border-red-600 focus:ring-red-200';
const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-900';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const dueDay = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

function Officer({ seller }: { seller: SellerIdentity }) {
  const o = seller.grievanceOfficer;
  return (
    <aside
      aria-labelledby="officer-heading"
      className="order-first self-start rounded-3xl bg-gradient-to-br from-brand to-brand-dark p-6 text-white shadow-sm sm:p-8 lg:order-none"
    >
      <h2 id="officer-heading" className="text-xl font-bold">
        {t('Grievance Officer')}
      </h2>
      <p className="mt-4 text-lg font-semibold">{o.name}</p>
      <p className="text-sm text-indigo-100">
        {o.designation}, {seller.legalName}
      </p>
      <address className="mt-5 space-y-3 text-sm not-italic">
        <p className="flex gap-3">
          <MailIcon width={20} height={20} className="shrink-0 text-indigo-200" />
          <a href={`mailto:${o.email}`} className="break-all hover:underline">
            {o.email}
          </a>
        </p>
        <p className="flex gap-3">
          <PhoneIcon width={20} height={20} className="shrink-0 text-indigo-200" />
          <a href={tel(o.phone)} className="hover:underline">
            {o.phone}
          </a>
        </p>
      </address>
      <p className="mt-6 text-sm text-indigo-100">
        {t(
          'We acknowledge every grievance within 48 hours with a ticket number, and resolve it within one month of receiving it.',
        )}
      </p>
    </aside>
  );
}

function Input({
  id,
  name,
  label,
  value,
  error,
  onChange,
  optional,
  ...rest
}: {
  id: string;
  name: Field;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
  optional?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'id'>) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-slate-500"> ({t('optional')})</span>}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        className={error ? `${field} ${fieldError}` : field}
        {...rest}
      />
      {error && (
        <p id={`${id}-${name}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function GrievanceForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [filed, setFiled] = useState<GrievanceFiled | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((old) => (old[key] ? { ...old, [key]: undefined } : old));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    const parsed = grievanceBody.safeParse({
      ...values,
      phone: values.phone || undefined,
      orderNumber: values.orderNumber || undefined,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field | undefined;
        if (key && order.includes(key)) found[key] ??= issue.message;
      }
      setErrors(found);
      const first = order.find((f) => found[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      setFiled(await fileGrievance(parsed.data));
      setValues(empty);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 400
          ? error.message
          : t('Failed to send message. Please try again later.'),
      );
    } finally {
      setSending(false);
    }
  }

  if (filed)
    return (
      <div role="status" className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold text-slate-900">{t('Grievance registered')}</h2>
        <p className="text-slate-700">
          {t('Your ticket number is {number}. We have mailed you an acknowledgement.', {
            number: filed.ticketNumber,
          })}
        </p>
        <p className="text-slate-700">
          {t('We will resolve it by {date} at the latest.', { date: dueDay(filed.dueAt) })}
        </p>
        <button
          type="button"
          className="self-start rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-brand hover:text-brand"
          onClick={() => setFiled(null)}
        >
          {t('File another grievance')}
        </button>
      </div>
    );

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
          {t('Raise a grievance')}
        </h2>
        <p className="mt-1 text-slate-600">
          {t('Tell us what went wrong with an order, a product, a payment or your personal data.')}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          id={id}
          name="name"
          label={t('Name')}
          autoComplete="name"
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <Input
          id={id}
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <Input
          id={id}
          name="phone"
          label={t('Phone')}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={20}
          value={values.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
        <Input
          id={id}
          name="orderNumber"
          label={t('Order number')}
          optional
          maxLength={40}
          value={values.orderNumber}
          error={errors.orderNumber}
          onChange={set('orderNumber')}
        />
      </div>
      <Input
        id={id}
        name="subject"
        label={t('Subject')}
        maxLength={150}
        value={values.subject}
        error={errors.subject}
        onChange={set('subject')}
      />
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          {t('Description')}
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={6}
          maxLength={5000}
          value={values.description}
          onChange={set('description')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className={errors.description ? `${field} ${fieldError}` : field}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="mt-1.5 text-sm text-red-700">
            {errors.description}
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded-xl bg-brand px-7 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? t('Sending...') : t('Submit grievance')}
      </button>
    </form>
  );
}

export default function GrievancePage() {
  return (
    <ContentPage title={t('Grievance Officer')}>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <GrievanceForm />
        </div>
        <WithSettings>{({ seller }) => <Officer seller={seller} />}</WithSettings>
      </div>
    </ContentPage>
  );
}
