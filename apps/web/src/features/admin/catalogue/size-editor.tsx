// One litre configuration of a product: its litre (locked once saved), prices in rupees, stock, what can be
// subscribed and how long a unit lasts (decision 0325), quantity prices and carton (decision 0341), and images.
import type { Litre, ProductImage } from '@chamak/shared/catalogue';
import { Field, inputClass } from '../ui.tsx';
import { ImageManager } from './image-manager.tsx';
import { editPrice, type NewImage, type SizeDraft, type SizeField } from './product-draft.ts';
import { QuantityPricesEditor } from './quantity-prices-editor.tsx';
import { SizeInventoryFields } from './size-inventory-fields.tsx';
import { texts } from './texts.ts';

type Props = {
  id: string;
  index: number;
  size: SizeDraft;
  productName: string;
  litres: Litre[];
  /** Litres other sizes of this product already use. */
  taken: Set<string>;
  /** This size's litre is also chosen by another size. */
  duplicate: boolean;
  /** The id of the sizes' own error, for a litre chosen twice. */
  sizesErrorId?: string;
  errors: Partial<Record<SizeField, string>>;
  /** Applied to the latest draft of this size (image calls finish after other edits). */
  onChange: (update: (size: SizeDraft) => SizeDraft) => void;
  onRemove: () => void;
};

export function SizeEditor({
  id,
  index,
  size,
  productName,
  litres,
  taken,
  duplicate,
  sizesErrorId,
  errors,
  onChange,
  onRemove,
}: Props) {
  const litreName = litres.find((l) => String(l.l_id) === size.l_id)?.litre;
  const title = litreName ?? `Size ${index + 1}`;
  const fieldId = (f: SizeField) => `${id}-${f}`;
  const described = (f: SizeField) => (errors[f] ? `${fieldId(f)}-error` : undefined);
  const locked = size.pl_id !== undefined;

  const money = (field: 'price' | 'discounted_price' | 'discount', label: string, hint?: string) => (
    <Field id={fieldId(field)} label={label} error={errors[field]} hint={hint}>
      <input
        id={fieldId(field)}
        type="number"
        inputMode="decimal"
        min={0}
        max={field === 'discount' ? 100 : undefined}
        step={0.01}
        className={inputClass}
        value={size[field]}
        onChange={(e) => {
          const value = e.target.value;
          onChange((s) => editPrice(s, field, value));
        }}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        required={field === 'price'}
      />
    </Field>
  );

  /** A whole-number box of this size: the subscriber discount or the days of supply. */
  const days = (
    field: 'subscriberDiscount' | 'supplyDays',
    label: string,
    min: number,
    max: number,
    hint?: string,
  ) => (
    <Field id={fieldId(field)} label={label} error={errors[field]} hint={hint}>
      <input
        id={fieldId(field)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className={inputClass}
        value={size[field]}
        onChange={(e) => {
          const value = e.target.value;
          onChange((s) => ({ ...s, [field]: value }));
        }}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
      />
    </Field>
  );

  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="mb-3 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{title}</h4>
          {locked && (
            <p id={`${id}-locked`} className="text-xs text-slate-500">
              Saved size. {texts.litreLocked}.
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
          aria-label={`Remove size ${title}`}
        >
          Remove
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <div className="col-span-2 md:col-span-1">
          <Field id={fieldId('l_id')} label="Litre *" error={errors.l_id}>
            <select
              id={fieldId('l_id')}
              className={`${inputClass} bg-white disabled:bg-slate-100 disabled:text-slate-600`}
              value={size.l_id}
              disabled={locked}
              onChange={(e) => {
                const value = e.target.value;
                onChange((s) => ({ ...s, l_id: value }));
              }}
              aria-invalid={errors.l_id || duplicate ? true : undefined}
              aria-describedby={
                described('l_id') ?? (duplicate ? sizesErrorId : locked ? `${id}-locked` : undefined)
              }
              required
            >
              <option value="">Select Litre</option>
              {litres.map((l) => {
                const value = String(l.l_id);
                const usedElsewhere = taken.has(value) && value !== size.l_id;
                return (
                  <option key={l.l_id} value={value} disabled={usedElsewhere}>
                    {l.litre}
                    {usedElsewhere ? ' (already added)' : ''}
                  </option>
                );
              })}
            </select>
          </Field>
        </div>
        {money('price', 'Price (₹) *')}
        {money('discounted_price', 'Discounted (₹)')}
        {money('discount', 'Discount (%)')}
        <Field
          id={fieldId('total_qty')}
          label="Total quantity *"
          error={errors.total_qty}
          hint={size.remaining_qty !== undefined ? `${size.remaining_qty} left in stock` : undefined}
        >
          <input
            id={fieldId('total_qty')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={inputClass}
            value={size.total_qty}
            onChange={(e) => {
              const value = e.target.value;
              onChange((s) => ({ ...s, total_qty: value }));
            }}
            aria-invalid={errors.total_qty ? true : undefined}
            aria-describedby={described('total_qty')}
            required
          />
        </Field>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 md:col-span-3">
          <input
            id={fieldId('subscribable')}
            type="checkbox"
            className="size-4 accent-brand"
            checked={size.subscribable}
            onChange={(e) => {
              const checked = e.target.checked;
              onChange((s) => ({ ...s, subscribable: checked }));
            }}
          />
          Subscribe and save
        </label>
        {size.subscribable && (
          <>
            <Field
              id={fieldId('subscriptionIntervals')}
              label="Intervals (days) *"
              error={errors.subscriptionIntervals}
              hint="Comma-separated, e.g. 30, 45, 60, 90"
            >
              <input
                id={fieldId('subscriptionIntervals')}
                className={inputClass}
                value={size.subscriptionIntervals}
                placeholder="30, 45, 60, 90"
                onChange={(e) => {
                  const value = e.target.value;
                  onChange((s) => ({ ...s, subscriptionIntervals: value }));
                }}
                aria-invalid={errors.subscriptionIntervals ? true : undefined}
                aria-describedby={described('subscriptionIntervals')}
                required
              />
            </Field>
            {days('subscriberDiscount', 'Subscriber discount (%)', 0, 50)}
          </>
        )}
        {days('supplyDays', 'Lasts about (days per unit)', 1, 365, 'Empty if not known')}
      </div>
      <QuantityPricesEditor id={id} size={size} errors={errors} onChange={onChange} />
      <SizeInventoryFields id={id} size={size} errors={errors} onChange={onChange} />
      <div className="mt-4">
        <ImageManager
          id={fieldId('images')}
          label={`${productName || 'this product'} ${title}`.trim()}
          plId={size.pl_id}
          images={size.images}
          added={size.added}
          error={errors.images}
          onImages={(images: ProductImage[]) => onChange((s) => ({ ...s, images }))}
          onAdded={(added: NewImage[]) => onChange((s) => ({ ...s, added }))}
        />
      </div>
    </li>
  );
}
