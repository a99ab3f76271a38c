// Admin litres (/admin/litres): the sizes products are sold in, 10 a page, with add, edit and delete; a litre
// that products still use is refused by the server with its message (409).
import type { Litre } from '@chamak/shared/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DocumentTitle } from '../../../components/page-meta.tsx';
import { clampPage, pageFigures } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import {
  AdminTable,
  actionButton,
  type Column,
  cellClass,
  dangerAction,
  TableMessage,
} from '../list-kit/table.tsx';
import { AdminPageHeader, buttonClass, ConfirmDelete } from '../ui.tsx';
import { catalogueApi, catalogueKeys, perPage } from './api.ts';
import { LitreForm } from './litre-form.tsx';
import { texts } from './texts.ts';
import { useDeleteFlow, useFormModal } from './use-admin-modals.ts';

const columns: Column[] = [['No.', 'w-16'], 'Litre', 'Total (in ML)', ['Actions', 'text-right']];

export default function LitresPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: catalogueKeys.litrePage(page),
    queryFn: ({ signal }) => catalogueApi.litrePage(page, signal),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (data) setPage((p) => clampPage(p, data.totalLitre, perPage.litres));
  }, [data]);
  const form = useFormModal<Litre>();
  const del = useDeleteFlow<Litre>({
    remove: (l) => catalogueApi.deleteLitre(l.l_id),
    fallback: texts.somethingWentWrong,
  });

  return (
    <div>
      <DocumentTitle title="Litres | Chamak Admin" />
      <AdminPageHeader
        title="Litres"
        description="The sizes a product can be sold in. Each product size picks one of these."
        actions={
          <button type="button" className={buttonClass.primary} onClick={form.add}>
            Add Litres
          </button>
        }
      />
      <AdminTable caption="Litres" columns={columns} minWidth="min-w-0">
        {isPending ? (
          <TableMessage colSpan={4}>Loading...</TableMessage>
        ) : isError ? (
          <TableMessage colSpan={4}>
            <span className="text-red-700">{texts.failedLitres}. </span>
            <button type="button" className="underline" onClick={() => refetch()}>
              Retry
            </button>
          </TableMessage>
        ) : data.litres.length === 0 ? (
          <TableMessage colSpan={4}>{texts.noLitres}</TableMessage>
        ) : (
          data.litres.map((l, i) => (
            <tr key={l.l_id} className="hover:bg-slate-50">
              <td className={`${cellClass} text-slate-500`}>{(page - 1) * perPage.litres + i + 1}</td>
              <td className={`${cellClass} font-medium whitespace-nowrap text-slate-900`}>{l.litre}</td>
              <td className={`${cellClass} tabular-nums`}>{l.total_ml.toLocaleString('en-IN')}</td>
              <td className={`${cellClass} text-right whitespace-nowrap`}>
                <button
                  type="button"
                  className={actionButton}
                  onClick={() => form.edit(l)}
                  aria-label={`Edit ${l.litre}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={dangerAction}
                  onClick={() => del.ask(l)}
                  aria-label={`Delete ${l.litre}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      {data && data.totalLitre > 0 && (
        <AdminPager
          {...pageFigures(page, data.totalLitre, perPage.litres)}
          onPage={setPage}
          label="Litres pages"
          compact
        />
      )}
      <LitreForm key={form.key} open={form.open} litre={form.item} onClose={form.close} />
      <ConfirmDelete
        open={del.target !== null}
        what={del.target ? `the litre "${del.target.litre}"` : ''}
        busy={del.busy}
        onConfirm={del.confirm}
        onCancel={del.cancel}
      />
    </div>
  );
}
