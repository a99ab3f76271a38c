// Shop Settings → Cart reminders (issue 16 item 4, decision 0245): abandoned-cart reminders on or off, the hours
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
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { ListMessage, selectClass } from '../list-kit/table.tsx';
import { Field } from '../ui.tsx';
import { AffixedField, SettingsSection } from './section.tsx';

const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'cart-reminders'] as const,
    queryFn: ({ signal }) => request<CartReminderSettingsReply>('/admin/cart-reminders/settings', { signal }),
  });

const checkbox = 'mt-0.5 size-4 accent-brand';

export function CartRemindersForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(reminderSettingsQuery());
  const [enabled, setEnabled] = useState(true);
  const [hours, setHours] = useState('4');
  const [payments, setPayments] = useState(true);
  const [promotion, setPromotion] = useState('');
  const [hoursError, setHoursError] = useState<string>();
  useEffect(() => {
    if (!data) return;
    setEnabled(data.enabled);
    setHours(String(data.delayHours));
    setPayments(data.paymentReminders);
    setPromotion(data.promotionId === null ? '' : String(data.promotionId));
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
    onError: (e) => toast.error(errorMessage(e, 'Something Went Wrong')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const h = hours.trim();
    if (!/^\d+$/.test(h) || Number(h) < 1 || Number(h) > 72) {
      setHoursError(cartReminderMessages.delayHours);
      return;
    }
    save.mutate({
      enabled,
      delayHours: Number(h),
      paymentReminders: payments,
      promotionId: promotion ? Number(promotion) : null,
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
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <span>Remind shoppers of carts they left</span>
      </label>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className={checkbox}
          checked={payments}
          disabled={!data}
          onChange={(e) => setPayments(e.target.checked)}
        />
        <span>
          Ask to complete an online payment that failed or was left unfinished (once, after 30 minutes)
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <AffixedField
          id={`${id}-hours`}
          label="First reminder after"
          hint="Hours the cart sits unchanged, 1 to 72."
          error={hoursError}
          suffix="hours"
          inputMode="numeric"
          value={hours}
          disabled={!data}
          onChange={(value) => {
            setHours(value);
            setHoursError(undefined);
          }}
        />
        <Field
          id={`${id}-promotion`}
          label="Offer to mention"
          hint="An automatic promotion, named in the reminder while it runs."
        >
          <select
            id={`${id}-promotion`}
            className={`${selectClass} w-full`}
            value={promotion}
            disabled={!data}
            onChange={(e) => setPromotion(e.target.value)}
          >
            <option value="">None</option>
            {data?.promotions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </SettingsSection>
  );
}
