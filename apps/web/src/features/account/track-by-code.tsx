// /track-order for a visitor who is not signed in (decision 0322): the order number and the order's mobile number,
// "Send code", then the 6-digit code (checked as soon as its sixth digit is in), which opens the order's status page
// on this device. Signing in is one link away for the shopper who wants all their orders. Each refusal is shown under
// the field it is about, chosen by the server's error code, never by its words.
import type { ErrorCode } from '@chamak/shared/error-codes';
import { orderNumberField, trackOrderMessages } from '@chamak/shared/order-status';
import { phoneInputMaxLength } from '@chamak/shared/phone';
import { otpVerifyBody, phoneSignInMessages, signInPhone } from '@chamak/shared/phone-sign-in';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  badBorder,
  codeLength,
  control,
  FieldError,
  genericError,
  Label,
  linkButton,
  messageOf,
  okBorder,
  primary,
  Spinner,
  shown,
  useSecondsUntil,
} from '../../components/one-time-code-parts.tsx';
import { otpStatusQuery, sandboxNotice } from '../../lib/phone-sign-in.ts';
import { loginPath } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { sendOrderStatusCode, verifyOrderStatusCode } from './track-by-code-api.ts';

type Field = 'order' | 'phone' | 'code' | 'form';
type Errors = Partial<Record<Field, string>>;

/** Refusals of the code itself; anything else is said by the button. */
const aboutTheCode: readonly ErrorCode[] = ['OTP_WRONG', 'OTP_EXPIRED', 'OTP_TOO_MANY_TRIES'];
/** Refusals of sending: the number, the limits (their words carry the wait), the shop not set up for codes. */
const aboutSending: readonly ErrorCode[] = ['PHONE_INVALID', 'OTP_LIMIT', 'OTP_NOT_SET_UP'];

/** The card's form; `orderNumber` is filled in from a link that named the order (?order=12). */
export function TrackByCode({ orderNumber = '' }: { orderNumber?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const status = useQuery(otpStatusQuery());
  const [order, setOrder] = useState(orderNumber);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  /** The order and number (10 digits) a code was asked for; null while they are being typed. */
  const [sent, setSent] = useState<{ orderId: number; phone: string } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<'idle' | 'sending' | 'verifying' | 'opening'>('idle');
  const orderInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const resendIn = useSecondsUntil(resendAt);

  const ids = {
    order: `${id}-order`,
    orderHint: `${id}-order-hint`,
    orderError: `${id}-order-error`,
    phone: `${id}-phone`,
    phoneHint: `${id}-phone-hint`,
    phoneError: `${id}-phone-error`,
    code: `${id}-code`,
    codeHint: `${id}-code-hint`,
    codeError: `${id}-code-error`,
  };
  const describedBy = (...list: (string | false)[]) => list.filter(Boolean).join(' ') || undefined;

  // The code field replaces the others once a code is asked for, and they come back to change them: the cursor
  // follows (not on the first render: the page does not take the cursor unasked).
  const shownOnce = useRef(false);
  useEffect(() => {
    if (!shownOnce.current) {
      shownOnce.current = true;
      return;
    }
    if (sent) codeInput.current?.focus();
    else numberInput.current?.select();
  }, [sent]);

  async function send(to: { orderId: number; phone: string }) {
    if (phase !== 'idle') return;
    setPhase('sending');
    setErrors({});
    try {
      const reply = await sendOrderStatusCode({ orderId: to.orderId, phone: to.phone });
      setSent(to);
      setResendAt(Date.now() + reply.resendAfterSeconds * 1000);
      setCode('');
      setPhase('idle');
    } catch (error) {
      setPhase('idle');
      const { code: reason, message } = messageOf(error);
      const field: Field = reason && aboutSending.includes(reason) ? (sent ? 'code' : 'phone') : 'form';
      setErrors({ [field]: message });
      if (field === 'phone') numberInput.current?.focus();
    }
  }

  /** Checks both fields here first (the server's words, from the shared schemas), then asks for a code. */
  function ask() {
    const orderId = orderNumberField.safeParse(order);
    const phone = signInPhone(number);
    const found: Errors = {};
    if (!orderId.success) found.order = orderId.error.issues[0]?.message ?? trackOrderMessages.orderNumber;
    if (!phone) found.phone = phoneSignInMessages.phoneInvalid;
    if (!orderId.success || !phone) {
      setErrors(found);
      (found.order ? orderInput : numberInput).current?.focus();
      return;
    }
    void send({ orderId: orderId.data, phone });
  }

  async function verify(digits: string) {
    if (phase !== 'idle' || !sent) return;
    const checked = otpVerifyBody.shape.code.safeParse(digits);
    if (!checked.success) {
      setErrors({ code: checked.error.issues[0]?.message ?? genericError });
      codeInput.current?.focus();
      return;
    }
    setPhase('verifying');
    setErrors({});
    try {
      const { token } = await verifyOrderStatusCode({ ...sent, code: digits });
      setPhase('opening');
      navigate(paths.orderStatus(token));
    } catch (error) {
      setPhase('idle');
      const { code: reason, message } = messageOf(error);
      setErrors({ [reason && aboutTheCode.includes(reason) ? 'code' : 'form']: message });
      codeInput.current?.select();
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sent) void verify(code);
    else ask();
  }

  function typeCode(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, codeLength);
    setCode(digits);
    setErrors((e) => (e.code || e.form ? {} : e));
    // The sixth digit (typed, pasted or filled in from the SMS) sends it: no button to find on a phone.
    if (digits.length === codeLength && digits !== code) void verify(digits);
  }

  function change() {
    setSent(null);
    setCode('');
    setErrors({});
  }

  const busy = phase !== 'idle';
  const offered = status.data?.enabled !== false;

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">Track with order number and mobile</h2>
      {offered ? (
        <>
          <p className="mt-1.5 text-sm text-slate-600">
            On another phone or computer? We send a 6-digit code to the mobile number on the order.
          </p>
          <form
            noValidate
            onSubmit={submit}
            aria-label="Track with order number and mobile"
            className="mt-6 flex flex-col gap-5"
          >
            {status.data?.sandbox && (
              <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {sandboxNotice}
              </p>
            )}
            {!sent ? (
              <>
                <div>
                  <Label htmlFor={ids.order}>Order number</Label>
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
                      setErrors(({ order: _, ...rest }) => rest);
                    }}
                    aria-invalid={errors.order ? true : undefined}
                    aria-describedby={describedBy(Boolean(errors.order) && ids.orderError, ids.orderHint)}
                    className={`${control} ${errors.order ? badBorder : okBorder}`}
                  />
                  <FieldError id={ids.orderError} text={errors.order} />
                  <p id={ids.orderHint} className="mt-1.5 text-xs text-slate-500">
                    As in “Order #1024” in your confirmation mail or message.
                  </p>
                </div>
                <div>
                  <Label htmlFor={ids.phone}>Mobile number</Label>
                  <input
                    ref={numberInput}
                    id={ids.phone}
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    maxLength={phoneInputMaxLength}
                    placeholder="98765 43210"
                    value={number}
                    onChange={(e) => {
                      setNumber(e.target.value);
                      setErrors(({ phone: _, form: __, ...rest }) => rest);
                    }}
                    aria-invalid={errors.phone ? true : undefined}
                    aria-describedby={describedBy(Boolean(errors.phone) && ids.phoneError, ids.phoneHint)}
                    className={`${control} ${errors.phone ? badBorder : okBorder}`}
                  />
                  <FieldError id={ids.phoneError} text={errors.phone} />
                  <p id={ids.phoneHint} className="mt-1.5 text-xs text-slate-500">
                    The 10-digit mobile number given with the delivery address.
                  </p>
                </div>
              </>
            ) : (
              <div>
                <div className="mb-4 flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
                  <p role="status">
                    Order <span className="font-semibold text-slate-900">#{sent.orderId}</span>,{' '}
                    <span className="font-semibold whitespace-nowrap text-slate-900">
                      {shown(sent.phone)}
                    </span>
                  </p>
                  <button type="button" onClick={change} disabled={busy} className={linkButton}>
                    Change
                  </button>
                </div>
                <Label htmlFor={ids.code}>6-digit code</Label>
                <input
                  ref={codeInput}
                  id={ids.code}
                  name="one-time-code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={codeLength}
                  placeholder="••••••"
                  value={code}
                  onChange={(e) => typeCode(e.target.value)}
                  readOnly={phase === 'verifying' || phase === 'opening'}
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={describedBy(Boolean(errors.code) && ids.codeError, ids.codeHint)}
                  className={`${control} ${errors.code ? badBorder : okBorder} text-lg tracking-[0.4em]`}
                />
                <FieldError id={ids.codeError} text={errors.code} />
                <p id={ids.codeHint} className="mt-1.5 text-xs text-slate-500">
                  {trackOrderMessages.codeSent}{' '}
                  {resendIn > 0 ? (
                    `You can ask for a new code in ${resendIn} s.`
                  ) : (
                    <button
                      type="button"
                      onClick={() => void send(sent)}
                      disabled={busy}
                      className={linkButton}
                    >
                      Send a new code
                    </button>
                  )}
                </p>
              </div>
            )}
            {errors.form && (
              <p
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {errors.form}
              </p>
            )}
            <button type="submit" disabled={busy} className={primary}>
              {busy && <Spinner />}
              {phase === 'sending'
                ? 'Sending code...'
                : phase === 'verifying'
                  ? 'Checking code...'
                  : phase === 'opening'
                    ? 'Opening your order...'
                    : sent
                      ? 'Track order'
                      : 'Send code'}
            </button>
          </form>
        </>
      ) : (
        <p className="mt-1.5 text-sm text-slate-600">
          Open the link in your order confirmation mail or message to follow your order, or log in.
        </p>
      )}
      <p className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
        Have an account?{' '}
        <Link to={loginPath(paths.trackOrder)} className={linkButton}>
          Log in to see all your orders
        </Link>
      </p>
    </section>
  );
}
