// /track-order for a visitor who is not signed in (decision 0322): the order number and the order's mobile number,
// "Send code", then the 6-digit code (checked as soon as its sixth digit is in), which opens the order's status page
// on this device. Signing in is one link away for the shopper who wants all their orders. Each refusal is shown under
// the field it is about, chosen by the server's error code, never by its words.
import { orderNumberField, trackOrderMessages } from '@chamak/shared/order-status';
import { phoneSignInMessages, signInPhone } from '@chamak/shared/phone-sign-in';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  badBorder,
  CodeStep,
  control,
  describedBy,
  FieldError,
  FormEnd,
  Label,
  linkButton,
  MobileNumberField,
  okBorder,
  SandboxNotice,
  ShownNumber,
  useOneTimeCode,
} from '../../components/one-time-code-parts.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { loginPath } from '../../lib/session.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { paths } from '../../paths.ts';
import { sendOrderStatusCode, verifyOrderStatusCode } from './track-by-code-api.ts';

/** SPEC's messages of following an order by its number (shared), marked for translation and keyed by their English. */
const trackTexts: Readonly<Record<string, string>> = {
  'Enter your order number': msg('Enter your order number'),
  'An order number is digits only, as in Order #1024': msg(
    'An order number is digits only, as in Order #1024',
  ),
  'If this is the mobile number of the order, a 6-digit code is on its way.': msg(
    'If this is the mobile number of the order, a 6-digit code is on its way.',
  ),
  'Enter a 10-digit Indian mobile number': msg('Enter a 10-digit Indian mobile number'),
};
const shown = (message: string) => {
  const marked = trackTexts[message];
  return marked === undefined ? message : t(marked);
};

/** What a code is asked for: the order and its mobile number (10 digits). */
type OrderAndNumber = { orderId: number; phone: string };

/** The card's form; `orderNumber` is filled in from a link that named the order (?order=12). */
export function TrackByCode({ orderNumber = '' }: { orderNumber?: string }) {
  const navigate = useNavigate();
  const [order, setOrder] = useState(orderNumber);
  const orderInput = useRef<HTMLInputElement>(null);
  /** The code goes to the order's number, and the right one opens the order's status page. */
  const otp = useOneTimeCode<OrderAndNumber, OrderAndNumber, string, 'order'>({
    request: async (to) => {
      const reply = await sendOrderStatusCode({ orderId: to.orderId, phone: to.phone });
      return { sent: to, resendAfterSeconds: reply.resendAfterSeconds };
    },
    check: async (sent, code) => (await verifyOrderStatusCode({ ...sent, code })).token,
    onVerified: (token) => navigate(paths.orderStatus(token)),
    clearOnNumber: ({ phone: _, form: __, ...rest }) => rest,
  });
  const { sent, errors } = otp;
  const ids = {
    order: `${otp.id}-order`,
    orderHint: `${otp.id}-order-hint`,
    orderError: `${otp.id}-order-error`,
  };

  /** Checks both fields here first (the server's words, from the shared schemas), then asks for a code. */
  function ask() {
    const orderId = orderNumberField.safeParse(order);
    const phone = signInPhone(otp.number);
    const found: typeof errors = {};
    if (!orderId.success)
      found.order = shown(orderId.error.issues[0]?.message ?? trackOrderMessages.orderNumber);
    if (!phone) found.phone = shown(phoneSignInMessages.phoneInvalid);
    if (!orderId.success || !phone) {
      otp.setErrors(found);
      (found.order ? orderInput : otp.numberInput).current?.focus();
      return;
    }
    void otp.send({ orderId: orderId.data, phone });
  }

  const offered = otp.status.data?.enabled !== false;

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{t('Track with order number and mobile')}</h2>
      {offered ? (
        <>
          <p className="mt-1.5 text-sm text-slate-600">
            {t('On another phone or computer? We send a 6-digit code to the mobile number on the order.')}
          </p>
          <form
            noValidate
            onSubmit={otp.submitted(ask)}
            aria-label={t('Track with order number and mobile')}
            className="mt-6 flex flex-col gap-5"
          >
            <SandboxNotice otp={otp} />
            {!sent ? (
              <>
                <div>
                  <Label htmlFor={ids.order}>{t('Order number')}</Label>
                  <input
                    ref={orderInput}
                    id={ids.order}
                    name="order"
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={12}
                    placeholder="1024"
                    value={order}
                    onChange={(e) => {
                      setOrder(e.target.value);
                      otp.setErrors(({ order: _, ...rest }) => rest);
                    }}
                    aria-invalid={errors.order ? true : undefined}
                    aria-describedby={describedBy(Boolean(errors.order) && ids.orderError, ids.orderHint)}
                    className={`${control} ${errors.order ? badBorder : okBorder}`}
                  />
                  <FieldError id={ids.orderError} text={errors.order} />
                  <p id={ids.orderHint} className="mt-1.5 text-xs text-slate-500">
                    {t('As in “Order #1024” in your confirmation mail or message.')}
                  </p>
                </div>
                <MobileNumberField
                  otp={otp}
                  hint={t('The 10-digit mobile number given with the delivery address.')}
                />
              </>
            ) : (
              <CodeStep
                otp={otp}
                sentTo={withParts(t('Order {number}, {phone}'), {
                  number: <span className="font-semibold text-slate-900">#{sent.orderId}</span>,
                  phone: <ShownNumber phone={sent.phone} />,
                })}
                changeLabel={t('Change')}
                lead={shown(trackOrderMessages.codeSent)}
                onResend={() => void otp.send(sent)}
              />
            )}
            <FormEnd otp={otp} verifyLabel={t('Track order')} doneLabel={t('Opening your order...')} />
          </form>
        </>
      ) : (
        <p className="mt-1.5 text-sm text-slate-600">
          {t('Open the link in your order confirmation mail or message to follow your order, or log in.')}
        </p>
      )}
      <p className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
        {t('Have an account?')}{' '}
        <Link to={loginPath(paths.trackOrder)} className={linkButton}>
          {t('Log in to see all your orders')}
        </Link>
      </p>
    </section>
  );
}
