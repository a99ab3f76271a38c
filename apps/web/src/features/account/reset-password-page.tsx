// /reset-password?token=... (D12): sets a new password with the signup password rules, then goes to /login.
// A used or expired link says so and offers to ask for a new one.
import { accountMessages, resetPasswordBody } from '@chamak/shared/accounts';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { genericError, resetPassword, serverMessage } from './api.ts';
import { AuthCard, primaryButton, Spinner, textLink } from './auth-shell.tsx';
import { NewPasswordFields } from './form-field.tsx';
import { useDelayedNavigate } from './use-delayed-navigate.ts';
import { check, type FieldErrors, passwordsDoNotMatch } from './validation.ts';

type Field = 'password' | 'confirm';
const order: readonly Field[] = ['password', 'confirm'];

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard
      title="This link cannot be used"
      footer={
        <Link to={paths.login} className={textLink}>
          <span aria-hidden="true">← </span>Back to login
        </Link>
      }
    >
      <div role="alert" className="flex flex-col gap-5">
        <p className="text-slate-700">{message}</p>
        <Link to={paths.forgotPassword} className={primaryButton}>
          Ask for a new link
        </Link>
      </div>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
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

  if (!token) return <InvalidLink message={accountMessages.resetInvalid} />;
  if (invalid) return <InvalidLink message={invalid} />;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = check(resetPasswordBody, { token, password: values.password }, order, {
      confirm: values.confirm !== values.password ? passwordsDoNotMatch : undefined,
    });
    if (!checked.ok) {
      if (checked.errors.password === undefined && checked.errors.confirm === undefined) {
        // Only the token can be wrong here: the link was cut short.
        setInvalid(accountMessages.resetInvalid);
        return;
      }
      setErrors(checked.errors);
      toast.error(checked.first);
      inputs[checked.firstField].current?.focus();
      return;
    }
    setPhase('sending');
    try {
      const { message } = await resetPassword(checked.data);
      setPhase('done');
      toast.success(message);
      later(paths.login);
    } catch (error) {
      setPhase('idle');
      const message = serverMessage(error) ?? genericError;
      if (error instanceof ApiError && error.status === 400) setInvalid(message);
      toast.error(message);
    }
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a new password for your Chamak account."
      footer={
        <Link to={paths.login} className={textLink}>
          <span aria-hidden="true">← </span>Back to login
        </Link>
      }
    >
      {phase === 'done' ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
          {accountMessages.resetDone} Taking you to the login page...
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Set a new password" className="flex flex-col gap-5">
          <NewPasswordFields inputs={inputs} values={values} errors={errors} set={set} />
          <button type="submit" disabled={phase !== 'idle'} className={primaryButton}>
            {phase === 'sending' && <Spinner />}
            {phase === 'sending' ? 'Saving...' : 'Save new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
