// Promotions (/admin/promotions, decision 0160): every discount code and automatic offer with its action, its
// window in India time, its status, uses against its limit and the discount it has given; add, edit, enable or
// disable, and delete (refused by the server, with its message as a toast, once an order used it).

import { formatRupees } from '@chamak/shared/money';
import { type Promotion, promotionMessages } from '@chamak/shared/promotions';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DocumentTitle } from '../../../components/page-meta.tsx';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { useFormModal } from '../catalogue/use-admin-modals.ts';
import { actionButton, Badge, type Column, dangerAction, type Tone, th } from '../list-kit/table.tsx';
import { AdminPageHeader, buttonClass, ConfirmDelete } from '../ui.tsx';
import { promotionsApi, promotionsQuery, usePromotionWrite } from './api.ts';
import { type PromotionStatus, promotionStatus, windowParts, withActive } from './promotion-draft.ts';
import { PromotionForm } from './promotion-form.tsx';

const fallback = 'Something Went Wrong';
const columns: Column[] = [
  'Promotion',
  'Code',
  'Window (India time)',
  'Status',
  ['Uses', 'text-right'],
  ['Discount given', 'text-right'],
  ['Actions', 'text-right'],
];
const statusTone: Record<PromotionStatus, Tone> = {
  Active: 'green',
  Scheduled: 'amber',
  Expired: 'slate',
  Disabled: 'red',
};

/** A cell: a card's block on a phone, a table cell from the tablet up. */
const cell = 'min-w-0 sm:table-cell sm:border-t sm:border-slate-100 sm:px-4 sm:py-3 sm:align-middle';

function Message({ children }: { children: ReactNode }) {
  return (
    <tr className="block sm:table-row">
      <td colSpan={columns.length} className="block px-4 py-12 text-center text-slate-600 sm:table-cell">
        {children}
      </td>
    </tr>
  );
}

export default function PromotionsPage() {
  const list = useQuery(promotionsQuery());
  const form = useFormModal<Promotion>();
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const toggle = usePromotionWrite((p: Promotion) => promotionsApi.save(p.id, withActive(p, !p.active)));
  const remove = usePromotionWrite((p: Promotion) => promotionsApi.remove(p.id));

  return (
    <div>
      <DocumentTitle title="Promotions | Chamak Admin" />
      <AdminPageHeader
        title="Promotions"
        description="Discount codes and automatic offers. A promotion an order used can be disabled, not deleted."
        actions={
          <button type="button" className={buttonClass.primary} onClick={form.add}>
            Add Promotion
          </button>
        }
      />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="sm:overflow-x-auto">
          {/* A table on a tablet or desktop; on a phone each row is a card (the same cells, laid out in a grid). */}
          <table className="block w-full text-left text-sm sm:table sm:min-w-[960px]">
            <caption className="sr-only">Promotions</caption>
            <thead className="hidden sm:table-header-group">
              <tr>
                {columns.map((column) => {
                  const [label, extra] = typeof column === 'string' ? [column, ''] : column;
                  return (
                    <th key={label} scope="col" className={`${th} ${extra}`}>
                      {label}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {list.isPending ? (
                <Message>Loading...</Message>
              ) : list.isError ? (
                <Message>
                  <span className="text-red-700">Failed to load promotions. </span>
                  <button type="button" className="underline" onClick={() => list.refetch()}>
                    Retry
                  </button>
                </Message>
              ) : list.data.length === 0 ? (
                <Message>No promotions yet. Add a code or an automatic offer.</Message>
              ) : (
                list.data.map((p) => {
                  const status = promotionStatus(p);
                  const [from, to] = windowParts(p);
                  return (
                    <tr
                      key={p.id}
                      className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-slate-100 p-4 first:border-t-0 hover:bg-slate-50 sm:table-row sm:p-0"
                    >
                      <td className={`${cell} col-span-2 sm:min-w-48 sm:max-w-72`}>
                        <p className="font-medium break-words text-slate-900">{p.name}</p>
                        <p className="mt-0.5 text-xs text-slate-600">{p.badge}</p>
                      </td>
                      <td className={cell}>
                        {p.code ? (
                          <span className="rounded-md border border-dashed border-slate-400 px-2 py-0.5 font-mono text-xs tracking-wider text-slate-800">
                            {p.code}
                          </span>
                        ) : (
                          <Badge tone="brand">Automatic</Badge>
                        )}
                      </td>
                      <td
                        className={`${cell} col-span-2 text-xs text-slate-700 sm:order-none max-sm:order-1`}
                      >
                        <span className="whitespace-nowrap">{from}</span>
                        {to && (
                          <>
                            {' '}
                            <span className="whitespace-nowrap sm:block">{to}</span>
                          </>
                        )}
                      </td>
                      <td className={`${cell} text-right sm:text-left`}>
                        <Badge tone={statusTone[status]}>{status}</Badge>
                      </td>
                      <td
                        className={`${cell} max-sm:order-2 sm:text-right sm:whitespace-nowrap tabular-nums`}
                      >
                        <span className="text-xs text-slate-500 sm:hidden">Uses </span>
                        {p.uses} / {p.usageLimit ?? '∞'}
                      </td>
                      <td className={`${cell} max-sm:order-2 text-right whitespace-nowrap tabular-nums`}>
                        <span className="text-xs text-slate-500 sm:hidden">Given </span>
                        {formatRupees(Math.round(p.discountGiven * 100))}
                      </td>
                      <td
                        className={`${cell} col-span-2 max-sm:order-3 -ml-2.5 whitespace-nowrap sm:ml-0 sm:text-right`}
                      >
                        <button
                          type="button"
                          className={actionButton}
                          onClick={() => form.edit(p)}
                          aria-label={`Edit ${p.name}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={actionButton}
                          disabled={toggle.isPending}
                          aria-label={`${p.active ? 'Disable' : 'Enable'} ${p.name}`}
                          onClick={() =>
                            toggle.mutate(p, {
                              onSuccess: () =>
                                toast.success(p.active ? 'Promotion disabled' : 'Promotion enabled'),
                              onError: (error) => toast.error(errorMessage(error, fallback)),
                            })
                          }
                        >
                          {p.active ? 'Disable' : 'Enable'}
                        </button>
                        <button
                          type="button"
                          className={dangerAction}
                          onClick={() => setDeleting(p)}
                          aria-label={`Delete ${p.name}`}
                        >
                          Delete
                        </button>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      </div>
      <PromotionForm key={form.key} open={form.open} promotion={form.item} onClose={form.close} />
      <ConfirmDelete
        open={deleting !== null}
        what={deleting ? `the promotion "${deleting.name}"` : ''}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => toast.success(promotionMessages.deleted),
            // A promotion an order used: the server's 409 says to disable it instead.
            onError: (error) => toast.error(errorMessage(error, fallback)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}
