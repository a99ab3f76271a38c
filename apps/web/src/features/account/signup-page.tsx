// /signup (SPEC sections 2 and 5): fullname, username, phone, email, password and repeat password, checked with
// the shared signup schema; errors under the fields and the first one toasted; success goes to /login.
import { accountMessages, signupBody } from '@chamak/shared/accounts';
import { phoneInputMaxLength } from '@chamak/shared/phone';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NoticeLink, noOffers, OffersBoxes } from '../../components/privacy-consent.tsx';
import { t } from '../../lib/i18n.ts';
import { safeReturnPath } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { genericError, serverMessage, signup } from './api.ts';
import { AuthSplit, primaryButton, Spinner, textLink } from './auth-shell.tsx';
import { PasswordField, TextField } from './form-field.tsx';
import { useDelayedNavigate } from './use-delayed-navigate.ts';
import {
  accountText,
  check,
  type FieldErrors,
  passwordHint,
  passwordsDoNotMatch,
  phoneHint,
} from './validation.ts';

type Field = 'fullname' | 'username' | 'phone' | 'email' | 'password' | 'confirm';
/** The form's order, top to bottom: the first error in it is the one toasted. */
const order: readonly Field[] = ['fullname', 'username', 'phone', 'email', 'password', 'confirm'];
const empty: Record<Field, string> = {
  fullname: '',
  username: '',
  phone: '',
  email: '',
  password: '',
  confirm: '',
};

export default function SignupPage() {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const keepNext = next ? `?next=${encodeURIComponent(next)}` : '';
  const later = useDelayedNavigate();
  const [values, setValues] = useState(empty);
  // The optional offers boxes (decision 0357): never ticked beforehand.
  const [offers, setOffers] = useState(noOffers);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [phase, setPhase] = useState<'idle' | 'sending' | 'redirecting'>('idle');
  const inputs = {
    fullname: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (phase !== 'idle') return;
    const { confirm, ...account } = values;
    const checked = check(signupBody, account, order, {
      confirm: confirm !== account.password ? t(passwordsDoNotMatch) : undefined,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first);
      inputs[checked.firstField].current?.focus();
      return;
    }
    setErrors({});
    setPhase('sending');
    try {
      await signup({ ...checked.data, ...offers });
    } catch (error) {
      setPhase('idle');
      const message = serverMessage(error) ?? t(genericError);
      // A taken e-mail or username belongs under its field too.
      const field: Field | null =
        message === accountMessages.emailTaken
          ? 'email'
          : message === accountMessages.usernameTaken
            ? 'username'
            : null;
      if (field) {
        setErrors({ [field]: accountText(message) });
        inputs[field].current?.focus();
      }
      toast.error(accountText(message));
      return;
    }
    setPhase('redirecting');
    toast.success(accountText(accountMessages.signupSuccess));
    later(`${paths.login}${keepNext}`, { state: { email: checked.data.email } });
  }

  return (
    <AuthSplit
      title={t('Create your account')}
      subtitle={t('Sign up in a minute to save your cart, check out and follow your orders.')}
      footer={
        <>
          {t('Already have an account?')}{' '}
          <Link to={`${paths.login}${keepNext}`} className={textLink}>
            {t('Log in')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('Sign up')} className="grid gap-5 sm:grid-cols-2">
        <TextField
          ref={inputs.fullname}
          label={t('Full name')}
          name="fullname"
          autoComplete="name"
          placeholder="Priya Sharma"
          maxLength={100}
          value={values.fullname}
          onValueChange={set('fullname')}
          error={errors.fullname}
        />
        <TextField
          ref={inputs.username}
          label={t('Username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="priya.sharma"
          maxLength={40}
          value={values.username}
          onValueChange={set('username')}
          error={errors.username}
        />
        <TextField
          ref={inputs.phone}
          label={t('Phone number')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          maxLength={phoneInputMaxLength}
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          hint={t(phoneHint)}
        />
        <TextField
          ref={inputs.email}
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
        <PasswordField
          ref={inputs.password}
          label={t('Password')}
          name="password"
          autoComplete="new-password"
          placeholder={t('Create a password')}
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          hint={t(passwordHint)}
          className="sm:col-span-2"
        />
        <PasswordField
          ref={inputs.confirm}
          label={t('Repeat password')}
          name="confirm"
          autoComplete="new-password"
          placeholder={t('Type it again')}
          value={values.confirm}
          onValueChange={set('confirm')}
          error={errors.confirm}
          className="sm:col-span-2"
        />
        <OffersBoxes value={offers} onChange={setOffers} className="sm:col-span-2" />
        <NoticeLink className="sm:col-span-2" />
        <button type="submit" disabled={phase !== 'idle'} className={`${primaryButton} sm:col-span-2`}>
          {phase === 'sending' && <Spinner />}
          {phase === 'idle' ? t('Sign Up') : phase === 'sending' ? t('Signing up...') : t('Redirecting...')}
        </button>
      </form>
    </AuthSplit>
  );
}
