// Admin products (/admin/products): a searchable table of 10 a page with add, view, edit and delete; the
// product form and preview modals; ?edit={id} (from the top-bar search) opens that product's form.
import type { ProductSummary } from '@chamak/shared/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Img } from '../../../components/img.tsx';
import { DocumentTitle } from '../../../components/page-meta.tsx';
import { rupees } from '../../../components/price.tsx';
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
import { AdminPageHeader, buttonClass, ConfirmDelete } from '../ui.tsx';
import { catalogueApi, catalogueKeys, perPage } from './api.ts';
import { ProductForm } from './product-form.tsx';
import { ProductPreview } from './product-preview.tsx';
import { texts } from './texts.ts';
import { useDeleteFlow, useFormModal } from './use-admin-modals.ts';

const columns: Column[] = [
  ['No.', 'hidden w-14 xl:table-cell'],
  'Product',
  ['Category', 'hidden xl:table-cell'],
  ['Sizes and prices', 'hidden md:table-cell'],
  ['Stock', 'hidden text-right sm:table-cell'],
  ['Actions', 'text-right'],
];

function ProductRow({
  product,
  number,
  taxMissing,
  onView,
  onEdit,
  onDelete,
}: {
  product: ProductSummary;
  number: number;
  /** No HSN code or GST rate while the shop has a GSTIN: its invoices would lack them (decision 0134). */
  taxMissing: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const cover = product.productlitres.find((pl) => pl.productimages.length > 0)?.productimages[0];
  const stock = product.productlitres.reduce((sum, pl) => sum + pl.remaining_qty, 0);
  const sizes = product.productlitres
    .map((pl) => `${pl.litre.litre} ${rupees(pl.discounted_price)}`)
    .join(' · ');
  return (
    <tr className="hover:bg-slate-50">
      <td className={`${cellClass} hidden text-slate-500 xl:table-cell`}>{number}</td>
      <td className={cellClass}>
        <div className="flex items-center gap-3 md:min-w-52">
          <div className="size-12 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white">
            <Img
              src={cover?.image}
              srcSet={cover?.srcset}
              width={cover?.width}
              height={cover?.height}
              sizes="48px"
              className="size-full object-cover"
            />
          </div>
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{product.name}</p>
            <p className="text-xs text-slate-500 xl:hidden">
              {product.Category.name} · {product.subcategory.sub_cate_name}
            </p>
            <p className="text-xs text-slate-500 md:hidden">{sizes}</p>
            <p
              className={`text-xs sm:hidden ${stock === 0 ? 'font-semibold text-red-700' : 'text-slate-500'}`}
            >
              {stock === 0 ? 'Out of stock' : `Stock: ${stock.toLocaleString('en-IN')}`}
            </p>
            {product.combos && (
              <span className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Combo
              </span>
            )}
            {taxMissing && (
              <span
                className={`${product.combos ? 'ml-1 ' : ''}mt-0.5 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800`}
                title="Set the HSN code and GST rate in Edit: the shop is GST-registered."
              >
                Tax details missing
              </span>
            )}
          </div>
        </div>
      </td>
      <td className={`${cellClass} hidden xl:table-cell`}>
        <p className="text-slate-900">{product.Category.name}</p>
        <p className="text-xs text-slate-500">{product.subcategory.sub_cate_name}</p>
      </td>
      <td className={`${cellClass} hidden md:table-cell`}>
        <ul className="flex flex-wrap gap-1.5">
          {product.productlitres.map((pl) => (
            <li
              key={pl.pl_id}
              className="rounded-md bg-slate-100 px-2 py-0.5 text-xs whitespace-nowrap text-slate-700"
            >
              <span className="font-semibold">{pl.litre.litre}</span> · {rupees(pl.discounted_price)}
            </li>
          ))}
        </ul>
      </td>
      <td
        className={`${cellClass} hidden text-right tabular-nums sm:table-cell ${stock === 0 ? 'font-semibold text-red-700' : ''}`}
      >
        {stock === 0 ? 'Out of stock' : stock.toLocaleString('en-IN')}
      </td>
      <td className={`${cellClass} text-right`}>
        <div className="flex flex-col items-end gap-0.5 xl:flex-row xl:justify-end">
          <button type="button" className={actionButton} onClick={onView} aria-label={`View ${product.name}`}>
            View
          </button>
          <button type="button" className={actionButton} onClick={onEdit} aria-label={`Edit ${product.name}`}>
            Edit
          </button>
          <button
            type="button"
            className={dangerAction}
            onClick={onDelete}
            aria-label={`Delete ${product.name}`}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: catalogueKeys.productPage(page, search),
    queryFn: ({ signal }) => catalogueApi.productPage(page, search, signal),
    placeholderData: keepPreviousData,
  });
  const taxGaps = useQuery({
    queryKey: catalogueKeys.taxGaps(),
    queryFn: ({ signal }) => catalogueApi.taxGaps(signal),
  });
  const missingTax = new Set(taxGaps.data?.productIds ?? []);
  useEffect(() => {
    if (data) setPage((p) => clampPage(p, data.totalProducts, perPage.products));
  }, [data]);
  const form = useFormModal<number>();
  const preview = useFormModal<number>();
  const del = useDeleteFlow<ProductSummary>({
    remove: (p) => catalogueApi.deleteProduct(p.id),
    fallback: texts.somethingWentWrong,
  });

  // The top-bar search links here with ?edit={id}.
  const editParam = params.get('edit');
  const { edit } = form;
  useEffect(() => {
    const id = Number(editParam);
    if (editParam && Number.isInteger(id) && id > 0) edit(id);
  }, [editParam, edit]);
  function closeForm() {
    form.close();
    if (params.has('edit'))
      setParams(
        (p) => {
          p.delete('edit');
          return p;
        },
        { replace: true },
      );
  }

  return (
    <div>
      <DocumentTitle title="Products | Chamak Admin" />
      <AdminPageHeader
        title="Products"
        description="Everything the shop sells, with its sizes, prices, stock and images."
        actions={
          <button type="button" className={buttonClass.primary} onClick={form.add}>
            Add Product
          </button>
        }
      />
      <SearchForm
        label="Search products"
        placeholder="Search products by name"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {data?.searchedFor && (
        <p className="mb-3 text-sm text-slate-600">Showing results for “{data.searchedFor}”.</p>
      )}

      <AdminTable caption="Products" columns={columns} minWidth="min-w-0">
        {isPending ? (
          <TableMessage colSpan={6}>Loading...</TableMessage>
        ) : isError ? (
          <TableMessage colSpan={6}>
            <span className="text-red-700">{texts.failedProducts}. </span>
            <button type="button" className="underline" onClick={() => refetch()}>
              Retry
            </button>
          </TableMessage>
        ) : data.products.length === 0 ? (
          <TableMessage colSpan={6}>{texts.noProducts}</TableMessage>
        ) : (
          data.products.map((p, i) => (
            <ProductRow
              key={p.id}
              product={p}
              number={(page - 1) * perPage.products + i + 1}
              taxMissing={missingTax.has(p.id)}
              onView={() => preview.edit(p.id)}
              onEdit={() => form.edit(p.id)}
              onDelete={() => del.ask(p)}
            />
          ))
        )}
      </AdminTable>
      {data && data.totalProducts > 0 && (
        <AdminPager
          {...pageFigures(page, data.totalProducts, perPage.products)}
          onPage={setPage}
          label="Products pages"
          compact
        />
      )}

      <ProductForm key={`form-${form.key}`} open={form.open} productId={form.item} onClose={closeForm} />
      <ProductPreview
        key={`preview-${preview.key}`}
        open={preview.open}
        productId={preview.item}
        onClose={preview.close}
        onEdit={(id) => {
          preview.close();
          form.edit(id);
        }}
      />
      <ConfirmDelete
        open={del.target !== null}
        what={del.target ? `the product "${del.target.name}" (past orders keep their copies)` : ''}
        busy={del.busy}
        onConfirm={del.confirm}
        onCancel={del.cancel}
      />
    </div>
  );
}
