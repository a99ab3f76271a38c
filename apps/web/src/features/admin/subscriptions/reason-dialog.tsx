// Pausing or cancelling a customer's subscription (decision 0326): a window that says what happens and asks why
// (the customer is shown the reason, so one is required). The server's refusal (a subscription the customer
// cancelled meanwhile, say) is shown in the window with the typed reason kept; on success a toast carries the
// server's message; either way the list and the figures reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { TextareaField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { BusyButton, buttonClass, Modal } from '../ui.tsx';
import {
  type AdminSubscriptionRow,
  changeSubscription,
  type SubscriptionMove,
  subscriptionKeys,
} from './api.ts';

/** The server's own words for a missing reason (adminReasonBody), said before anything is sent. */
export const reasonRequired = 'Please give a reason';

export type ReasonAsk = { move: SubscriptionMove; subscription: AdminSubscriptionRow };

const titles: Record<SubscriptionMove, string> = {
  pause: 'Pause subscription',
  cancel: 'Cancel subscription',
};

export function ReasonDialog({ ask, onClose }: { ask: ReasonAsk | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ reason: '' });
  const [error, setError] = useState<string>();
  // Each opening starts empty.
  useEffect(() => {
    if (!ask) return;
    form.setValues({ reason: '' });
    form.check({});
    setError(undefined);
  }, [ask]);

  // Not awaited: the move is done once the server says so.
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.list() });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.figures() });
  };
  const change = useMutation({
    mutationFn: ({ move, id, reason }: { move: SubscriptionMove; id: number; reason: string }) =>
      changeSubscription(id, move, reason),
    onSuccess: (reply) => {
      toast.success(reply.message);
      onClose();
      reload();
    },
    onError: (e) => {
      const text = errorMessage(e, 'Something Went Wrong');
      if (!form.serverError(e)) setError(text);
      toast.error(text);
      // A refusal is mostly a subscription changed meanwhile (the customer cancelled it): the row shows it now.
      reload();
    },
  });

  const confirm = () => {
    if (!ask) return;
    const reason = form.values.reason.trim();
    if (!form.check({ reason: reason ? undefined : reasonRequired })) return;
    setError(undefined);
    change.mutate({ move: ask.move, id: ask.subscription.id, reason });
  };
  const close = () => !change.isPending && onClose();
  const s = ask?.subscription;
  const product = s ? `${s.name} (${s.size}) × ${s.quantity}` : '';

  return (
    <Modal
      open={ask !== null}
      title={ask ? `${titles[ask.move]} #${ask.subscription.id}?` : ''}
      onClose={close}
      footer={
        ask && (
          <>
            <button type="button" className={buttonClass.secondary} onClick={close}>
              Back
            </button>
            <BusyButton
              type="button"
              busy={change.isPending}
              busyText={ask.move === 'pause' ? 'Pausing...' : 'Cancelling...'}
              className={ask.move === 'cancel' ? buttonClass.danger : buttonClass.primary}
              onClick={confirm}
            >
              {titles[ask.move]}
            </BusyButton>
          </>
        )
      }
    >
      {ask && s && (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            {ask.move === 'pause'
              ? `${s.customer.name}'s ${product} is not sent or charged until it is resumed.`
              : `${s.customer.name}'s ${product} stops: its mandate is revoked and nothing more is charged. This cannot be undone.`}
          </p>
          <TextareaField
            form={form}
            name="reason"
            label="Reason"
            hint="The customer is shown it."
            rows={3}
            maxLength={300}
            placeholder={ask.move === 'pause' ? 'e.g. The address needs checking.' : 'e.g. Asked by phone.'}
          />
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
