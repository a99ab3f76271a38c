// The order window's COD risk: for a cash order, the score it was placed with (0-100, low, medium or high) and
// "Why this score", its reasons largest first with their points; and the admin's word on its phone number: block
// cash on delivery for it, or allow it whatever its score, or remove the rule. An order from before the score says so.
import type { Order } from '@chamak/shared/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { BusyButton, buttonClass } from '../ui.tsx';
import { orderCodRiskQuery, removePhoneRule, savePhoneRule } from './cod-risk-api.ts';

/** A score's band as the owner reads it, and its colours. */
function band(score: number): { label: string; className: string } {
  if (score >= 60) return { label: 'High', className: 'bg-red-100 text-red-800 ring-red-200' };
  if (score >= 30) return { label: 'Medium', className: 'bg-amber-100 text-amber-900 ring-amber-200' };
  return { label: 'Low', className: 'bg-emerald-100 text-emerald-800 ring-emerald-200' };
}

const ruleWords = {
  block: 'Cash on delivery is blocked for this number.',
  allow: 'Cash on delivery is always allowed for this number, whatever its score.',
} as const;

export function OrderCodRisk({ order }: { order: Order }) {
  const id = useId();
  const queryClient = useQueryClient();
  const risk = useQuery({ ...orderCodRiskQuery(order.id), enabled: order.paymentMethod === 'cod' });
  const change = useMutation({
    mutationFn: (to: 'block' | 'allow' | null) =>
      to === null
        ? removePhoneRule(risk.data!.phone)
        : savePhoneRule({ phone: risk.data!.phone, rule: to, note: `From order #${order.id}` }),
    onSuccess: async (reply) => {
      toast.success(reply.message ?? 'Saved');
      await queryClient.invalidateQueries({ queryKey: orderCodRiskQuery(order.id).queryKey });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save the rule.')),
  });
  if (order.paymentMethod !== 'cod') return null;
  const data = risk.data;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          COD risk
        </h3>
        {data && data.score !== null && (
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${band(data.score).className}`}
          >
            {data.score} / 100 · {band(data.score).label}
          </span>
        )}
      </div>
      {risk.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(risk.error, 'Failed to load the COD risk.')}
        </p>
      ) : !data ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading...
        </p>
      ) : (
        <>
          {data.score === null ? (
            <p className="mt-2 text-sm text-slate-600">Not scored: placed before the COD risk score.</p>
          ) : data.reasons.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nothing in the shop's history counts against it.</p>
          ) : (
            <div className="mt-2">
              <p className="text-sm font-medium text-slate-700">Why this score</p>
              <ul className="mt-1 divide-y divide-slate-100 text-sm">
                {data.reasons.map((r) => (
                  <li key={r.signal} className="flex items-baseline justify-between gap-3 py-1.5">
                    <span className="min-w-0 break-words text-slate-800">{r.text}</span>
                    <span className="shrink-0 font-mono text-slate-600">+{r.points}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-3 border-t border-slate-100 pt-3">
            <p className="text-sm text-slate-700">
              {data.phoneRule
                ? ruleWords[data.phoneRule]
                : `No rule for ${data.phone}: its orders follow the shop's COD rules.`}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {data.phoneRule !== 'block' && (
                <BusyButton
                  type="button"
                  busy={change.isPending && change.variables === 'block'}
                  busyText="Blocking..."
                  className={buttonClass.secondary}
                  onClick={() => change.mutate('block')}
                >
                  Block COD for this number
                </BusyButton>
              )}
              {data.phoneRule !== 'allow' && (
                <BusyButton
                  type="button"
                  busy={change.isPending && change.variables === 'allow'}
                  busyText="Allowing..."
                  className={buttonClass.secondary}
                  onClick={() => change.mutate('allow')}
                >
                  Always allow COD for this number
                </BusyButton>
              )}
              {data.phoneRule && (
                <BusyButton
                  type="button"
                  busy={change.isPending && change.variables === null}
                  busyText="Removing..."
                  className={buttonClass.secondary}
                  onClick={() => change.mutate(null)}
                >
                  Remove the rule
                </BusyButton>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
