// The account page's saved GSTINs (decision 0340), under the addresses: the business registrations kept with
// "Save this GSTIN for next time" at checkout, each to delete. Orders placed with one keep theirs.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, Loading } from '../../components/states.tsx';
import {
  billingLine,
  businessRegistrationsKey,
  businessRegistrationsQuery,
  deleteBusinessRegistration,
  type SavedBusinessRegistration,
} from '../../lib/business-registrations.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { serverMessage } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function BusinessGstins({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const kept = useQuery(businessRegistrationsQuery(userId));
  const [deleting, setDeleting] = useState<SavedBusinessRegistration | null>(null);
  const [busy, setBusy] = useState(false);

  if (kept.isPending) return <Loading text={t('Loading your GSTINs...')} />;
  if (kept.isError)
    return <ErrorState message={t('Failed to load your GSTINs.')} onRetry={() => kept.refetch()} />;

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteBusinessRegistration(userId, deleting.id);
      await queryClient.invalidateQueries({ queryKey: businessRegistrationsKey(userId) });
      toast.success(t('GSTIN deleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(serverMessage(error) ?? t('Could not delete the GSTIN. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="business-gstins" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="business-gstins" className="text-lg font-bold text-slate-900">
        {t('Business GSTINs')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('GSTINs you saved at checkout, for a GST tax invoice in your business’s name.')}
      </p>
      {kept.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {t('No saved GSTINs yet. Tick “Save this GSTIN for next time” at checkout.')}
        </p>
      ) : (
        <ul aria-label={t('Saved GSTINs')} className="mt-6 grid gap-4 md:grid-cols-2">
          {kept.data.map((r) => (
            <li
              key={r.id}
              aria-label={`${r.legalName}: ${r.gstin}`}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
            >
              <div className="text-sm text-slate-700">
                <p className="font-semibold text-slate-900">{r.legalName}</p>
                <p className="mt-0.5 font-mono text-slate-800">{t('GSTIN: {gstin}', { gstin: r.gstin })}</p>
                <p className="mt-0.5 break-words">{billingLine(r)}</p>
              </div>
              <div className="-mx-2 mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-2">
                <button
                  type="button"
                  className="rounded-lg px-2 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
                  onClick={() => setDeleting(r)}
                  aria-label={t('Delete {name}', { name: r.gstin })}
                >
                  {t('Delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('Delete this GSTIN?')}
          message={t(
            '{gstin} ({name}) will be removed from your saved GSTINs. Orders already placed keep it.',
            {
              gstin: deleting.gstin,
              name: deleting.legalName,
            },
          )}
          confirmLabel={t('Delete')}
          busyLabel={t('Deleting...')}
          busy={busy}
          danger
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
