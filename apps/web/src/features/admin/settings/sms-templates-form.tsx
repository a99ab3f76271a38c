// The MSG91 templates order messages go out on by SMS (India's DLT rules: only registered templates), one per
// event, and beside it the event's Hindi template, registered on its own, for shoppers who read the shop in
// Hindi (left empty: they get the English one), and its Marathi one while Marathi is on for shoppers (or one is
// saved). Which events go by SMS, and the WhatsApp templates, are kept as they are.
import { type NotifyEvent, notifyEvents, smsTemplate } from '@chamak/shared/notifications';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { SettingsSection } from './section.tsx';

const eventLabels: Record<NotifyEvent, string> = {
  order_placed: 'Order placed',
  order_shipped: 'Order shipped',
  out_for_delivery: 'Out for delivery',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
  cod_confirmation: 'Cash order confirmation link',
  cart_reminder: 'Cart reminder',
  payment_reminder: 'Payment reminder',
  reorder_reminder: 'Reorder reminder',
  renewal_notice: 'Subscription renewal notice',
  delivery_failed: 'Failed delivery: answer link',
  cod_pay_now: 'Pay now offer (cash orders)',
  security_notice: 'Personal-data breach notice',
};

type Field = `${NotifyEvent}_en` | `${NotifyEvent}_hi` | `${NotifyEvent}_mr`;
const en = (e: NotifyEvent) => `${e}_en` as const;
const hi = (e: NotifyEvent) => `${e}_hi` as const;
const mr = (e: NotifyEvent) => `${e}_mr` as const;
const englishNeeded = 'Give the English template ID too: it is the one every other reader gets.';

const fieldsOf = (sms: ShopSettingsResponse['notifications']['sms']) =>
  Object.fromEntries(
    notifyEvents.flatMap((e) => [
      [en(e), sms[e]?.templateId ?? ''],
      [hi(e), sms[e]?.templateIdHi ?? ''],
      [mr(e), sms[e]?.templateIdMr ?? ''],
    ]),
  ) as Record<Field, string>;

export function SmsTemplatesForm({
  notifications,
  languages,
}: {
  notifications: ShopSettingsResponse['notifications'];
  languages: ShopSettingsResponse['languages'];
}) {
  const form = useForm<Record<Field, string>, Field>(() => fieldsOf(notifications.sms));
  // Marathi's column while Marathi is on for shoppers, or while a Marathi template is still saved.
  const withMarathi =
    languages.enabled.includes('mr') || notifyEvents.some((e) => notifications.sms[e]?.templateIdMr);
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Partial<Record<Field, string>> = {};
    const sms: ShopSettingsResponse['notifications']['sms'] = {};
    for (const event of notifyEvents) {
      const english = form.values[en(event)];
      const hindi = form.values[hi(event)];
      const marathi = form.values[mr(event)];
      if (!english.trim() && !hindi.trim() && !marathi.trim()) continue;
      if (!english.trim()) {
        errors[en(event)] = englishNeeded;
        continue;
      }
      const parsed = smsTemplate.safeParse({
        templateId: english,
        ...(hindi.trim() ? { templateIdHi: hindi } : {}),
        ...(marathi.trim() ? { templateIdMr: marathi } : {}),
      });
      if (parsed.success) sms[event] = parsed.data;
      else
        for (const issue of parsed.error.issues)
          errors[
            issue.path[0] === 'templateIdHi'
              ? hi(event)
              : issue.path[0] === 'templateIdMr'
                ? mr(event)
                : en(event)
          ] ??= issue.message;
    }
    if (!form.check(errors)) return;
    form.setValues(fieldsOf(sms));
    save.mutate(
      { notifications: { ...notifications, sms } },
      {
        onError: (error) =>
          form.serverError(
            error,
            Object.fromEntries(
              notifyEvents.flatMap((e) => [
                [`notifications.sms.${e}.templateId`, en(e)],
                [`notifications.sms.${e}.templateIdHi`, hi(e)],
                [`notifications.sms.${e}.templateIdMr`, mr(e)],
              ]),
            ) as Record<string, Field>,
          ),
      },
    );
  };
  return (
    <SettingsSection
      title="SMS templates"
      description={`The MSG91 template ID of each message sent by SMS, as mapped in MSG91 to its DLT-registered template. A shopper who reads the shop in Hindi${withMarathi ? ' or Marathi' : ''} gets the template in that language when you give its ID, else the English one. Every language's template takes the same values in the same order.`}
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save SMS templates"
    >
      {notifyEvents.map((event) => (
        <fieldset key={event} className={`grid gap-4 ${withMarathi ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
          <legend className="mb-2 text-sm font-medium text-slate-900">{eventLabels[event]}</legend>
          <TextField form={form} name={en(event)} label="MSG91 template ID" autoComplete="off" />
          <TextField form={form} name={hi(event)} label="Hindi template ID (optional)" autoComplete="off" />
          {withMarathi && (
            <TextField
              form={form}
              name={mr(event)}
              label="Marathi template ID (optional)"
              autoComplete="off"
            />
          )}
        </fieldset>
      ))}
    </SettingsSection>
  );
}
