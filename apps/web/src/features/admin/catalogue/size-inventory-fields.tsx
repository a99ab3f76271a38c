// A size's SKU, GTIN/barcode, low-stock threshold, and the packed parcel's weight and dimensions (decision 0349)
// in the product form. A saved size shows what it has (read from the inventory calls); a box the admin has not
// touched is not sent, so the save keeps it. A new size's SKU left blank is made CHK-<product>-<litre>.
import type { StockLedgerPage } from '@chamak/shared/inventory';
import { useQuery } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { Field, inputClass } from '../ui.tsx';
import type { InventoryField, SizeDraft, SizeField } from './product-draft.ts';

type Props = {
  id: string;
  size: SizeDraft;
  errors: Partial<Record<SizeField, string>>;
  onChange: (update: (size: SizeDraft) => SizeDraft) => void;
};

const boxes: { field: InventoryField; label: string; numeric: boolean; hint?: string }[] = [
  { field: 'sku', label: 'SKU', numeric: false },
  { field: 'gtin', label: 'GTIN / barcode', numeric: false, hint: 'EAN-13, UPC-A, EAN-8 or GTIN-14' },
  { field: 'lowStockThreshold', label: 'Low-stock threshold', numeric: true, hint: 'Empty: never low' },
  { field: 'weightGrams', label: 'Weight (g)', numeric: true },
  { field: 'lengthCm', label: 'Length (cm)', numeric: true },
  { field: 'breadthCm', label: 'Breadth (cm)', numeric: true },
  { field: 'heightCm', label: 'Height (cm)', numeric: true },
];

export function SizeInventoryFields({ id, size, errors, onChange }: Props) {
  const saved = useQuery({
    queryKey: [...adminKeys.all, 'inventory', 'size', size.pl_id],
    queryFn: ({ signal }) =>
      request<StockLedgerPage>(`/admin/inventory/sizes/${size.pl_id}/movements?pageSize=1`, { signal }),
    enabled: size.pl_id !== undefined,
    staleTime: 0,
  }).data?.size;
  const savedText = (field: InventoryField) => {
    const value = saved?.[field];
    return value === null || value === undefined ? '' : String(value);
  };
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Stock keeping and parcel</legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {boxes.map(({ field, label, numeric, hint }) => {
          const boxId = `${id}-${field}`;
          return (
            <div
              key={field}
              className={field === 'sku' || field === 'gtin' ? 'col-span-2 md:col-span-2' : ''}
            >
              <Field id={boxId} label={label} error={errors[field]} hint={hint}>
                <input
                  id={boxId}
                  inputMode={numeric ? 'numeric' : undefined}
                  className={inputClass}
                  value={size.inventory?.[field] ?? savedText(field)}
                  placeholder={
                    field === 'sku' && size.pl_id === undefined ? 'Made for you when left blank' : undefined
                  }
                  maxLength={field === 'sku' ? 40 : 20}
                  onChange={(e) => {
                    const value = e.target.value;
                    onChange((s) => ({ ...s, inventory: { ...s.inventory, [field]: value } }));
                  }}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${boxId}-error` : undefined}
                />
              </Field>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
