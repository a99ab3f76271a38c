// Profile → Privacy (decision 0357): each purpose the shop uses personal data for, whether it is allowed now, and
// when and under which version of the notice that was said; one button each to stop or allow, in plain words.
// Order updates come with an order and have no button. The shopper's data itself: the my-data page.
import type { ConsentPurpose, ConsentState } from '@chamak/shared/privacy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { accountKeys } from './api.ts';
import { changeConsent, consentsQuery } from './privacy-api.ts';

const button =
  'min-w-20 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

function labelOf(purpose: ConsentPurpose): string {
  switch (purpose) {
    case 'order_updates':
      return t('Order updates (needed to deliver your order)');
    case 'marketing_email':
      return t('Offers and news by e-mail');
    case 'marketing_messages':
      return t('Offers and news by WhatsApp or SMS');
    case 'analytics':
      return t('Analytics and advertising measurement');
  }
}

function stateLine(c: ConsentState): string {
  if (!c.at) return t('Not allowed');
  const when = formatDateTime(c.at);
  if (c.noticeVersion === null)
    return c.given ? t('Allowed since {when}', { when }) : t('Stopped on {when}', { when });
  return c.given
    ? t('Allowed since {when}, under notice version {version}', { when, version: c.noticeVersion })
    : t('Stopped on {when}, under notice version {version}', { when, version: c.noticeVersion });
}

export function PrivacyPanel() {
  const queryClient = useQueryClient();
  const consents = useQuery(consentsQuery());
  const [busy, setBusy] = useState<ConsentPurpose | null>(null);

  if (consents.isPending) return <Loading />;
  if (consents.isError)
    return <ErrorState message={consents.error.message} onRetry={() => consents.refetch()} />;

  async function change(purpose: ConsentPurpose, given: boolean) {
    setBusy(purpose);
    try {
      await changeConsent(purpose, given);
      toast.success(
        given ? t('Allowed. You can stop it at any time.') : t('Stopped. You can allow it at any time.'),
      );
      // Stopping offers stops the reminders too: the message preferences are read again.
      await queryClient.invalidateQueries({ queryKey: accountKeys.all() });
    } catch {
      toast.error(t('Could not save your choices.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="privacy-heading">
      <h2 id="privacy-heading" className="text-xl font-bold text-slate-900">
        {t('Privacy')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('What the shop may use your data for. Change any of them at any time.')}{' '}
        <Link to={paths.privacyNotice} className="font-medium text-brand underline underline-offset-2">
          {t('Privacy notice')}
        </Link>
      </p>
      <ul className="mt-5 divide-y divide-slate-100 rounded-2xl border border-slate-200">
        {consents.data.purposes.map((c) => (
          <li
            key={c.purpose}
            data-purpose={c.purpose}
            className="flex flex-wrap items-center justify-between gap-3 p-4"
          >
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-medium text-slate-900">{labelOf(c.purpose)}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                {c.optional ? stateLine(c) : t('Comes with each order you place')}
              </p>
            </div>
            {c.optional && (
              <button
                type="button"
                className={button}
                disabled={busy !== null}
                aria-label={`${c.given ? t('Stop') : t('Allow')}: ${labelOf(c.purpose)}`}
                onClick={() => change(c.purpose, !c.given)}
              >
                {c.given ? t('Stop') : t('Allow')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-5">
        <Link to="/account/my-data" className="font-medium text-brand underline underline-offset-2">
          {t('Download, correct or erase my data')}
        </Link>
      </p>
    </section>
  );
}
