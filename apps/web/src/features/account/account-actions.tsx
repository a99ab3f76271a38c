// The Delete Account and Log out tabs (SPEC sections 2 and 4): each asks in a confirm modal, then clears all
// browser storage; a deleted account goes to the home page with SPEC's 'Account deleted successfully.', a log out
// to /login. Log out also offers "Log out everywhere", which ends every session (D23).
import { accountMessages } from '@chamak/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { deleteAccount, logoutEverywhere, serverMessage } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { accountText } from './validation.ts';

/**
 * Forgets the session and everything cached for it, then shows `to`. `onLeave` first tells the page, whose own
 * guard would otherwise send a shopper without a session to the login page before `to` has loaded.
 */
function useLeave(onLeave: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (to: string) => {
    onLeave();
    session.clear();
    queryClient.clear();
    navigate(to, { replace: true });
  };
}

type LeaveProps = { onLeave: () => void };

export function DeleteAccountPanel({ userId, onLeave }: { userId: number } & LeaveProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const leave = useLeave(onLeave);

  async function confirm() {
    setBusy(true);
    try {
      await deleteAccount(userId);
    } catch (error) {
      setBusy(false);
      const message = serverMessage(error);
      toast.error(
        message
          ? t('Failed to delete account. {message}', { message: accountText(message) })
          : t('Failed to delete account.'),
      );
      return;
    }
    toast.success(accountText(accountMessages.accountDeleted));
    leave(paths.home);
  }

  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">{t('Delete Account')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('Close your Chamak account for good.')}</p>
      <div className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-900">
        <p className="font-semibold">{t('Deleting your account cannot be undone.')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('Your profile, saved cart, wishlist and reviews are removed.')}</li>
          <li>
            {t(
              'Orders you have placed are still delivered; keep the order number if you need to contact us.',
            )}
          </li>
        </ul>
      </div>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="mt-6 rounded-xl bg-red-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
      >
        {t('Delete Account')}
      </button>
      {asking && (
        <ConfirmDialog
          danger
          title={t('Delete your account?')}
          message={t('This removes your profile, cart, wishlist and reviews. It cannot be undone.')}
          confirmLabel={t('Yes, delete my account')}
          busyLabel={t('Deleting...')}
          busy={busy}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}

export function LogoutPanel({ onLeave }: LeaveProps) {
  const [asking, setAsking] = useState<'here' | 'everywhere' | null>(null);
  const [busy, setBusy] = useState(false);
  const leave = useLeave(onLeave);

  async function everywhere() {
    setBusy(true);
    try {
      const { message } = await logoutEverywhere();
      toast.success(accountText(message));
      leave(paths.login);
    } catch (error) {
      setBusy(false);
      const message = serverMessage(error);
      toast.error(
        message
          ? t('Failed to log out. {message}', { message: accountText(message) })
          : t('Failed to log out.'),
      );
    }
  }

  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">{t('Log out')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Log out of Chamak on this device. Your cart, wishlist and orders stay saved in your account.')}
      </p>
      <button
        type="button"
        onClick={() => setAsking('here')}
        className="mt-6 rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('Log out')}
      </button>
      <div className="mt-8 border-t border-slate-100 pt-6">
        <h3 className="font-semibold text-slate-900">{t('Log out everywhere')}</h3>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            'Lost a phone or used a shared computer? End every session of your account, on every device, this one included.',
          )}
        </p>
        <button
          type="button"
          onClick={() => setAsking('everywhere')}
          className="mt-4 rounded-xl border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('Log out everywhere')}
        </button>
      </div>
      {asking === 'here' && (
        <ConfirmDialog
          title={t('Log out?')}
          message={t('You will need to log in again to check out or see your orders.')}
          confirmLabel={t('Log out')}
          busyLabel={t('Logging out...')}
          busy={false}
          onConfirm={() => {
            toast.success(t('Logged out successfully.'));
            leave(paths.login);
          }}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'everywhere' && (
        <ConfirmDialog
          title={t('Log out everywhere?')}
          message={t('Every device logged in to your account, this one included, will need to log in again.')}
          confirmLabel={t('Log out everywhere')}
          busyLabel={t('Logging out...')}
          busy={busy}
          onConfirm={everywhere}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
