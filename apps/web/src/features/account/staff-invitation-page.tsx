// /staff-invitation?token=... (decision 0348): the page of a staff invitation's link. It says who invited whom as
// what, and takes a phone number and a password; accepting makes the back-office account, signs it in and opens
// the back-office. An expired, withdrawn or used link says so at once. In English, as the back-office is.
import { acceptInvitationBody, staffMessages } from '@chamak/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { keepSession } from '../../lib/sign-in.ts';
import { paths } from '../../paths.ts';
import { AuthSplit, primaryButton, Spinner } from './auth-shell.tsx';
import { PasswordField, TextField } from './form-field.tsx';

type Info = { email: string; fullname: string; role: string; roleLabel: string };
type Field = 'phone' | 'password' | 'confirm';

function Invalid() {
  return (
    <AuthSplit title="This invitation cannot be used">
      <p role="alert" className="text-slate-700">
        {staffMessages.invitationInvalid}
      </p>
    </AuthSplit>
  );
}

export default function StaffInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  // Read once as the page opens, not as a cached query: once accepted the link is used up, and the sign-in's
  // refresh of cached answers must not ask about it again.
  const [info, setInfo] = useState<{ data?: Info; failed?: boolean }>({});
  useEffect(() => {
    if (token.length < 20) return;
    const controller = new AbortController();
    request<Info>(`/staff-invitations/${encodeURIComponent(token)}`, { signal: controller.signal }).then(
      (data) => setInfo({ data }),
      () => {
        if (!controller.signal.aborted) setInfo({ failed: true });
      },
    );
    return () => controller.abort();
  }, [token]);
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState('');

  if (token.length < 20 || info.failed) return <Invalid />;
  if (!info.data)
    return (
      <AuthSplit title="Join the back-office">
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner />
          Checking your invitation...
        </p>
      </AuthSplit>
    );

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sending) return;
    const parsed = acceptInvitationBody.safeParse({ token, phone: values.phone, password: values.password });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if ((field === 'phone' || field === 'password') && !next[field]) next[field] = issue.message;
      }
    if (values.confirm !== values.password) next.confirm = 'The two passwords do not match.';
    if (Object.keys(next).length > 0 || !parsed.success) {
      setErrors(next);
      return;
    }
    setSending(true);
    setFailed('');
    try {
      const reply = await request<{ token: string; isAdmin: true }>('/staff-invitations/accept', {
        body: parsed.data,
      });
      // Everything cached as a guest is fetched again, but this link: it is used now, and would answer 404.
      await keepSession(client, { token: reply.token, isAdmin: true });
      navigate(paths.admin, { replace: true });
    } catch (error) {
      setSending(false);
      setFailed(
        error instanceof ApiError && error.status !== 0 ? error.message : 'Could not join. Please try again.',
      );
    }
  }

  const data = info.data;
  return (
    <AuthSplit
      title={`Welcome, ${data.fullname}`}
      subtitle={`You are invited to the shop's back-office as ${data.roleLabel}. Your sign-in e-mail is ${data.email}.`}
    >
      <form onSubmit={submit} noValidate aria-label="Accept the invitation" className="flex flex-col gap-5">
        <TextField
          label="Mobile number"
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          inputMode="tel"
          autoComplete="tel-national"
        />
        <PasswordField
          label="Choose a password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          hint="At least 8 characters, with an uppercase letter, a number and a special character."
          autoComplete="new-password"
        />
        <PasswordField
          label="Type it again"
          value={values.confirm}
          onValueChange={set('confirm')}
          error={errors.confirm}
          autoComplete="new-password"
        />
        {failed && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {failed}
          </p>
        )}
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending && <Spinner />}
          {sending ? 'Joining...' : 'Join and open the back-office'}
        </button>
      </form>
    </AuthSplit>
  );
}
