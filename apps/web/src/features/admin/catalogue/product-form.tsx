// The product modal: add or edit a product with its sizes, prices and images (SPEC section 5's rules, the
// shared schema's texts), sent as multipart with litreConfigs JSON and images_N files.
import { productTaxMessages } from '@chamak/shared/admin';
import type { Litre } from '@chamak/shared/catalogue';
import { gstRates } from '@chamak/shared/gst';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { queries } from '../../../api/queries.ts';
import { ErrorState, Loading } from '../../../components/states.tsx';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { buttonClass, Field, inputClass, Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { ListEditor } from './list-editor.tsx';
import {
  checkProduct,
  draftFrom,
  duplicateLitres,
  emptyDraft,
  emptySize,
  type FieldName,
  hasErrors,
  isRequiredMessage,
  type ProductDraft,
  type SizeDraft,
  schemaMessages,
  toFormData,
} from './product-draft.ts';
import { SaveFooter } from './save-error.tsx';
import { SizeEditor } from './size-editor.tsx';
import { texts } from './texts.ts';

const maxSizes = 12;
const sectionTitle = 'mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase';

type EditorProps = {
  formId: string;
  initial: ProductDraft;
  adding: boolean;
  litres: Litre[];
  onSubmit: (form: FormData, uploading: boolean) => void;
};

function ProductEditor({ formId, initial, adding, litres, onSubmit }: EditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [sizesNotice, setSizesNotice] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const categories = useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => catalogueApi.categories(signal),
  });
  // Whether the shop has a GSTIN: then a product without HSN code and rate cannot be sold (decision 0105).
  const settings = useQuery(queries.settings());
  const registered = Boolean(settings.data?.seller.gstin);
  const untaxed = draft.hsnCode.trim() === '' || draft.gstRate === '';
  const categoryId = Number(draft.categoryId);
  const subcategories = useQuery({
    queryKey: catalogueKeys.subcategoriesOf(categoryId),
    queryFn: ({ signal }) => catalogueApi.subcategoriesOf(categoryId, signal),
    enabled: categoryId > 0,
  });

  // Errors show from the first save attempt on, and follow the admin's corrections from then.
  const errors = submitted ? checkProduct(draft, adding) : null;
  useEffect(() => {
    if (attempts > 0) summaryRef.current?.focus();
  }, [attempts]);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const updateSize = (key: string) => (update: (size: SizeDraft) => SizeDraft) =>
    setDraft((d) => ({ ...d, sizes: d.sizes.map((s) => (s.key === key ? update(s) : s)) }));
  function removeSize(key: string) {
    if (draft.sizes.length <= 1) {
      setSizesNotice(schemaMessages.sizeRequired);
      return;
    }
    setSizesNotice(null);
    setDraft((d) => ({ ...d, sizes: d.sizes.filter((s) => s.key !== key) }));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    const found = checkProduct(draft, adding);
    if (hasErrors(found)) {
      setAttempts((n) => n + 1);
      return;
    }
    onSubmit(
      toFormData(draft),
      draft.sizes.some((s) => s.added.length > 0),
    );
  }

  const fid = (f: FieldName) => `${id}-${f}`;
  const fieldError = (f: FieldName) => {
    const message = errors?.fields[f];
    return isRequiredMessage(message) ? 'Required' : message;
  };
  const aria = (f: FieldName) => ({
    'aria-invalid': errors?.fields[f] ? true : undefined,
    'aria-describedby': errors?.fields[f] ? `${fid(f)}-error` : undefined,
  });
  const text = (f: Extract<FieldName, keyof ProductDraft> & string, label: string, max: number, rows = 0) => {
    const value = draft[f];
    if (typeof value !== 'string') return null;
    const props = {
      id: fid(f),
      className: inputClass,
      value,
      maxLength: max,
      required: label.endsWith('*'),
      ...aria(f),
    };
    return (
      <Field id={fid(f)} label={label} error={fieldError(f)}>
        {rows > 0 ? (
          <textarea {...props} rows={rows} onChange={(e) => set(f, e.target.value)} />
        ) : (
          <input {...props} onChange={(e) => set(f, e.target.value)} />
        )}
      </Field>
    );
  };

  const taken = new Set(draft.sizes.map((s) => s.l_id).filter(Boolean));
  const twice = duplicateLitres(draft.sizes);
  const sizesErrorId = `${id}-sizes-error`;
  const sizesMessages = [...(errors?.sizesErrors ?? []), ...(sizesNotice ? [sizesNotice] : [])];

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-8">
      {errors && hasErrors(errors) && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          id={`${id}-summary`}
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-2 focus:outline-red-400"
        >
          <p className="font-semibold">Please fix the following before saving:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.summary.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby={`${id}-basics`}>
        <h3 id={`${id}-basics`} className={sectionTitle}>
          Basics
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">{text('name', 'Name *', 200)}</div>
          <Field id={fid('categoryId')} label="Category *" error={fieldError('categoryId')}>
            <select
              id={fid('categoryId')}
              className={inputClass}
              value={draft.categoryId}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => ({ ...d, categoryId: value, sub_cate_id: '' }));
              }}
              required
              {...aria('categoryId')}
            >
              <option value="">{categories.isPending ? 'Loading...' : 'Select Category'}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={fid('sub_cate_id')}
            label="SubCategory *"
            error={fieldError('sub_cate_id')}
            hint={categoryId > 0 ? undefined : 'Choose a category first.'}
          >
            <select
              id={fid('sub_cate_id')}
              className={`${inputClass} disabled:bg-slate-100`}
              value={draft.sub_cate_id}
              disabled={!(categoryId > 0)}
              onChange={(e) => set('sub_cate_id', e.target.value)}
              required
              {...aria('sub_cate_id')}
            >
              <option value="">
                {categoryId > 0 && subcategories.isPending ? 'Loading...' : 'Select SubCategory'}
              </option>
              {subcategories.data?.map((s) => (
                <option key={s.sub_cate_id} value={s.sub_cate_id}>
                  {s.sub_cate_name}
                </option>
              ))}
            </select>
          </Field>
          <div className="md:col-span-2">{text('shortDescription', 'Short description *', 300, 2)}</div>
          <div className="md:col-span-2">{text('longDescription', 'Long description *', 5000, 5)}</div>
          {text('suitableSurfaces', 'Suitable surfaces *', 500, 2)}
          {text('ingredients', 'Ingredients *', 1000, 2)}
        </div>
      </section>

      <section aria-labelledby={`${id}-lists`}>
        <h3 id={`${id}-lists`} className={sectionTitle}>
          Features and use
        </h3>
        <div className="grid gap-6 md:grid-cols-2">
          <ListEditor
            id={fid('features')}
            kind="features"
            label={adding ? 'Features *' : 'Features'}
            itemName="feature"
            placeholder="e.g. Kills 99.9% of germs"
            items={draft.features}
            onChange={(items) => set('features', items)}
            error={errors?.fields.features}
          />
          <ListEditor
            id={fid('howToUse')}
            kind="howToUse"
            label={adding ? 'How to use *' : 'How to use'}
            itemName="step"
            placeholder="e.g. Dilute 2 capfuls in half a bucket of water"
            items={draft.howToUse}
            onChange={(items) => set('howToUse', items)}
            error={errors?.fields.howToUse}
            numbered
          />
        </div>
      </section>

      <section aria-labelledby={`${id}-specs`}>
        <h3 id={`${id}-specs`} className={sectionTitle}>
          Specifications
        </h3>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {text('volume', 'Volume', 100)}
          {text('scent', 'Scent', 60)}
          <Field id={fid('phLevel')} label="pH level" error={fieldError('phLevel')} hint="0 to 14">
            <input
              id={fid('phLevel')}
              type="number"
              inputMode="decimal"
              min={0}
              max={14}
              step={0.1}
              className={inputClass}
              value={draft.phLevel}
              onChange={(e) => set('phLevel', e.target.value)}
              {...aria('phLevel')}
            />
          </Field>
          <Field id={fid('shelfLife')} label="Shelf life (months)" error={fieldError('shelfLife')}>
            <input
              id={fid('shelfLife')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={inputClass}
              value={draft.shelfLife}
              onChange={(e) => set('shelfLife', e.target.value)}
              {...aria('shelfLife')}
            />
          </Field>
          {text('madeIn', 'Made in', 60)}
          {text('packaging', 'Packaging', 200)}
          <label className="col-span-2 flex items-center gap-2 text-sm font-medium text-slate-800 md:col-span-3">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={draft.combos}
              onChange={(e) => set('combos', e.target.checked)}
            />
            Combo product (listed under Combos, shown with a Combo badge)
          </label>
        </div>
      </section>

      <section aria-labelledby={`${id}-tax`}>
        <h3 id={`${id}-tax`} className={sectionTitle}>
          Tax (GST)
        </h3>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          <Field
            id={fid('hsnCode')}
            label="HSN code"
            error={fieldError('hsnCode')}
            hint="4, 6 or 8 digits: 3402 cleaners, 3808 disinfectants"
          >
            <input
              id={fid('hsnCode')}
              inputMode="numeric"
              maxLength={8}
              className={inputClass}
              value={draft.hsnCode}
              onChange={(e) => set('hsnCode', e.target.value)}
              {...aria('hsnCode')}
            />
          </Field>
          <Field id={fid('gstRate')} label="GST rate" error={fieldError('gstRate')}>
            <select
              id={fid('gstRate')}
              className={inputClass}
              value={draft.gstRate}
              onChange={(e) => set('gstRate', e.target.value)}
              {...aria('gstRate')}
            >
              <option value="">Not set</option>
              {gstRates.map((rate) => (
                <option key={rate} value={rate}>
                  {rate} %
                </option>
              ))}
            </select>
          </Field>
          {registered && untaxed && (
            <p
              role="note"
              className="col-span-2 self-center rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 md:col-span-1"
            >
              {productTaxMessages.untaxed}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby={`${id}-sizes`}>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h3 id={`${id}-sizes`} className={`${sectionTitle} mb-0`}>
            Sizes and prices *
          </h3>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={draft.sizes.length >= Math.min(maxSizes, litres.length)}
            onClick={() => {
              setSizesNotice(null);
              setDraft((d) => ({ ...d, sizes: [...d.sizes, emptySize()] }));
            }}
          >
            Add size
          </button>
        </div>
        {sizesMessages.length > 0 && (
          <div id={sizesErrorId} role="alert" className="mb-3 text-sm text-red-700">
            {sizesMessages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        )}
        <ul className="flex flex-col gap-4">
          {draft.sizes.map((size, index) => (
            <SizeEditor
              key={size.key}
              id={`${id}-${size.key}`}
              index={index}
              size={size}
              productName={draft.name.trim()}
              litres={litres}
              taken={taken}
              duplicate={twice.has(size.l_id)}
              sizesErrorId={sizesMessages.length > 0 ? sizesErrorId : undefined}
              errors={errors?.sizes[size.key] ?? {}}
              onChange={updateSize(size.key)}
              onRemove={() => removeSize(size.key)}
            />
          ))}
        </ul>
      </section>
    </form>
  );
}

export function ProductForm({
  open,
  productId,
  onClose,
}: {
  open: boolean;
  /** null: add a product. */
  productId: number | null;
  onClose: () => void;
}) {
  const formId = useId();
  const client = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const editing = productId !== null;
  const product = useQuery({
    queryKey: catalogueKeys.product(productId ?? 0),
    queryFn: ({ signal }) => catalogueApi.product(productId ?? 0, signal),
    enabled: open && editing,
  });
  const litres = useQuery({
    queryKey: catalogueKeys.litres(),
    queryFn: ({ signal }) => catalogueApi.litres(signal),
    enabled: open,
  });
  const [initial] = useState(() => (editing ? null : emptyDraft()));

  const save = useMutation({
    mutationFn: (form: FormData) => catalogueApi.saveProduct(productId, form),
    onSuccess: async () => {
      toast.success(editing ? texts.productUpdated : texts.productAdded);
      onClose();
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, texts.productSaveFailed)),
  });

  // An edit starts from what the server has now, never from a copy cached before the last save.
  const loaded = editing ? (product.isFetchedAfterMount && product.data ? product.data : null) : null;
  const failed = (editing && product.isError) || litres.isError;
  const ready = !failed && litres.data !== undefined && (!editing || loaded !== null);

  return (
    <Modal
      open={open}
      wide
      title={editing ? 'Edit Product' : 'Add Product'}
      onClose={onClose}
      footer={
        <SaveFooter
          error={save.error}
          fallback={texts.productSaveFailed}
          onCancel={onClose}
          formId={formId}
          busy={save.isPending}
          busyText={uploading ? 'Uploading...' : 'Saving...'}
          disabled={!ready}
        >
          Save Product
        </SaveFooter>
      }
    >
      {failed ? (
        <ErrorState
          message={editing && product.isError ? texts.failedProducts : texts.failedLitres}
          onRetry={() => {
            if (product.isError) product.refetch();
            if (litres.isError) litres.refetch();
          }}
        />
      ) : !ready ? (
        <Loading />
      ) : (
        <ProductEditor
          formId={formId}
          initial={loaded ? draftFrom(loaded) : (initial ?? emptyDraft())}
          adding={!editing}
          litres={litres.data}
          onSubmit={(form, withFiles) => {
            setUploading(withFiles);
            save.mutate(form);
          }}
        />
      )}
    </Modal>
  );
}
