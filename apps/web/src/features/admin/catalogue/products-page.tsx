// Admin products (/admin/products): every product with its status (Active in the shop; Draft and Archived out of
// it), searched by name or SKU and filtered by status, 20 a page, with add, view, edit, duplicate and delete; a
// checkbox on each row (and one for the page) for the bulk changes of decision 0353: Set price, Set stock, and
// Make active / Draft / Archive. ?edit={id} (from the top-bar search) opens that product's form.
import {
  type AdminProductRow,
  adminProductsPerPage,
  type ProductStatus,
  productStatuses,
  productStatusLabels,
} from '@chamak/shared/bulk-actions';
import { formatRupees } from '@chamak/shared/money';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Img } from '../../../components/img.tsx';
import { DocumentTitle } from '../../../components/page-meta.tsx';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { clampPage, pageFigures } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import {
  AdminTable,
  actionButton,
  Badge,
  type Column,
  cellClass,
  dangerAction,
  FilterSelect,
  SearchForm,
  TableMessage,
  type Tone,
} from '../list-kit/table.tsx';
import { AdminPageHeader, buttonClass, ConfirmDelete } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { adminProductsKey, productBulkApi } from './bulk-api.ts';
import { PriceDialog, type SizeChoice, StockDialog } from './bulk-dialogs.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductPreview } from './product-preview.tsx';
import { texts } from './texts.ts';
import { useDeleteFlow, useFormModal } from './use-admin-modals.ts';

const columns: Column[] = [
  ['Select', 'w-10'],
  'Product',
  ['Sizes and prices', 'hidden md:table-cell'],
  ['Stock', 'hidden text-right sm:table-cell'],
  ['Actions', 'text-right'],
];

const statusTone: Record<ProductStatus, Tone> = { active: 'green', draft: 'amber', archived: 'slate' };
const checkbox = 'size-4 rounded border-slate-400 accent-brand';

function ProductRow({
  product,
  chosen,
  taxMissing,
  onChoose,
  onView,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  product: AdminProductRow;
  chosen: boolean;
  /** No HSN code or GST rate while the shop has a GSTIN: its invoices would lack them (decision 0134). */
  taxMissing: boolean;
  onChoose: () => void;
  onView: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const stock = product.sizes.reduce((sum, s) => sum + s.stock, 0);
  const sizes = product.sizes.map((s) => `${s.label} ${formatRupees(s.salePricePaise)}`).join(' · ');
  return (
    <tr className={chosen ? 'bg-indigo-50/60' : 'hover:bg-slate-50'}>
      <td className={cellClass}>
        <input
          type="checkbox"
          className={checkbox}
          checked={chosen}
          onChange={onChoose}
          aria-label={`Select ${product.name}`}
        />
      </td>
      <td className={cellClass}>
        <div className="flex items-center gap-3 md:min-w-52">
          <div className="size-12 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white">
            <Img
              src={product.image ?? undefined}
              srcSet={product.imageSrcset || undefined}
              sizes="48px"
              className="size-full object-cover"
            />
          </div>
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{product.name}</p>
            <p className="text-xs text-slate-600">
              {product.category} · {product.subcategory}
            </p>
            <p className="text-xs text-slate-600 md:hidden">{sizes}</p>
            <p
              className={`text-xs sm:hidden ${stock === 0 ? 'font-semibold text-red-700' : 'text-slate-600'}`}
            >
              {stock === 0 ? 'Out of stock' : `Stock: ${stock.toLocaleString('en-IN')}`}
            </p>
            <div className="mt-0.5 flex flex-wrap gap-1">
              <Badge tone={statusTone[product.status]}>{productStatusLabels[product.status]}</Badge>
              {product.combos && <Badge tone="amber">Combo</Badge>}
              {taxMissing && <Badge tone="red">Tax details missing</Badge>}
            </div>
          </div>
        </div>
      </td>
      <td className={`${cellClass} hidden md:table-cell`}>
        <ul className="flex flex-wrap gap-1.5">
          {product.sizes.map((s) => (
            <li
              key={s.id}
              className="rounded-md bg-slate-100 px-2 py-0.5 text-xs whitespace-nowrap text-slate-700"
              title={s.sku ? `SKU ${s.sku}` : undefined}
            >
              <span className="font-semibold">{s.label}</span> · {formatRupees(s.salePricePaise)}
              {s.salePricePaise < s.pricePaise && (
                <span className="ml-1 text-slate-600 line-through">{formatRupees(s.pricePaise)}</span>
              )}
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
            className={actionButton}
            onClick={onDuplicate}
            aria-label={`Duplicate ${product.name}`}
          >
            Duplicate
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

/** The page's checkbox: on when every row is chosen, "some" (indeterminate) when a few are. */
function SelectAll({ all, some, onChange }: { all: boolean; some: boolean; onChange: () => void }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [all, some]);
  return (
    <div className="flex items-center gap-3 text-sm text-slate-700">
      <input ref={ref} id={id} type="checkbox" className={checkbox} checked={all} onChange={onChange} />
      <label htmlFor={id}>Select all products on this page</label>
    </div>
  );
}

type Dialog = 'price' | 'stock' | null;

export default function ProductsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: adminProductsKey(page, search, status),
    queryFn: ({ signal }) => productBulkApi.page(page, search, status, signal),
    placeholderData: keepPreviousData,
  });
  const taxGaps = useQuery({
    queryKey: catalogueKeys.taxGaps(),
    queryFn: ({ signal }) => catalogueApi.taxGaps(signal),
  });
  const missingTax = new Set(taxGaps.data?.productIds ?? []);
  useEffect(() => {
    if (data) setPage((p) => clampPage(p, data.total, adminProductsPerPage));
  }, [data]);
  // Another page, search or filter starts with nothing chosen.
  useEffect(() => setChosen(new Set()), [page, search, status]);
  const form = useFormModal<number>();
  const preview = useFormModal<number>();
  const del = useDeleteFlow<AdminProductRow>({
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

  const products = data?.products ?? [];
  const ids = products.filter((p) => chosen.has(p.id)).map((p) => p.id);
  const all = products.length > 0 && ids.length === products.length;
  const sizes: SizeChoice[] = [
    ...new Map(
      products
        .filter((p) => chosen.has(p.id))
        .flatMap((p) => p.sizes)
        .map((s) => [s.litreId, { litreId: s.litreId, label: s.label }] as const),
    ).values(),
  ];
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Runs a bulk call, says what it did, and reloads the lists; a refusal keeps the choice and says why. */
  async function bulk(call: () => Promise<{ message: string }>, failed: string, keepChoice = false) {
    setBusy(true);
    try {
      const reply = await call();
      toast.success(reply.message);
      setDialog(null);
      if (!keepChoice) setChosen(new Set());
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    } catch (e) {
      toast.error(errorMessage(e, failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <DocumentTitle title="Products | Chamak Admin" />
      <AdminPageHeader
        title="Products"
        description="Everything the shop sells, with its sizes, prices, stock and images. Only Active products are in the shop."
        actions={
          <button type="button" className={buttonClass.primary} onClick={form.add}>
            Add Product
          </button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <SearchForm
          label="Search products"
          placeholder="Name or SKU"
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <div className="mb-4">
          <FilterSelect
            label="Status"
            value={status}
            options={productStatuses.map((s) => ({ value: s, label: productStatusLabels[s] }))}
            onChange={(v) => {
              setStatus(v as ProductStatus | '');
              setPage(1);
            }}
          />
        </div>
      </div>

      <section
        aria-label="Chosen products"
        className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        <p className="mr-auto text-sm font-medium text-slate-700" aria-live="polite">
          {ids.length === 0
            ? 'Choose products to change their price, stock or status.'
            : `${ids.length} ${ids.length === 1 ? 'product' : 'products'} chosen`}
        </p>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={ids.length === 0 || busy}
          onClick={() => setDialog('price')}
        >
          Set price
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={ids.length === 0 || busy}
          onClick={() => setDialog('stock')}
        >
          Set stock
        </button>
        {(
          [
            ['active', 'Make active'],
            ['draft', 'Make draft'],
            ['archived', 'Archive'],
          ] as const
        ).map(([to, label]) => (
          <button
            key={to}
            type="button"
            className={buttonClass.secondary}
            disabled={ids.length === 0 || busy}
            onClick={() =>
              bulk(
                () => productBulkApi.status({ productIds: ids, status: to }),
                'Failed to change the status.',
              )
            }
          >
            {label}
          </button>
        ))}
      </section>

      <AdminTable caption="Products" columns={columns} minWidth="min-w-0">
        {isPending ? (
          <TableMessage colSpan={5}>Loading...</TableMessage>
        ) : isError ? (
          <TableMessage colSpan={5}>
            <span className="text-red-700">{texts.failedProducts}. </span>
            <button type="button" className="underline" onClick={() => refetch()}>
              Retry
            </button>
          </TableMessage>
        ) : products.length === 0 ? (
          <TableMessage colSpan={5}>{texts.noProducts}</TableMessage>
        ) : (
          <>
            <tr>
              <td className={`${cellClass} bg-slate-50`} colSpan={5}>
                <SelectAll
                  all={all}
                  some={ids.length > 0}
                  onChange={() => setChosen(all ? new Set() : new Set(products.map((p) => p.id)))}
                />
              </td>
            </tr>
            {products.map((p) => (
              <ProductRow
                key={p.id}
                product={p}
                chosen={chosen.has(p.id)}
                taxMissing={missingTax.has(p.id)}
                onChoose={() => toggle(p.id)}
                onView={() => preview.edit(p.id)}
                onEdit={() => form.edit(p.id)}
                onDuplicate={() =>
                  bulk(() => productBulkApi.duplicate(p.id), 'Failed to duplicate the product.', true)
                }
                onDelete={() => del.ask(p)}
              />
            ))}
          </>
        )}
      </AdminTable>
      {data && data.total > 0 && (
        <AdminPager
          {...pageFigures(page, data.total, adminProductsPerPage)}
          onPage={setPage}
          label="Products pages"
          compact
        />
      )}

      <PriceDialog
        key={`price-${dialog === 'price'}`}
        open={dialog === 'price'}
        count={ids.length}
        sizes={sizes}
        busy={busy}
        onClose={() => setDialog(null)}
        onSubmit={(change) =>
          bulk(() => productBulkApi.price({ productIds: ids, change }), 'Failed to change the prices.', true)
        }
      />
      <StockDialog
        key={`stock-${dialog === 'stock'}`}
        open={dialog === 'stock'}
        count={ids.length}
        sizes={sizes}
        busy={busy}
        onClose={() => setDialog(null)}
        onSubmit={(change) =>
          bulk(() => productBulkApi.stock({ productIds: ids, change }), 'Failed to change the stock.', true)
        }
      />
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
