// The profile's Change password form (D23): the current password, then a new one under the signup rules twice.
// Every other device is logged out; this one keeps its session with the fresh token the answer carries. An account
// made by a mobile code has no password to change: it is told how to set one instead.
import { changePasswordBody, hasNoEmail } from '@chamak/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { changePassword, genericError, profileWithSignInQuery, serverMessage } from './api.ts';
import { Spinner, textLink } from './auth-shell.tsx';
import { NewPasswordFields, PasswordField } from './form-field.tsx';
import { accountText, check, type FieldErrors, passwordsDoNotMatch } from './validation.ts';

type Field = 'currentPassword' | 'password' | 'confirm';
const order: readonly Field[] = ['currentPassword', 'password', 'confirm'];
const empty: Record<Field, string> = { currentPassword: '', password: '', confirm: '' };

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

/** The profile's password part: the change form, or for an account without a password, how to set one. */
export function PasswordPanel({ userId }: { userId: number }) {
  const profile = useQuery(profileWithSignInQuery(userId));
  if (!profile.data || profile.data.passwordSet) return <ChangePasswordForm userId={userId} />;
  return (
    <section aria-labelledby="password-title" className="mt-10 border-t border-slate-100 pt-8">
      <h2 id="password-title" className="text-lg font-bold text-slate-900">
        {t('Password')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('You sign in with a code sent to your mobile number, so your account has no password.')}{' '}
        {hasNoEmail(profile.data.user.email)
          ? t(
              'To sign in with your email and a password too, add your email above, then use Forgot Password.',
            )
          : withParts(
              t('To sign in with your email and a password too, {link}: the link goes to your email.'),
              {
                link: (
                  <Link to={paths.forgotPassword} className={textLink}>
                    {t('set a password with Forgot Password')}
                  </Link>
                ),
              },
            )}
      </p>
    </section>
  );
}

export function ChangePasswordForm({ userId }: { userId: number }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const inputs = {
    currentPassword: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (saving) return;
    const checked = check(
      changePasswordBody,
      { currentPassword: values.currentPassword, password: values.password },
      order,
      { confirm: values.confirm !== values.password ? t(passwordsDoNotMatch) : undefined },
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first);
      inputs[checked.firstField].current?.focus();
      return;
    }
    setSaving(true);
    try {
      const result = await changePassword(userId, checked.data);
      session.save({ token: result.token, userId });
      setValues(empty);
      toast.success(accountText(result.message));
    } catch (error) {
      const message = serverMessage(error) ?? t(genericError);
      if (message.toLowerCase().includes('current password')) {
        setErrors({ currentPassword: accountText(message) });
        inputs.currentPassword.current?.focus();
      }
      toast.error(accountText(message));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="password-title"
      className="mt-10 border-t border-slate-100 pt-8"
    >
      <h2 id="password-title" className="text-lg font-bold text-slate-900">
        {t('Change password')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(
          'Enter your current password, then the new one. Other devices are logged out; this one stays logged in.',
        )}
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <PasswordField
          ref={inputs.currentPassword}
          label={t('Current password')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          error={errors.currentPassword}
          className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
        />
        <NewPasswordFields inputs={inputs} values={values} errors={errors} set={set} />
      </div>
      <div className="mt-6 flex justify-end">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving && <Spinner />}
          {saving ? t('Saving...') : t('Change password')}
        </button>
      </div>
    </form>
  );
}
