// /login (SPEC sections 2, 4, 5): e-mail and password with show/hide, 'Forgot Password' to /forgot-password
// (D12), the session kept in SPEC's keys, the guest cart and wishlist merged (D10), then after 2.5 s an admin
// goes to /admin and a customer back to where they came from. One message per attempt (decision 0306): the
// missing-field toast or the server's refusal by the button, never an earlier attempt's beside it. Where the shop
// offers it (D25), "Continue with mobile number" swaps the form for sign-in by a code sent to the number; a
// customer signed in that way goes on as after the e-mail login.
import { accountMessages, loginBody } from '@chamak/shared/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { type PhoneSignedIn, PhoneSignIn } from '../../components/phone-sign-in.tsx';
import { t } from '../../lib/i18n.ts';
import { otpStatusQuery } from '../../lib/phone-sign-in.ts';
import { safeReturnPath } from '../../lib/session.ts';
import { keepSession, mergeGuestIntoAccount } from '../../lib/sign-in.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { AccountDetailsStep } from './account-details-step.tsx';
import { genericError, login, serverMessage } from './api.ts';
import { AuthSplit, primaryButton, Spinner, textLink } from './auth-shell.tsx';
import { PasswordField, TextField } from './form-field.tsx';
import { redirectDelayMs, useDelayedNavigate } from './use-delayed-navigate.ts';
import { accountText, check, type FieldErrors } from './validation.ts';

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
  const otp = useQuery(otpStatusQuery());
  const [byPhone, setByPhone] = useState(false);
  /** The account signed in by a code whose name or e-mail is asked for before going on. */
  const [detailsOf, setDetailsOf] = useState<number | null>(null);

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
      setFailure(accountText(serverMessage(error) ?? t(genericError)));
      return;
    }
    if (!result) {
      setPhase('idle');
      setFailure(t('Invalid response from server.'));
      return;
    }
    const started = Date.now();
    // The session in SPEC's keys; anything cached while a guest (or another user) fetched again for this account.
    await keepSession(queryClient, result);
    toast.success(accountText(accountMessages.loginSuccess), loginToast);
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

  /**
   * Signed in by a code: the session is kept and the guest lists merged; on as after the e-mail login, after asking
   * once for the name and e-mail an account made by a code lacks (the checkout asks for them itself).
   */
  function signedInByPhone(signedIn: PhoneSignedIn) {
    toast.dismiss(loginToast.id);
    if (signedIn.needsDetails && signedIn.userId !== undefined && !next?.startsWith(paths.checkout)) {
      setDetailsOf(signedIn.userId);
      return;
    }
    toast.success(accountText(accountMessages.loginSuccess), loginToast);
    setPhase('redirecting');
    later(next ?? paths.home, { replace: true });
  }

  function detailsDone() {
    setPhase('redirecting');
    later(next ?? paths.home, { replace: true }, 0);
  }

  const keepNext = next ? `?next=${encodeURIComponent(next)}` : '';
  const otherWay =
    'inline-flex w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 shadow-xs transition hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

  return (
    <AuthSplit
      title={detailsOf !== null ? t('Welcome to Chamak') : t('Welcome back')}
      subtitle={
        detailsOf !== null
          ? t('You are signed in with your mobile number.')
          : // Coming from a reminder's restore link: the cart is the account's.
            next?.startsWith(`${paths.cart}?restore=`)
            ? t('Log in to get back the cart you left. Your items are saved in your account.')
            : // Coming from a reorder reminder's link: the item goes into the account's cart.
              next?.startsWith(`${paths.cart}?reorder=`)
              ? t('Log in to reorder in one tap. The item goes into your cart.')
              : t('Log in to check out, keep your wishlist and track your orders.')
      }
      footer={
        <>
          {t("Don't have an account?")}{' '}
          <Link to={`${paths.signup}${keepNext}`} className={textLink}>
            {t('Sign up')}
          </Link>
        </>
      }
    >
      {detailsOf !== null ? (
        <AccountDetailsStep userId={detailsOf} onDone={detailsDone} />
      ) : byPhone ? (
        <div className="flex flex-col gap-5">
          <PhoneSignIn onSignedIn={signedInByPhone} verifyLabel={t('Verify and log in')} autoFocus />
          <button
            type="button"
            onClick={() => setByPhone(false)}
            disabled={phase === 'redirecting'}
            className={otherWay}
          >
            {t('Use e-mail and password instead')}
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <form onSubmit={submit} noValidate aria-label={t('Log in')} className="flex flex-col gap-5">
            <TextField
              ref={inputs.email}
              label={t('Email')}
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
                label={t('Password')}
                name="password"
                autoComplete="current-password"
                placeholder={t('Your password')}
                value={values.password}
                onValueChange={set('password')}
                error={errors.password}
              />
              <div className="mt-2 text-right">
                <Link to={paths.forgotPassword} className={`text-sm ${textLink}`}>
                  {t('Forgot Password?')}
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
              {phase === 'idle' ? t('Login') : phase === 'sending' ? t('Logging in...') : t('Redirecting...')}
            </button>
          </form>
          {otp.data?.enabled && (
            <>
              <p className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
                <span className="h-px flex-1 bg-slate-200" />
                {t('or')}
                <span className="h-px flex-1 bg-slate-200" />
              </p>
              <button
                type="button"
                onClick={() => {
                  toast.dismiss(loginToast.id);
                  setFailure('');
                  setByPhone(true);
                }}
                disabled={phase !== 'idle'}
                className={otherWay}
              >
                {t('Continue with mobile number')}
              </button>
            </>
          )}
        </div>
      )}
    </AuthSplit>
  );
}
