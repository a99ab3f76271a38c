// The checkout form: contact and shipping blocks, the payment choice and the order summary with the
// place-order button. Checks the address with SPEC's messages before anything is sent. The PIN code decides the
// state (decision 0293) and whether cash on delivery can be chosen, as soon as it is typed.

import type { User } from '@chamak/shared/accounts';
import type { CartItem } from '@chamak/shared/cart';
import type { CheckoutField, PaymentsConfig } from '@chamak/shared/checkout';
import { checkoutMessages } from '@chamak/shared/messages';
import { formatRupees } from '@chamak/shared/money';
import { normalisePhone } from '@chamak/shared/phone';
import type { CartQuote } from '@chamak/shared/pricing';
import { promotionMessages } from '@chamak/shared/promotions';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { codTerms } from '@chamak/shared/shop-terms';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { DiscountCode } from '../../components/discount-code.tsx';
import { NoticeLink, noOffers, OffersBoxes } from '../../components/privacy-consent.tsx';
import { SandboxCheckout } from '../../components/sandbox-checkout.tsx';
import { cartCode, useCartCode } from '../../lib/cart-code.ts';
import type { DeliveryEstimate } from '../../lib/delivery-estimate.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  type AddressValues,
  checkAddress,
  emptyAddress,
  type FieldErrors,
  fillBlanks,
  fromProfile,
} from './address.ts';
import { ContactFields, ShippingFields } from './address-fields.tsx';
import { type CodBuyer, checkoutQuoteQuery } from './api.ts';
import {
  BusinessBuyerBlock,
  type BusinessErrors,
  type BusinessValues,
  businessFields,
  checkBusiness,
  emptyBusiness,
} from './business-buyer.tsx';
import { orderData } from './order-data.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentChoiceField } from './payment-choice.tsx';
import { PaymentFailedNotice } from './payment-failed.tsx';
import { SaveAddressBox, SavedAddresses, useSaveAddressChoice } from './saved-addresses.tsx';
import { orderPayload, type PaymentChoice, summarize, validItems } from './summary.ts';
import { usePinAddress } from './use-pin-address.ts';
import { usePlaceOrder } from './use-place-order.ts';

type Props = {
  userId: string;
  items: CartItem[];
  profile: User | undefined;
  /** The COD settings and delivery zones (the cash-on-delivery note); undefined while they load. */
  cod: Pick<ShopSettingsResponse, 'cod' | 'zones'> | undefined;
  /** The shop's payment gateway; unknown until /payments/config answers (online stays offered meanwhile). */
  gateway: PaymentsConfig['gateway'] | undefined;
};

/** The address last used for an unfinished order, else blank (the profile fills in when it arrives). */
const initialAddress = (): AddressValues => ({ ...emptyAddress, ...orderData.savedAddress() });

/**
 * The cash-on-delivery note: the line the header's tagline and the FAQ say too (decision 0296) and, once the PIN
 * code is known, the fee there, which choosing cash adds to the total (decision 0362).
 */
function codNoteOf(settings: Props['cod'], estimated: DeliveryEstimate | null): string {
  if (!settings) return t('Pay in cash when your order arrives.');
  const terms = codTerms(settings.cod, settings.zones, t);
  if (!terms.available) return t(checkoutMessages.codDisabled);
  const note = t('Pay in cash when it arrives. {terms}.', { terms: terms.line });
  if (!estimated?.deliverable || !estimated.cod.available) return note;
  const fee =
    estimated.cod.feePaise > 0
      ? t('{fee} fee at PIN code {pin}.', { fee: formatRupees(estimated.cod.feePaise), pin: estimated.pin })
      : t('No fee at PIN code {pin}.', { pin: estimated.pin });
  return `${note} ${fee}`;
}

/** The number and address a cash quote is judged on, once both are typed (a ten-digit number, some address). */
function codBuyerOf(values: AddressValues): CodBuyer | null {
  const phone = normalisePhone(values.phone);
  if (!/^\d{10}$/.test(phone) || !values.address.trim()) return null;
  return { phone, address: values.address.trim(), apt: values.apt.trim() };
}

/**
 * Why cash on delivery cannot be chosen: off for the whole shop, or not taken at this PIN code (its delivery
 * estimate says so as soon as the PIN code is typed); null when it can.
 */
function codOffReason(settings: Props['cod'], estimated: DeliveryEstimate | null): string | null {
  if (settings && !settings.cod.enabled) return t(checkoutMessages.codDisabled);
  if (estimated?.deliverable && !estimated.cod.available) return t(checkoutMessages.codUnavailable);
  return null;
}

/**
 * With the state shown from the PIN code, a missing state is the PIN code's to fix: its message moves there (the
 * PIN code is missing, malformed, not in the directory, or still being looked up).
 */
function onThePinCode(errors: FieldErrors, pin: string | null, pinProblem: string | null): FieldErrors {
  const { state, ...rest } = errors;
  if (!state || rest.postalCode) return rest;
  return {
    ...rest,
    postalCode:
      pinProblem ?? (pin ? t('Looking up PIN code {pin}... Please try again in a moment.', { pin }) : state),
  };
}

export function CheckoutForm({ userId, items, profile, cod, gateway }: Props) {
  const id = useId();
  const idFor = (field: CheckoutField) => `${id}-${field}`;
  const [values, setValues] = useState<AddressValues>(initialAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [chosen, setMethod] = useState<PaymentChoice>('online');
  // Buying for a business (decision 0340): the block's values, kept while it is closed; sent only while it is open.
  const [businessOpen, setBusinessOpen] = useState(false);
  const [business, setBusiness] = useState<BusinessValues>(emptyBusiness);
  const [businessErrors, setBusinessErrors] = useState<BusinessErrors>({});
  // The optional offers boxes (decision 0357): never ticked beforehand.
  const [offers, setOffers] = useState(noOffers);
  const postalCode = values.postalCode.trim();
  const { pin, estimated, stateSource, pinUnknown } = usePinAddress(values.postalCode, setValues);
  const code = useCartCode();
  // Cash on delivery the PIN code (or the whole shop) cannot have: greyed out with its reason before it is chosen.
  const codOff = codOffReason(cod, estimated);
  // Without a gateway (production without keys, D24) the shop takes cash on delivery only.
  const onlineOff = gateway === 'off';
  const method: PaymentChoice = onlineOff ? 'cod' : codOff ? 'online' : chosen;
  const order = usePlaceOrder(Number(userId));
  const saveChoice = useSaveAddressChoice(Number(userId));
  const submitButton = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  // The number and address as typed, settled for a moment: a cash quote is judged on them by the COD rules.
  const buyer = useDebouncedValue(codBuyerOf(values), 600);
  const quote = useQuery({
    ...checkoutQuoteQuery(userId, method, postalCode, code, buyer),
    placeholderData: keepPreviousData,
  });

  /** Apply: the server quotes the cart with the code; it is kept only if the server applied it. */
  async function applyCode(candidate: string): Promise<string | null> {
    let quoted: CartQuote;
    try {
      quoted = await queryClient.fetchQuery(checkoutQuoteQuery(userId, method, postalCode, candidate, buyer));
    } catch (error) {
      return error instanceof ApiError && error.message
        ? error.message
        : t('Could not check the code. Please try again.');
    }
    if (!quoted.codeApplied) return quoted.codeMessage ?? promotionMessages.unknown;
    queryClient.setQueryData(
      checkoutQuoteQuery(userId, method, postalCode, quoted.codeApplied, buyer).queryKey,
      quoted,
    );
    order.clearCodeRefusal();
    cartCode.set(quoted.codeApplied);
    return null;
  }

  function removeCode() {
    order.clearCodeRefusal();
    cartCode.clear();
  }

  useEffect(() => {
    if (profile) setValues((current) => fillBlanks(current, fromProfile(profile)));
  }, [profile]);

  // The PIN code starts and fills the address (use-pin-address.ts).

  // The quote on screen: the newest, or the previous one while a new one loads (never the browser's sum).
  const summary = summarize(items, quote.data);
  // The quote says before placing when the PIN code cannot have cash on delivery; placing says it too.
  const quoted = method === 'cod' && !quote.isPlaceholderData ? quote.data?.codMessage : null;
  const codRefusal = quoted ?? order.codRefusal;
  // Cash offered with a condition of the shop's COD rules (a confirmation link before shipping): said with the
  // choice, in the page's language (the server's words).
  const codNotice = method === 'cod' && !quote.isPlaceholderData ? (quote.data?.codNotice ?? null) : null;
  // Part of a cash order paid online now (decision 0338): the button pays it through the payment window.
  const advancePaise = method === 'cod' && !quote.isPlaceholderData ? (quote.data?.codAdvancePaise ?? 0) : 0;
  // A PIN code the shop does not deliver to: the server's words, on the PIN code field (placing refuses it too).
  const undeliverable = quote.isPlaceholderData ? null : (quote.data?.deliveryMessage ?? null);
  // What is wrong with the PIN code as soon as it is typed: not in the directory, or not delivered to.
  // pin-code.ts's pinNotFoundMessage, in the page's language.
  const pinProblem =
    pinUnknown && pin ? t('We could not find PIN code {pin}. Please check it.', { pin }) : undeliverable;
  const shownErrors: FieldErrors =
    pinProblem && !errors.postalCode ? { ...errors, postalCode: pinProblem } : errors;

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
      setErrors(stateSource === 'pin' ? onThePinCode(checked.errors, pin, pinProblem) : checked.errors);
      toast.error(t(checkoutMessages.fixFields));
      const first = Object.keys(emptyAddress).find(
        (field) => field in checked.errors && !(field === 'state' && stateSource === 'pin'),
      );
      if (first) document.getElementById(idFor(first as CheckoutField))?.focus();
      else document.getElementById(idFor('postalCode'))?.focus();
      return;
    }
    if (pinProblem) {
      toast.error(pinProblem);
      document.getElementById(idFor('postalCode'))?.focus();
      return;
    }
    const checkedBusiness = businessOpen ? checkBusiness(business) : null;
    if (checkedBusiness && !checkedBusiness.ok) {
      setBusinessErrors(checkedBusiness.errors);
      toast.error(t(checkoutMessages.fixFields));
      const first = businessFields.find((field) => field in checkedBusiness.errors);
      if (first) document.getElementById(`${id}-business-${first}`)?.focus();
      return;
    }
    if (items.length === 0) {
      toast.error(t(checkoutMessages.cartEmpty));
      return;
    }
    if (validItems(items).length === 0) {
      toast.error(t(checkoutMessages.noValidItems));
      return;
    }
    if (method === 'cod' && codRefusal) {
      toast.error(codRefusal);
      return;
    }
    const payload = orderPayload(checked.address, Number(userId), method, items, summary);
    // A code removed while its quote was still on screen (the next one loading) does not go with the order.
    if (payload.code && payload.code.toLowerCase() !== code?.toLowerCase()) delete payload.code;
    if (checkedBusiness?.ok) payload.business = checkedBusiness.business;
    payload.marketingEmail = offers.marketingEmail;
    payload.marketingMessages = offers.marketingMessages;
    void saveChoice.saveIfTicked(checked.address);
    order.place(checked.address, payload, method === 'cod' && advancePaise > 0);
  }

  const sandbox = order.sandbox;
  const label =
    method === 'online' && summary.quote
      ? t('Pay {amount}', { amount: formatRupees(summary.quote.totalPaise) })
      : advancePaise > 0
        ? t('Pay {amount} now', { amount: formatRupees(advancePaise) })
        : t('Place Order');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('Checkout')}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-8"
    >
      {order.failedPayment && (
        <PaymentFailedNotice failed={order.failedPayment} onRetry={order.payAgain} busy={order.placing} />
      )}
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <SavedAddresses
          values={values}
          onPick={(fields) => setValues((current) => ({ ...current, ...fields }))}
          choice={saveChoice}
        />
        <ContactFields values={values} errors={errors} onChange={change} idFor={idFor} />
        <ShippingFields
          values={values}
          errors={shownErrors}
          onChange={change}
          idFor={idFor}
          stateSource={stateSource}
        />
        <SaveAddressBox values={values} choice={saveChoice} />
        <BusinessBuyerBlock
          userId={Number(userId)}
          open={businessOpen}
          onToggle={setBusinessOpen}
          values={business}
          errors={businessErrors}
          onChange={(changed) => {
            setBusiness((current) => ({ ...current, ...changed }));
            // An error clears when its field is edited.
            setBusinessErrors((current) => {
              const rest = { ...current };
              for (const field of Object.keys(changed)) delete rest[field as keyof BusinessErrors];
              return rest;
            });
          }}
          idFor={(field) => `${id}-business-${field}`}
        />
        <PaymentChoiceField
          id={`${id}-pay`}
          value={method}
          onChange={choose}
          codNote={codNoteOf(cod, estimated)}
          codOff={onlineOff ? null : codOff}
          codRefusal={codOff && !onlineOff ? null : codRefusal}
          codNotice={codNotice}
          onlineOff={onlineOff}
          sandbox={gateway === 'sandbox'}
          onlineSavingsPaise={onlineOff ? 0 : (summary.quote?.onlineSavingsPaise ?? 0)}
        />
        <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <OffersBoxes value={offers} onChange={setOffers} />
          <NoticeLink className="mt-3" />
        </div>
      </div>
      <OrderSummary
        id={`${id}-summary`}
        summary={summary}
        codeField={
          <DiscountCode
            applied={code}
            quote={quote.isPlaceholderData ? undefined : quote.data}
            onApply={applyCode}
            onRemove={removeCode}
            refusal={order.codeRefusal}
          />
        }
      >
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
              {t('Placing Order...')}
            </span>
          ) : (
            label
          )}
        </button>
        <p className="mt-3 text-center text-xs text-slate-500">
          {method === 'online'
            ? t('You will pay in a secure payment window. Your order is placed once payment succeeds.')
            : advancePaise > 0
              ? t(
                  'You pay {now} now in a secure payment window and {later} in cash when the order is delivered.',
                  {
                    now: formatRupees(advancePaise),
                    later: formatRupees((summary.quote?.totalPaise ?? 0) - advancePaise),
                  },
                )
              : t('You pay in cash when the order is delivered.')}
        </p>
      </OrderSummary>
      {sandbox && (
        <SandboxCheckout
          session={sandbox}
          onPay={() => order.sandboxActions.pay(sandbox.order)}
          onFail={() => order.sandboxActions.fail(sandbox.order, sandbox.payer)}
          onClose={order.sandboxActions.close}
          returnFocus={submitButton}
        />
      )}
    </form>
  );
}
