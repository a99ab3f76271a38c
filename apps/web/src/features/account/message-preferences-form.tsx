// The profile's Order messages: whether order updates also come by SMS and by WhatsApp, and whether the shop
// may remind the shopper of a left cart or an unfinished payment. Turning one off is kept with its time (DPDP
// Act) and shown here; e-mail about orders always comes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, messagePreferencesQuery, saveMessagePreferences, serverMessage } from './api.ts';
import { Spinner } from './auth-shell.tsx';
import { accountText } from './validation.ts';

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

type Channel = 'sms' | 'whatsapp' | 'reminders';
const labels: Record<Channel, string> = {
  sms: msg('Text messages (SMS)'),
  whatsapp: msg('WhatsApp'),
  reminders: msg(
    'Reminders: items left in my cart, a payment not finished, a product I may be running out of',
  ),
};

export function MessagePreferencesForm({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(messagePreferencesQuery(userId));
  const [values, setValues] = useState({ sms: true, whatsapp: true, reminders: true });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data)
      setValues({
        sms: data.sms.receive,
        whatsapp: data.whatsapp.receive,
        reminders: data.reminders.receive,
      });
  }, [data]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const saved = await saveMessagePreferences(userId, values);
      queryClient.setQueryData(accountKeys.messages(userId), {
        sms: saved.sms,
        whatsapp: saved.whatsapp,
        reminders: saved.reminders,
      });
      toast.success(accountText(saved.message));
    } catch (error) {
      const message = serverMessage(error);
      toast.error(
        message
          ? t('Could not save your choices. {message}', { message: accountText(message) })
          : t('Could not save your choices.'),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="messages-title" className="mt-10 border-t border-slate-100 pt-8">
      <h2 id="messages-title" className="text-lg font-bold text-slate-900">
        {t('Order messages')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(
          'We e-mail you about every order. Choose whether updates (shipped, out for delivery) also come to your phone, and whether we may remind you of a cart you left or a payment that did not go through.',
        )}
      </p>
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">{t('Send order updates by')}</legend>
        {(['sms', 'whatsapp', 'reminders'] as const).map((channel) => {
          const since = data?.[channel].optedOutAt;
          return (
            <label key={channel} className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand"
                checked={values[channel]}
                disabled={!data}
                onChange={(e) => setValues((v) => ({ ...v, [channel]: e.target.checked }))}
              />
              <span>
                {t(labels[channel])}
                {since && !values[channel] && (
                  <span className="block text-xs text-slate-500">
                    {t('Off since {date}', { date: formatDateTime(since) })}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="mt-6 flex justify-end">
        <button type="submit" disabled={saving || !data} className={primaryButton}>
          {saving && <Spinner />}
          {saving ? t('Saving...') : t('Save choices')}
        </button>
      </div>
    </form>
  );
}
