// After a sign-in by mobile code that made the account (or found it without them), the login page asks once for
// the name and e-mail the shop's invoices and order mails need (decision 0316): only the ones missing, checked
// with the profile's rules, saved to the profile; "Skip for now" goes on without them (the checkout asks again).
import { accountMessages, hasNoEmail, profileBody } from '@chamak/shared/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, Loading } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, profileWithSignInQuery, serverMessage, updateProfile } from './api.ts';
import { primaryButton, Spinner } from './auth-shell.tsx';
import { TextField } from './form-field.tsx';
import { accountText, check, type FieldErrors } from './validation.ts';

type Field = 'fullname' | 'email';
const order = ['fullname', 'username', 'email', 'phone'] as const;

const skipButton =
  'inline-flex w-full items-center justify-center rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 shadow-xs transition hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

export function AccountDetailsStep({ userId, onDone }: { userId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileWithSignInQuery(userId));
  const [values, setValues] = useState<Record<Field, string>>({ fullname: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const loaded = profile.data;

  // The cursor in the first field asked, once the profile says which.
  useEffect(() => {
    if (loaded) (nameInput.current ?? emailInput.current)?.focus();
  }, [loaded]);

  if (profile.isPending) return <Loading text={t('Loading your account...')} />;
  if (profile.isError)
    return <ErrorState message={t('Failed to load your profile.')} onRetry={() => profile.refetch()} />;

  const { user, passwordSet } = profile.data;
  const askName = !user.fullname.trim();
  const askEmail = hasNoEmail(user.email);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (saving) return;
    const body = {
      fullname: askName ? values.fullname : user.fullname,
      username: user.username,
      email: askEmail ? values.email : user.email,
      phone: user.phone,
    };
    const checked = check(profileBody, body, order);
    if (!checked.ok) {
      const { fullname, email } = checked.errors;
      setErrors({ fullname, email });
      toast.error(checked.first);
      (checked.firstField === 'email' ? emailInput : nameInput).current?.focus();
      return;
    }
    setSaving(true);
    try {
      const result = await updateProfile(userId, checked.data);
      queryClient.setQueryData(accountKeys.profile(userId), { user: result.user, passwordSet });
      toast.success(t('Thanks! Your details are saved.'));
      onDone();
    } catch (error) {
      const message = serverMessage(error) ?? t('Failed to save your details.');
      if (message === accountMessages.emailTaken) {
        setErrors({ email: accountText(message) });
        emailInput.current?.focus();
      } else toast.error(accountText(message));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="details-title" className="flex flex-col gap-5">
      <div>
        <h2 id="details-title" className="text-lg font-bold text-slate-900">
          {t('One more thing')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {askName && askEmail
            ? t('Your name and email for invoices and order updates. We ask only this once.')
            : askName
              ? t('Your name for invoices and order updates. We ask only this once.')
              : t('Your email for invoices and order updates. We ask only this once.')}
        </p>
      </div>
      {askName && (
        <TextField
          ref={nameInput}
          label={t('Full name')}
          name="fullname"
          autoComplete="name"
          maxLength={100}
          value={values.fullname}
          onValueChange={set('fullname')}
          error={errors.fullname}
        />
      )}
      {askEmail && (
        <TextField
          ref={emailInput}
          label={t('Email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
        />
      )}
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving && <Spinner />}
        {saving ? t('Saving...') : t('Save and continue')}
      </button>
      <button type="button" onClick={onDone} disabled={saving} className={skipButton}>
        {t('Skip for now')}
      </button>
    </form>
  );
}
