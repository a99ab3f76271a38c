// A size's quantity prices and carton (decision 0341): rows of "from N units, ₹X each" (at most five) and how
// many units a carton holds. The shared schema checks them when the product is saved; its message shows here.
import { quantityPriceLimits } from '@chamak/shared/quantity-prices';
import { Field, inputClass } from '../ui.tsx';
import { newKey, type SizeDraft, type TierDraft } from './product-draft.ts';

type Props = {
  /** The size's id prefix for its fields. */
  id: string;
  size: SizeDraft;
  errors: { priceTiers?: string; cartonUnits?: string };
  onChange: (update: (size: SizeDraft) => SizeDraft) => void;
};

export function QuantityPricesEditor({ id, size, errors, onChange }: Props) {
  const errorId = `${id}-priceTiers-error`;
  const edit = (key: string, change: Partial<TierDraft>) =>
    onChange((s) => ({
      ...s,
      priceTiers: s.priceTiers.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)),
    }));
  const small = `${inputClass} max-w-24`;

  return (
    <div className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-3">
      <fieldset className="md:col-span-2" aria-describedby={errors.priceTiers ? errorId : `${id}-tiers-hint`}>
        <legend className="text-sm font-medium text-slate-800">Quantity prices</legend>
        <p id={`${id}-tiers-hint`} className="text-xs text-slate-500">
          A lower price per unit from a number of units up, e.g. 6+ and 24+.
        </p>
        <ul className="mt-2 flex flex-col gap-2">
          {size.priceTiers.map((tier, n) => (
            <li key={tier.key} className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col gap-1 text-xs text-slate-700">
                From (units)
                <input
                  type="number"
                  inputMode="numeric"
                  min={quantityPriceLimits.fewestUnits}
                  max={quantityPriceLimits.mostUnits}
                  step={1}
                  className={small}
                  value={tier.minUnits}
                  onChange={(e) => edit(tier.key, { minUnits: e.target.value })}
                  aria-invalid={errors.priceTiers ? true : undefined}
                  aria-describedby={errors.priceTiers ? errorId : undefined}
                />
              </label>
              <label className="flex flex-col gap-1 text-xs text-slate-700">
                Price each (₹)
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className={small}
                  value={tier.price}
                  onChange={(e) => edit(tier.key, { price: e.target.value })}
                  aria-invalid={errors.priceTiers ? true : undefined}
                  aria-describedby={errors.priceTiers ? errorId : undefined}
                />
              </label>
              <button
                type="button"
                onClick={() =>
                  onChange((s) => ({ ...s, priceTiers: s.priceTiers.filter((t) => t.key !== tier.key) }))
                }
                className="rounded-md px-2 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
                aria-label={`Remove quantity price ${n + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        {size.priceTiers.length < quantityPriceLimits.mostTiers && (
          <button
            type="button"
            onClick={() =>
              onChange((s) => ({
                ...s,
                priceTiers: [...s.priceTiers, { key: newKey('tier'), minUnits: '', price: '' }],
              }))
            }
            className="mt-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            Add a quantity price
          </button>
        )}
        {errors.priceTiers && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {errors.priceTiers}
          </p>
        )}
      </fieldset>
      <Field
        id={`${id}-cartonUnits`}
        label="Carton (units)"
        error={errors.cartonUnits}
        hint="Empty if not sold by the carton"
      >
        <input
          id={`${id}-cartonUnits`}
          type="number"
          inputMode="numeric"
          min={quantityPriceLimits.smallestCarton}
          max={quantityPriceLimits.largestCarton}
          step={1}
          className={inputClass}
          value={size.cartonUnits}
          onChange={(e) => {
            const value = e.target.value;
            onChange((s) => ({ ...s, cartonUnits: value }));
          }}
          aria-invalid={errors.cartonUnits ? true : undefined}
          aria-describedby={errors.cartonUnits ? `${id}-cartonUnits-error` : undefined}
        />
      </Field>
    </div>
  );
}
