// Admin subcategories (/admin/subcategory): a searchable table of 10 a page with add, edit, delete and a
// full-size image preview; 'No SubCategory Found' when empty; Previous / Next with 'page / total'.
import type { Subcategory } from '@chamak/shared/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Img } from '../../../components/img.tsx';
import { DocumentTitle } from '../../../components/page-meta.tsx';
import { clampPage, pageFigures } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import {
  AdminTable,
  actionButton,
  type Column,
  cellClass,
  dangerAction,
  SearchForm,
  TableMessage,
} from '../list-kit/table.tsx';
import { AdminPageHeader, buttonClass, ConfirmDelete, Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys, perPage } from './api.ts';
import { SubcategoryForm } from './subcategory-form.tsx';
import { texts } from './texts.ts';
import { useDeleteFlow, useFormModal } from './use-admin-modals.ts';

const columns: Column[] = [
  ['No.', 'hidden w-16 sm:table-cell'],
  ['Category', 'hidden md:table-cell'],
  'SubCategory Name',
  'Image',
  ['Actions', 'text-right'],
];

export default function SubcategoriesPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<Subcategory | null>(null);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: catalogueKeys.subcategoryPage(page, search),
    queryFn: ({ signal }) => catalogueApi.subcategoryPage(page, search, signal),
    placeholderData: keepPreviousData,
  });
  const total = data?.totalCategory ?? 0;
  useEffect(() => {
    if (data) setPage((p) => clampPage(p, data.totalCategory, perPage.subcategories));
  }, [data]);
  const form = useFormModal<Subcategory>();
  const del = useDeleteFlow<Subcategory>({
    remove: (s) => catalogueApi.deleteSubcategory(s.sub_cate_id),
    fallback: texts.subcategoryFailed,
  });

  return (
    <div>
      <DocumentTitle title="SubCategories | Chamak Admin" />
      <AdminPageHeader
        title="SubCategories"
        description="The groups inside each category; shoppers open them from a category."
        actions={
          <button type="button" className={buttonClass.primary} onClick={form.add}>
            Add SubCategory
          </button>
        }
      />
      <SearchForm
        label="Search subcategories"
        placeholder="Search by subcategory or category name"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />

      <AdminTable caption="SubCategories" columns={columns} minWidth="min-w-0">
        {isPending ? (
          <TableMessage colSpan={5}>Loading...</TableMessage>
        ) : isError ? (
          <TableMessage colSpan={5}>
            <span className="text-red-700">{texts.failedSubcategories}. </span>
            <button type="button" className="underline" onClick={() => refetch()}>
              Retry
            </button>
          </TableMessage>
        ) : data.category.length === 0 ? (
          <TableMessage colSpan={5}>{texts.noSubcategories}</TableMessage>
        ) : (
          data.category.map((s, i) => (
            <tr key={s.sub_cate_id} className="hover:bg-slate-50">
              <td className={`${cellClass} hidden text-slate-500 sm:table-cell`}>
                {(page - 1) * perPage.subcategories + i + 1}
              </td>
              <td className={`${cellClass} hidden md:table-cell`}>{s.Category.name}</td>
              <td className={cellClass}>
                <span className="font-medium text-slate-900">{s.sub_cate_name}</span>
                <span className="block text-xs text-slate-500 md:hidden">{s.Category.name}</span>
              </td>
              <td className={cellClass}>
                <button
                  type="button"
                  onClick={() => setPreview(s)}
                  className="block size-12 overflow-hidden rounded-lg border border-slate-200 hover:ring-2 hover:ring-brand/40"
                  aria-label={`View the image of ${s.sub_cate_name}`}
                >
                  <Img
                    src={s.image}
                    srcSet={s.srcset}
                    width={s.width}
                    height={s.height}
                    sizes="48px"
                    className="size-full object-cover"
                  />
                </button>
              </td>
              <td className={`${cellClass} text-right whitespace-nowrap`}>
                <button
                  type="button"
                  className={actionButton}
                  onClick={() => form.edit(s)}
                  aria-label={`Edit ${s.sub_cate_name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={dangerAction}
                  onClick={() => del.ask(s)}
                  aria-label={`Delete ${s.sub_cate_name}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      {total > 0 && (
        <AdminPager
          {...pageFigures(page, total, perPage.subcategories)}
          onPage={setPage}
          label="SubCategories pages"
          compact
        />
      )}

      <SubcategoryForm key={form.key} open={form.open} subcategory={form.item} onClose={form.close} />
      <ConfirmDelete
        open={del.target !== null}
        what={del.target ? `the subcategory "${del.target.sub_cate_name}"` : ''}
        busy={del.busy}
        onConfirm={del.confirm}
        onCancel={del.cancel}
      />
      <Modal open={preview !== null} title={preview?.sub_cate_name ?? ''} onClose={() => setPreview(null)}>
        {preview && (
          <Img
            src={preview.image}
            srcSet={preview.srcset}
            width={preview.width}
            height={preview.height}
            sizes="32rem"
            alt={`${preview.sub_cate_name} (${preview.Category.name})`}
            className="mx-auto h-auto max-h-[70vh] w-full rounded-lg object-contain"
          />
        )}
      </Modal>
    </div>
  );
}
