// The promotion dialog (decision 0160): name, code (empty: an automatic offer), the action and its figures,
// the minimum cart, eligibility (all, categories, products, combos; first order only; online payment only), the
// window in India time, the limits, and whether a cancelled order gives its use back; its name in each other
// language the shop has on ("Name in Hindi", optional: the English name shows). The shared schema checks it here
// with the server's messages; the server checks again (and alone knows a code is taken).
import { languageNames } from '@chamak/shared/i18n/languages';
import {
  type Promotion,
  type PromotionBody,
  type PromotionNameLanguage,
  promotionActionLabels,
  promotionActions,
  promotionMessages,
  promotionScopeLabels,
  promotionScopes,
} from '@chamak/shared/promotions';
import type { ReactNode } from 'react';
import { enabledLanguages } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { SaveFooter } from '../catalogue/save-error.tsx';
import { SelectField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { inputClass, Modal } from '../ui.tsx';
import { promotionsApi, usePromotionWrite } from './api.ts';
import { CategoryPicker, ProductPicker } from './eligibility-pickers.tsx';
// A name in Hindi or Marathi in Noto Sans Devanagari, as on the Translations page.
import '../translations/devanagari.css';
import { checkDraft, type Draft, draftOf, nameField } from './promotion-draft.ts';

const fallback = 'Something Went Wrong';

function Check({
  checked,
  onChange,
  children,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {children}
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export function PromotionForm({
  open,
  promotion,
  onClose,
}: {
  open: boolean;
  /** The promotion being edited; null creates one. */
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const form = useForm<Draft>(() => draftOf(promotion));
  const { id, values: draft, errors, set } = form;
  const save = usePromotionWrite((body: PromotionBody) => promotionsApi.save(promotion?.id ?? null, body));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkDraft(draft);
    form.check(checked.errors);
    if (!checked.body) {
      const first = Object.keys(checked.errors)[0] as keyof Draft | undefined;
      if (first) document.getElementById(form.fieldId(first))?.focus();
      return;
    }
    save.mutate(checked.body, {
      onSuccess: () => {
        toast.success(promotion ? promotionMessages.updated : promotionMessages.created);
        onClose();
      },
      onError: (failure) => {
        form.serverError(failure);
        toast.error(errorMessage(failure, fallback));
      },
    });
  }

  /** A text box of the draft on the form kit: its label, hint and error wired for screen readers. */
  const box = (
    key:
      | 'name'
      | 'code'
      | 'percent'
      | 'cap'
      | 'amount'
      | 'buyQty'
      | 'getQty'
      | 'minCart'
      | 'startsAt'
      | 'endsAt'
      | 'usageLimit'
      | 'perCustomerLimit',
    label: string,
    options: { hint?: string; type?: string; inputMode?: 'numeric' | 'decimal'; placeholder?: string } = {},
  ) => (
    <TextField
      form={form}
      name={key}
      label={label}
      hint={options.hint}
      type={options.type ?? 'text'}
      inputMode={options.inputMode}
      placeholder={options.placeholder}
    />
  );

  const formId = `${id}-form`;
  return (
    <Modal
      open={open}
      wide
      title={promotion ? 'Edit Promotion' : 'Add Promotion'}
      onClose={onClose}
      footer={
        <SaveFooter
          error={save.error}
          fallback={fallback}
          onCancel={onClose}
          formId={formId}
          busy={save.isPending}
        >
          Save Promotion
        </SaveFooter>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <Section title="Promotion">
          <div className="grid gap-4 sm:grid-cols-2">
            {box('name', 'Name *', { placeholder: 'Diwali sale', hint: 'Shoppers see it in the quote.' })}
            {box('code', 'Code', {
              placeholder: 'DIWALI10',
              hint: 'Leave empty for an automatic offer. Letters, digits, - or _; any case.',
            })}
            {enabledLanguages()
              .filter((l): l is PromotionNameLanguage => l !== 'en')
              .map((language) => (
                <TextField
                  key={language}
                  form={form}
                  name={nameField(language)}
                  label={`Name in ${languageNames[language].english}`}
                  hint={`Shoppers reading the shop in ${languageNames[language].english} see it. Empty: the English name.`}
                  lang={language}
                  className={`${inputClass} translated-text`}
                />
              ))}
          </div>
          <SelectField form={form} name="action" label="Action *">
            {promotionActions.map((a) => (
              <option key={a} value={a}>
                {promotionActionLabels[a]}
              </option>
            ))}
          </SelectField>
          {draft.action === 'percent' && (
            <div className="grid gap-4 sm:grid-cols-2">
              {box('percent', 'Percent off *', { inputMode: 'numeric', placeholder: '10' })}
              {box('cap', 'Cap (₹)', {
                inputMode: 'decimal',
                placeholder: 'No cap',
                hint: 'The most it takes off an order.',
              })}
            </div>
          )}
          {draft.action === 'fixed' &&
            box('amount', 'Amount off (₹) *', { inputMode: 'decimal', placeholder: '100' })}
          {draft.action === 'bxgy' && (
            <div className="grid gap-4 sm:grid-cols-2">
              {box('buyQty', 'Buy (units) *', { inputMode: 'numeric', placeholder: '2' })}
              {box('getQty', 'Get free (units) *', {
                inputMode: 'numeric',
                placeholder: '1',
                hint: 'The cheapest eligible units are free.',
              })}
            </div>
          )}
          {draft.action === 'free_delivery' && (
            <p className="text-sm text-slate-600">The delivery charge is waived for orders that qualify.</p>
          )}
        </Section>

        <Section title="Who and what qualifies">
          <div className="grid gap-4 sm:grid-cols-2">
            {box('minCart', 'Minimum cart (₹)', { inputMode: 'decimal', placeholder: '0' })}
            <SelectField form={form} name="appliesTo" label="Applies to">
              {promotionScopes.map((s) => (
                <option key={s} value={s}>
                  {promotionScopeLabels[s]}
                </option>
              ))}
            </SelectField>
          </div>
          {draft.appliesTo === 'categories' && (
            <CategoryPicker
              selected={draft.categoryIds}
              onChange={(ids) => set('categoryIds', ids)}
              error={errors.categoryIds}
            />
          )}
          {draft.appliesTo === 'products' && (
            <ProductPicker
              selected={draft.productIds}
              onChange={(ids) => set('productIds', ids)}
              error={errors.productIds}
            />
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <Check checked={draft.firstOrderOnly} onChange={(v) => set('firstOrderOnly', v)}>
              First order only
            </Check>
            <Check
              checked={draft.onlineOnly}
              onChange={(v) => set('onlineOnly', v)}
              hint="A prepaid offer: cash on delivery does not get it."
            >
              Online payment only
            </Check>
          </div>
        </Section>

        <Section title="When and how often (India time)">
          <div className="grid gap-4 sm:grid-cols-2">
            {box('startsAt', 'Starts', { type: 'datetime-local', hint: 'Empty: from now.' })}
            {box('endsAt', 'Ends', { type: 'datetime-local', hint: 'Empty: no end.' })}
            {box('usageLimit', 'Total uses', { inputMode: 'numeric', placeholder: 'No limit' })}
            {box('perCustomerLimit', 'Uses per customer', { inputMode: 'numeric', placeholder: 'No limit' })}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Check checked={draft.active} onChange={(v) => set('active', v)} hint="Off: disabled.">
              Active
            </Check>
            <Check
              checked={draft.releaseOnCancel}
              onChange={(v) => set('releaseOnCancel', v)}
              hint="A cancelled or refunded order gives its use back."
            >
              Give the use back on cancel
            </Check>
          </div>
        </Section>
      </form>
    </Modal>
  );
}
