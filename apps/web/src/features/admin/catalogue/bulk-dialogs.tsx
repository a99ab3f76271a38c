// The products page's bulk dialogs (decision 0353): Set price (a percent up or down, or one size to fixed amounts)
// and Set stock (to a number of units, or more or fewer). The server works out every paisa; these only ask.
import type { BulkPriceBody, BulkStockBody } from '@chamak/shared/bulk-actions';
import { rupeesToPaise } from '@chamak/shared/money';
import { type ReactNode, useId, useState } from 'react';
import { BusyButton, buttonClass, Field, inputClass, Modal } from '../ui.tsx';

export type SizeChoice = { litreId: number; label: string };

/** The frame both bulk dialogs share: a form in a modal, Cancel and the busy action button, the error under it. */
function BulkDialog({
  open,
  title,
  action,
  busy,
  error,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  action: string;
  busy: boolean;
  error: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <BusyButton type="button" busy={busy} onClick={onSubmit}>
            {action}
          </BusyButton>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

const amount = /^\d{1,7}(\.\d{1,2})?$/;

function SizeSelect({
  id,
  sizes,
  value,
  onChange,
  allowAll,
}: {
  id: string;
  sizes: SizeChoice[];
  value: string;
  onChange: (v: string) => void;
  allowAll: boolean;
}) {
  return (
    <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
      {allowAll && <option value="">Every size</option>}
      {sizes.map((s) => (
        <option key={s.litreId} value={String(s.litreId)}>
          {s.label}
        </option>
      ))}
    </select>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="accent-brand"
      />
      {children}
    </label>
  );
}

type DialogProps<T> = {
  open: boolean;
  count: number;
  sizes: SizeChoice[];
  busy: boolean;
  onClose: () => void;
  onSubmit: (change: T) => void;
};

export function PriceDialog({
  open,
  count,
  sizes,
  busy,
  onClose,
  onSubmit,
}: DialogProps<BulkPriceBody['change']>) {
  const id = useId();
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [percent, setPercent] = useState('');
  const [litre, setLitre] = useState('');
  const [mrp, setMrp] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState('');
  const fixedLitre = litre || String(sizes[0]?.litreId ?? '');

  const submit = () => {
    if (kind === 'percent') {
      const p = Number(percent);
      if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(percent.trim()) || p === 0)
        return setError('Write a percent such as 10 (up) or -5 (down), with at most two decimals.');
      setError('');
      return onSubmit({ kind: 'percent', percent: p, ...(litre ? { litreId: Number(litre) } : {}) });
    }
    if (!amount.test(mrp.trim()) || !amount.test(price.trim()))
      return setError('Write the MRP and the price in rupees, such as 249 or 249.50.');
    const pricePaise = rupeesToPaise(mrp.trim());
    const salePricePaise = rupeesToPaise(price.trim());
    if (salePricePaise > pricePaise) return setError('The price cannot be above the MRP.');
    setError('');
    onSubmit({ kind: 'fixed', prices: [{ litreId: Number(fixedLitre), pricePaise, salePricePaise }] });
  };

  return (
    <BulkDialog
      open={open}
      title={`Set price of ${count} ${count === 1 ? 'product' : 'products'}`}
      action="Change prices"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">How</legend>
        <Choice
          name={`${id}-kind`}
          value="percent"
          checked={kind === 'percent'}
          onChange={() => setKind('percent')}
        >
          By a percent
        </Choice>
        <Choice
          name={`${id}-kind`}
          value="fixed"
          checked={kind === 'fixed'}
          onChange={() => setKind('fixed')}
        >
          A fixed price for one size
        </Choice>
      </fieldset>
      {kind === 'percent' ? (
        <>
          <Field
            id={`${id}-percent`}
            label="Change in percent"
            hint="10 raises MRP and price by 10%; -5 lowers them by 5%. Each is rounded to the nearest paisa."
          >
            <input
              id={`${id}-percent`}
              className={inputClass}
              inputMode="decimal"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
            />
          </Field>
          <Field id={`${id}-size`} label="Sizes">
            <SizeSelect id={`${id}-size`} sizes={sizes} value={litre} onChange={setLitre} allowAll />
          </Field>
        </>
      ) : (
        <>
          <Field id={`${id}-fixed-size`} label="Size">
            <SizeSelect
              id={`${id}-fixed-size`}
              sizes={sizes}
              value={fixedLitre}
              onChange={setLitre}
              allowAll={false}
            />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-mrp`} label="MRP (₹)">
              <input
                id={`${id}-mrp`}
                className={inputClass}
                inputMode="decimal"
                value={mrp}
                onChange={(e) => setMrp(e.target.value)}
              />
            </Field>
            <Field id={`${id}-price`} label="Price (₹)">
              <input
                id={`${id}-price`}
                className={inputClass}
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              />
            </Field>
          </div>
        </>
      )}
    </BulkDialog>
  );
}

export function StockDialog({
  open,
  count,
  sizes,
  busy,
  onClose,
  onSubmit,
}: DialogProps<BulkStockBody['change']>) {
  const id = useId();
  const [kind, setKind] = useState<'set' | 'add'>('set');
  const [units, setUnits] = useState('');
  const [litre, setLitre] = useState('');
  const [error, setError] = useState('');

  const submit = () => {
    const n = Number(units);
    const valid =
      kind === 'set' ? /^\d{1,7}$/.test(units.trim()) : /^-?\d{1,7}$/.test(units.trim()) && n !== 0;
    if (!valid)
      return setError(
        kind === 'set'
          ? 'Write a whole number of units, 0 or more.'
          : 'Write a whole number such as 20 or -5.',
      );
    setError('');
    onSubmit({ kind, units: n, ...(litre ? { litreId: Number(litre) } : {}) });
  };

  return (
    <BulkDialog
      open={open}
      title={`Set stock of ${count} ${count === 1 ? 'product' : 'products'}`}
      action="Change stock"
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">How</legend>
        <Choice name={`${id}-kind`} value="set" checked={kind === 'set'} onChange={() => setKind('set')}>
          Set to
        </Choice>
        <Choice name={`${id}-kind`} value="add" checked={kind === 'add'} onChange={() => setKind('add')}>
          Add or take away
        </Choice>
      </fieldset>
      <Field
        id={`${id}-units`}
        label={kind === 'set' ? 'Units in stock' : 'Units to add (negative to take away)'}
        hint="The stock ledger records this as an adjustment by you."
      >
        <input
          id={`${id}-units`}
          className={inputClass}
          inputMode="numeric"
          value={units}
          onChange={(e) => setUnits(e.target.value)}
        />
      </Field>
      <Field id={`${id}-size`} label="Sizes">
        <SizeSelect id={`${id}-size`} sizes={sizes} value={litre} onChange={setLitre} allowAll />
      </Field>
    </BulkDialog>
  );
}
