// The My Profile tab (SPEC section 2): the account's details read-only, or editable after Update, which then
// becomes Save; checked with the shared profile schema (the signup rules) and sent with PATCH. A new e-mail asks
// for the current password (D23). An account made by a mobile code shows no e-mail until it gives one, which it
// may do once without a password (it has none); later changes need the password a reset link sets first.
import { accountMessages, hasNoEmail, profileBody, type User } from '@chamak/shared/accounts';
import { phoneInputMaxLength } from '@chamak/shared/phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, Loading } from '../../components/states.tsx';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, profileWithSignInQuery, serverMessage, updateProfile } from './api.ts';
import { Spinner } from './auth-shell.tsx';
import { PasswordField, TextField } from './form-field.tsx';
import { accountText, check, type FieldErrors, phoneHint } from './validation.ts';

type Field = 'fullname' | 'username' | 'email' | 'phone' | 'currentPassword';
const order: readonly Field[] = ['fullname', 'username', 'email', 'phone', 'currentPassword'];

const valuesOf = (user: User): Record<Field, string> => ({
  fullname: user.fullname,
  username: user.username,
  email: hasNoEmail(user.email) ? '' : user.email,
  phone: user.phone,
  currentPassword: '',
});

const secondaryButton =
  'rounded-xl border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60';
const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

export function ProfilePanel({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileWithSignInQuery(userId));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const inputs = {
    fullname: firstInput,
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    currentPassword: useRef<HTMLInputElement>(null),
  };
  const toggled = useRef(false);

  // Focus follows the mode: into the form on Update, back to Update after Save or Cancel.
  useEffect(() => {
    if (!toggled.current) return;
    if (editing) firstInput.current?.focus();
    else updateButton.current?.focus();
  }, [editing]);

  if (profile.isPending) return <Loading text={t('Loading your profile...')} />;
  if (profile.isError)
    return <ErrorState message={t('Failed to load your profile.')} onRetry={() => profile.refetch()} />;

  const { user, passwordSet } = profile.data;
  const values = editing && draft ? draft : valuesOf(user);
  const noEmailYet = hasNoEmail(user.email);
  const emailChanged = editing && values.email.trim().toLowerCase() !== valuesOf(user).email.toLowerCase();
  // The first e-mail of an account made by a code needs no password; a change of a real one needs the current one.
  const needsCurrentPassword = emailChanged && !noEmailYet && passwordSet;

  const set = (field: Field) => (value: string) => {
    setDraft((d) => ({ ...(d ?? valuesOf(user)), [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function startEditing() {
    toggled.current = true;
    setDraft(valuesOf(user));
    setErrors({});
    setEditing(true);
  }

  function stopEditing() {
    toggled.current = true;
    setEditing(false);
    setDraft(null);
    setErrors({});
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!editing || saving) return;
    const { currentPassword, ...typed } = values;
    // Left empty, the stand-in e-mail stays: a name can be saved before an e-mail is given.
    const details = noEmailYet && !typed.email.trim() ? { ...typed, email: user.email } : typed;
    const checked = check(
      profileBody,
      needsCurrentPassword ? { ...details, currentPassword } : details,
      order,
      needsCurrentPassword && !currentPassword
        ? { currentPassword: accountText(accountMessages.currentPasswordNeeded) }
        : emailChanged && !noEmailYet && !passwordSet
          ? { email: accountText(accountMessages.emailNeedsPassword) }
          : {},
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first);
      inputs[checked.firstField].current?.focus();
      return;
    }
    setSaving(true);
    try {
      const result = await updateProfile(userId, checked.data);
      // A new e-mail ended every session; the fresh token keeps this device logged in.
      if (result.token) session.save({ token: result.token, userId });
      queryClient.setQueryData(accountKeys.profile(userId), { user: result.user, passwordSet });
      toast.success(accountText(accountMessages.profileUpdated));
      stopEditing();
    } catch (error) {
      const message = serverMessage(error);
      const field: Field | null =
        message === accountMessages.emailTaken || message === accountMessages.emailNeedsPassword
          ? 'email'
          : message === accountMessages.usernameTaken
            ? 'username'
            : message === accountMessages.currentPasswordWrong ||
                message === accountMessages.currentPasswordNeeded
              ? 'currentPassword'
              : null;
      const shown = message && accountText(message);
      if (field) setErrors({ [field]: shown });
      toast.error(
        shown ? t('Failed to update profile. {message}', { message: shown }) : t('Failed to update profile.'),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="profile-title">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="profile-title" className="text-xl font-bold text-slate-900">
            {t('My Profile')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {editing
              ? t('Change your details, then press Save.')
              : t('Member since {date}. Press Update to change your details.', {
                  date: formatDate(user.createdAt),
                })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold capitalize ${user.status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
        >
          {user.status}
        </span>
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          ref={inputs.fullname}
          label={t('Full name')}
          name="fullname"
          autoComplete="name"
          maxLength={100}
          readOnly={!editing}
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
          maxLength={40}
          readOnly={!editing}
          value={values.username}
          onValueChange={set('username')}
          error={errors.username}
        />
        <TextField
          ref={inputs.email}
          label={t('Email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={!editing}
          value={values.email}
          placeholder={noEmailYet ? t('Not given yet') : undefined}
          onValueChange={set('email')}
          error={errors.email}
          hint={editing && noEmailYet ? t('Add your email to get invoices and order updates.') : undefined}
        />
        <TextField
          ref={inputs.phone}
          label={t('Phone number')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={phoneInputMaxLength}
          readOnly={!editing}
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          hint={editing ? t(phoneHint) : undefined}
        />
        {needsCurrentPassword && (
          <PasswordField
            ref={inputs.currentPassword}
            label={t('Current password')}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onValueChange={set('currentPassword')}
            error={errors.currentPassword}
            hint={t(
              'Needed to change your email. We will tell your old address, and log out your other devices.',
            )}
          />
        )}
      </div>

      <div className="mt-8 flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-6">
        {editing ? (
          <>
            <button type="button" onClick={stopEditing} disabled={saving} className={secondaryButton}>
              {t('Cancel')}
            </button>
            {/* A separate element from Update (own key), so the click that opens editing never submits. */}
            <button key="save" type="submit" disabled={saving} className={primaryButton}>
              {saving && <Spinner />}
              {saving ? t('Saving...') : t('Save')}
            </button>
          </>
        ) : (
          <button
            key="update"
            ref={updateButton}
            type="button"
            onClick={startEditing}
            className={primaryButton}
          >
            {t('Update')}
          </button>
        )}
      </div>
    </form>
  );
}
