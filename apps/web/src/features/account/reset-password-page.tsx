// /reset-password?token=... (D12): sets a new password with the signup password rules, then goes to /login. In
// the login page's frame, without the shop's header and footer. The link is checked as the page opens (decision
// 0307): a used or expired one says so at once and offers to ask for a new one, before any typing.
import { accountMessages, resetLinkBody, resetPasswordBody } from '@chamak/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { genericError, resetLinkQuery, resetPassword, serverMessage } from './api.ts';
import { AuthSplit, primaryButton, Spinner, textLink } from './auth-shell.tsx';
import { NewPasswordFields } from './form-field.tsx';
import { useDelayedNavigate } from './use-delayed-navigate.ts';
import { accountText, check, type FieldErrors, passwordsDoNotMatch } from './validation.ts';

type Field = 'password' | 'confirm';
const order: readonly Field[] = ['password', 'confirm'];

/** Made while rendering, so its words are in the page's language. */
const BackToLogin = () => (
  <Link to={paths.login} className={textLink}>
    <span aria-hidden="true">← </span>
    {t('Back to login')}
  </Link>
);

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthSplit title={t('This link cannot be used')} footer={<BackToLogin />}>
      <div role="alert" className="flex flex-col gap-5">
        <p className="text-slate-700">{message}</p>
        <Link to={paths.forgotPassword} className={primaryButton}>
          {t('Ask for a new link')}
        </Link>
      </div>
    </AuthSplit>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // A link cut short is known to be unusable without asking.
  const wellFormed = resetLinkBody.safeParse({ token }).success;
  const link = useQuery({ ...resetLinkQuery(token), enabled: wellFormed });
  const later = useDelayedNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const [invalid, setInvalid] = useState('');
  const inputs = { password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  if (!wellFormed || link.data?.valid === false)
    return <InvalidLink message={accountText(accountMessages.resetInvalid)} />;
  if (invalid) return <InvalidLink message={invalid} />;
  if (link.isPending) {
    return (
      <AuthSplit title={t('Set a new password')} footer={<BackToLogin />}>
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner />
          {t('Checking your link...')}
        </p>
      </AuthSplit>
    );
  }
  // A check that could not be made (no connection, too many tries) leaves the form: saving says what is wrong.

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = check(resetPasswordBody, { token, password: values.password }, order, {
      confirm: values.confirm !== values.password ? t(passwordsDoNotMatch) : undefined,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first);
      inputs[checked.firstField].current?.focus();
      return;
    }
    setPhase('sending');
    try {
      const { message } = await resetPassword(checked.data);
      setPhase('done');
      toast.success(accountText(message));
      later(paths.login);
    } catch (error) {
      setPhase('idle');
      const message = accountText(serverMessage(error) ?? t(genericError));
      if (error instanceof ApiError && error.status === 400) setInvalid(message);
      toast.error(message);
    }
  }

  return (
    <AuthSplit
      title={t('Set a new password')}
      subtitle={t('Choose a new password for your Chamak account.')}
      footer={<BackToLogin />}
    >
      {phase === 'done' ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
          {accountText(accountMessages.resetDone)} {t('Taking you to the login page...')}
        </p>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('Set a new password')}
          className="flex flex-col gap-5"
        >
          <NewPasswordFields inputs={inputs} values={values} errors={errors} set={set} />
          <button type="submit" disabled={phase !== 'idle'} className={primaryButton}>
            {phase === 'sending' && <Spinner />}
            {phase === 'sending' ? t('Saving...') : t('Save new password')}
          </button>
        </form>
      )}
    </AuthSplit>
  );
}
