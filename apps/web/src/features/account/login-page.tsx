// /login (SPEC sections 2, 4, 5): e-mail and password with show/hide, 'Forgot Password' to /forgot-password
// (D12), the session kept in SPEC's keys, the guest cart and wishlist merged (D10), then after 2.5 s an admin
// goes to /admin and a customer back to where they came from. One message per attempt (decision 0306): the
// missing-field toast or the server's refusal by the button, never an earlier attempt's beside it.
import { accountMessages, loginBody } from '@chamak/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { safeReturnPath, session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { genericError, login, serverMessage } from './api.ts';
import { AuthSplit, primaryButton, Spinner, textLink } from './auth-shell.tsx';
import { PasswordField, TextField } from './form-field.tsx';
import { mergeGuestIntoAccount } from './merge-guest.ts';
import { redirectDelayMs, useDelayedNavigate } from './use-delayed-navigate.ts';
import { check, type FieldErrors } from './validation.ts';

type Field = 'email' | 'password';
const order: readonly Field[] = ['email', 'password'];
/** The login form's one toast: each attempt's takes the place of the one before. */
const loginToast = { id: 'login' };

/** Where to go after logging in: `?next=/checkout`, or navigation state `{ from }` (a path or a location). */
function returnPath(next: string | null, state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  const fromPath =
    typeof from === 'object' && from !== null && 'pathname' in from
      ? `${String(from.pathname)}${'search' in from ? String(from.search ?? '') : ''}`
      : from;
  return safeReturnPath(next) ?? safeReturnPath(fromPath);
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const later = useDelayedNavigate();
  const next = returnPath(params.get('next'), location.state);
  const prefill = (location.state as { email?: unknown } | null)?.email;

  const [values, setValues] = useState<Record<Field, string>>({
    email: typeof prefill === 'string' ? prefill : '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState('');
  const [phase, setPhase] = useState<'idle' | 'sending' | 'redirecting'>('idle');
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure('');
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (phase !== 'idle') return;
    // A new attempt: what the last one said no longer holds.
    toast.dismiss(loginToast.id);
    setFailure('');
    const checked = check(loginBody, values, order);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first, loginToast);
      inputs[checked.firstField].current?.focus();
      return;
    }
    setErrors({});
    setPhase('sending');
    let result: Awaited<ReturnType<typeof login>>;
    try {
      result = await login(checked.data);
    } catch (error) {
      // Wrong e-mail or password, a blocked account (told only after the right password), too many tries, no
      // connection: said once, by the button, where it stays until the next attempt or an edit.
      setPhase('idle');
      setFailure(serverMessage(error) ?? genericError);
      return;
    }
    if (!result) {
      setPhase('idle');
      setFailure('Invalid response from server.');
      return;
    }
    const started = Date.now();
    session.save(result);
    // Anything cached while a guest (or another user) must be fetched again for this account.
    await queryClient.invalidateQueries();
    toast.success(accountMessages.loginSuccess, loginToast);
    setPhase('redirecting');
    if (result.isAdmin) {
      later(paths.admin, { replace: true });
      return;
    }
    if (result.userId !== undefined) {
      const merged = await mergeGuestIntoAccount(result.userId);
      if (merged.status === 'failed') toast.error(merged.message);
    }
    later(next ?? paths.home, { replace: true }, redirectDelayMs - (Date.now() - started));
  }

  const keepNext = next ? `?next=${encodeURIComponent(next)}` : '';

  return (
    <AuthSplit
      title="Welcome back"
      subtitle={
        // Coming from a reminder's restore link: the cart is the account's.
        next?.startsWith(`${paths.cart}?restore=`)
          ? 'Log in to get back the cart you left. Your items are saved in your account.'
          : 'Log in to check out, keep your wishlist and track your orders.'
      }
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={`${paths.signup}${keepNext}`} className={textLink}>
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Log in" className="flex flex-col gap-5">
        <TextField
          ref={inputs.email}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
        />
        <div>
          <PasswordField
            ref={inputs.password}
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={values.password}
            onValueChange={set('password')}
            error={errors.password}
          />
          <div className="mt-2 text-right">
            <Link to={paths.forgotPassword} className={`text-sm ${textLink}`}>
              Forgot Password?
            </Link>
          </div>
        </div>
        {failure && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {failure}
          </p>
        )}
        <button type="submit" disabled={phase !== 'idle'} className={primaryButton}>
          {phase === 'sending' && <Spinner />}
          {phase === 'idle' ? 'Login' : phase === 'sending' ? 'Logging in...' : 'Redirecting...'}
        </button>
      </form>
    </AuthSplit>
  );
}
