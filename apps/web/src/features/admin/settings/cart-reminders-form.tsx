// Shop Settings → Cart reminders (decision 0245): abandoned-cart reminders on or off, the hours
// a logged-in shopper's cart sits unchanged before the first one, the "complete your payment" reminder, and an
// automatic promotion the reminders mention. Its own call (GET/PUT /api/admin/cart-reminders/settings): these are
// not public shop settings.
import {
  type CartReminderSettings,
  type CartReminderSettingsReply,
  type CartReminderSettingsSaved,
  cartReminderMessages,
} from '@chamak/shared/cart-reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { NumberField, SelectField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { ListMessage, selectClass } from '../list-kit/table.tsx';
import { SettingsSection } from './section.tsx';

const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'cart-reminders'] as const,
    queryFn: ({ signal }) => request<CartReminderSettingsReply>('/admin/cart-reminders/settings', { signal }),
  });

const checkbox = 'mt-0.5 size-4 accent-brand';

export function CartRemindersForm() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(reminderSettingsQuery());
  const form = useForm({ enabled: true, hours: '4', payments: true, promotion: '' });
  const { enabled, payments } = form.values;
  useEffect(() => {
    if (!data) return;
    form.setValues({
      enabled: data.enabled,
      hours: String(data.delayHours),
      payments: data.paymentReminders,
      promotion: data.promotionId === null ? '' : String(data.promotionId),
    });
  }, [data]);
  const save = useMutation({
    mutationFn: (body: CartReminderSettings) =>
      request<CartReminderSettingsSaved>('/admin/cart-reminders/settings', {
        method: 'PUT',
        body,
      }),
    onSuccess: (reply) => {
      toast.success(reply.message);
      queryClient.setQueryData(reminderSettingsQuery().queryKey, reply);
    },
    onError: (e) => {
      form.serverError(e, { delayHours: 'hours', promotionId: 'promotion' });
      toast.error(errorMessage(e, 'Something Went Wrong'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const h = form.values.hours.trim();
    const hoursOk = /^\d+$/.test(h) && Number(h) >= 1 && Number(h) <= 72;
    if (!form.check({ hours: hoursOk ? undefined : cartReminderMessages.delayHours })) return;
    save.mutate({
      enabled,
      delayHours: Number(h),
      paymentReminders: payments,
      promotionId: form.values.promotion ? Number(form.values.promotion) : null,
    });
  };

  if (error && !data) return <ListMessage tone="red">Failed to load the cart reminder settings.</ListMessage>;
  return (
    <SettingsSection
      title="Cart reminders"
      description="A logged-in shopper whose cart sits unchanged gets one reminder by e-mail (and WhatsApp when set up under notifications and the shopper agrees), and a second 24 hours later; none after they order or turn reminders off. Results are under Abandoned Carts."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save cart reminders"
    >
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className={checkbox}
          checked={enabled}
          disabled={!data}
          onChange={(e) => form.set('enabled', e.target.checked)}
        />
        <span>Remind shoppers of carts they left</span>
      </label>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className={checkbox}
          checked={payments}
          disabled={!data}
          onChange={(e) => form.set('payments', e.target.checked)}
        />
        <span>
          Ask to complete an online payment that failed or was left unfinished (once, after 30 minutes)
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          form={form}
          name="hours"
          label="First reminder after"
          hint="Hours the cart sits unchanged, 1 to 72."
          suffix="hours"
          disabled={!data}
        />
        <SelectField
          form={form}
          name="promotion"
          label="Offer to mention"
          hint="An automatic promotion, named in the reminder while it runs."
          className={`${selectClass} w-full`}
          disabled={!data}
        >
          <option value="">None</option>
          {data?.promotions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </div>
    </SettingsSection>
  );
}
