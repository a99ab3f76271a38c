// /forgot-password (D12): asks for the e-mail and sends a single-use, expiring reset link. The answer is the same
// whether or not the account exists, so the page never tells who has an account. In the login page's frame,
// without the shop's header and footer.
import { forgotPasswordBody } from '@chamak/shared/accounts';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { MailIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { forgotPassword, genericError, serverMessage } from './api.ts';
import { AuthSplit, primaryButton, Spinner, textLink } from './auth-shell.tsx';
import { TextField } from './form-field.tsx';
import { accountText, check } from './validation.ts';

const order = ['email'] as const;

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ to: string; message: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sending) return;
    const checked = check(forgotPasswordBody, { email }, order);
    if (!checked.ok) {
      setError(checked.first);
      toast.error(checked.first);
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      const { message } = await forgotPassword(checked.data.email);
      setSent({ to: checked.data.email, message: accountText(message) });
      toast.success(accountText(message));
    } catch (err) {
      toast.error(accountText(serverMessage(err) ?? t(genericError)));
    } finally {
      setSending(false);
    }
  }

  const backToLogin = (
    <Link to={paths.login} className={textLink}>
      <span aria-hidden="true">← </span>
      {t('Back to login')}
    </Link>
  );

  if (sent) {
    // The address in bold inside the sentence: the text's placeholder, unfilled, marks where it goes.
    const [before, after] = t(
      'If {email} belongs to a Chamak account, the e-mail is on its way. The link works once and expires after a short while; if nothing arrives, check your spam folder or ask again.',
    ).split('{email}');
    return (
      <AuthSplit title={t('Check your inbox')} footer={backToLogin}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-indigo-50 text-brand">
            <MailIcon width={28} height={28} />
          </span>
          <p className="text-slate-700">{sent.message}</p>
          <p className="text-sm text-slate-500">
            {before}
            <strong className="font-semibold text-slate-800">{sent.to}</strong>
            {after}
          </p>
          <button
            type="button"
            onClick={() => setSent(null)}
            className="text-sm font-semibold text-brand hover:underline"
          >
            {t('Use a different e-mail')}
          </button>
        </div>
      </AuthSplit>
    );
  }

  return (
    <AuthSplit
      title={t('Forgot your password?')}
      subtitle={t('Enter the e-mail of your account and we will send you a link to set a new password.')}
      footer={backToLogin}
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('Reset password request')}
        className="flex flex-col gap-5"
      >
        <TextField
          ref={input}
          label={t('Email')}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending && <Spinner />}
          {sending ? t('Sending...') : t('Send reset link')}
        </button>
      </form>
    </AuthSplit>
  );
}
