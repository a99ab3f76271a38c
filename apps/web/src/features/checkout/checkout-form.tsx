// The checkout form: contact and shipping blocks, the payment choice and the order summary with the
// place-order button. Checks the address with SPEC's messages before anything is sent.

import type { User } from '@chamak/shared/accounts';
import type { CartItem } from '@chamak/shared/cart';
import type { CheckoutField, CodSettings, PaymentsConfig } from '@chamak/shared/checkout';
import { checkoutMessages } from '@chamak/shared/messages';
import { formatRupees } from '@chamak/shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast.tsx';
import {
  type AddressValues,
  checkAddress,
  emptyAddress,
  type FieldErrors,
  fillBlanks,
  fromProfile,
} from './address.ts';
import { ContactFields, ShippingFields } from './address-fields.tsx';
import { checkoutQuoteQuery } from './api.ts';
import { orderData } from './order-data.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentChoiceField } from './payment-choice.tsx';
import { SandboxCheckout } from './sandbox-checkout.tsx';
import { orderPayload, type PaymentChoice, summarize, validItems } from './summary.ts';
import { usePlaceOrder } from './use-place-order.ts';

type Props = {
  userId: string;
  items: CartItem[];
  profile: User | undefined;
  cod: CodSettings | undefined;
  /** The shop's payment gateway; unknown until /payments/config answers (online stays offered meanwhile). */
  gateway: PaymentsConfig['gateway'] | undefined;
};

/** The address last used for an unfinished order, else blank (the profile fills in when it arrives). */
const initialAddress = (): AddressValues => ({ ...emptyAddress, ...orderData.savedAddress() });

function codNoteOf(cod: CodSettings | undefined): string {
  if (cod && !cod.enabled) return checkoutMessages.codDisabled;
  if (cod && cod.feePaise === 0) return 'Pay in cash when your order arrives.';
  const fee = cod ? formatRupees(cod.feePaise) : 'A small';
  return `Pay when your order arrives. ${fee} fee on select PIN codes.`;
}

export function CheckoutForm({ userId, items, profile, cod, gateway }: Props) {
  const id = useId();
  const idFor = (field: CheckoutField) => `${id}-${field}`;
  const [values, setValues] = useState<AddressValues>(initialAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [chosen, setMethod] = useState<PaymentChoice>('online');
  // Without a gateway (production without keys, D24) the shop takes cash on delivery only.
  const onlineOff = gateway === 'off';
  const method: PaymentChoice = onlineOff ? 'cod' : chosen;
  const order = usePlaceOrder(Number(userId));
  const submitButton = useRef<HTMLButtonElement>(null);
  const postalCode = values.postalCode.trim();
  const quote = useQuery({
    ...checkoutQuoteQuery(userId, method, postalCode),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (profile) setValues((current) => fillBlanks(current, fromProfile(profile)));
  }, [profile]);

  // The quote on screen: the newest, or the previous one while a new one loads (never the browser's sum).
  const summary = summarize(items, quote.data);
  // The quote says before placing when the PIN code cannot have cash on delivery; placing says it too.
  const quoted = method === 'cod' && !quote.isPlaceholderData ? quote.data?.codMessage : null;
  const codRefusal = quoted ?? order.codRefusal;

  function change(field: CheckoutField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // SPEC: an error clears when its field is edited.
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
    if (field === 'postalCode') order.clearCodRefusal();
  }

  function choose(next: PaymentChoice) {
    setMethod(next);
    if (next === 'online') order.clearCodRefusal();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (order.placing) return;
    const checked = checkAddress(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checkoutMessages.fixFields);
      const first = Object.keys(emptyAddress).find((field) => field in checked.errors);
      if (first) document.getElementById(idFor(first as CheckoutField))?.focus();
      return;
    }
    if (items.length === 0) {
      toast.error(checkoutMessages.cartEmpty);
      return;
    }
    if (validItems(items).length === 0) {
      toast.error(checkoutMessages.noValidItems);
      return;
    }
    if (method === 'cod' && codRefusal) {
      toast.error(codRefusal);
      return;
    }
    order.place(checked.address, orderPayload(checked.address, Number(userId), method, items, summary));
  }

  const sandbox = order.sandbox;
  const label =
    method === 'online' && summary.quote ? `Pay ${formatRupees(summary.quote.totalPaise)}` : 'Place Order';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Checkout"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-8"
    >
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <ContactFields values={values} errors={errors} onChange={change} idFor={idFor} />
        <ShippingFields values={values} errors={errors} onChange={change} idFor={idFor} />
        <PaymentChoiceField
          id={`${id}-pay`}
          value={method}
          onChange={choose}
          codNote={codNoteOf(cod)}
          codRefusal={codRefusal}
          onlineOff={onlineOff}
          sandbox={gateway === 'sandbox'}
        />
      </div>
      <OrderSummary id={`${id}-summary`} summary={summary}>
        <button
          ref={submitButton}
          type="submit"
          disabled={order.placing}
          className="w-full rounded-xl bg-brand px-6 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
        >
          {order.placing ? (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
              Placing Order...
            </span>
          ) : (
            label
          )}
        </button>
        <p className="mt-3 text-center text-xs text-slate-500">
          {method === 'online'
            ? 'You will pay in a secure payment window. Your order is placed once payment succeeds.'
            : 'You pay in cash when the order is delivered.'}
        </p>
      </OrderSummary>
      {sandbox && (
        <SandboxCheckout
          session={sandbox}
          onPay={() => order.sandboxActions.pay(sandbox.order)}
          onFail={() => order.sandboxActions.fail(sandbox.order)}
          onClose={order.sandboxActions.close}
          returnFocus={submitButton}
        />
      )}
    </form>
  );
}
