// A form that sends a one-time code to a mobile number and takes it back: its state and steps (useOneTimeCode), the
// sandbox's notice, the number field, the code step, the form's end, and the field styles, label, message under a
// field, spinner, resend countdown and how a refusal reads. Shared by the sign-in by mobile number
// (phone-sign-in.tsx) and following an order by its number and mobile (/track-order), which keep only what differs.
import type { ErrorCode } from '@chamak/shared/error-codes';
import { phoneInputMaxLength } from '@chamak/shared/phone';
import {
  type OtpRequestReply,
  type OtpStatusReply,
  otpVerifyBody,
  sandboxCode,
} from '@chamak/shared/phone-sign-in';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { msg, t } from '../lib/i18n.ts';
import { otpStatusQuery } from '../lib/phone-sign-in.ts';
import { Spinner } from './spinner.tsx';

export const codeLength = 6;
export const genericError = msg('Something went wrong. Please try again.');

export const control =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:ring-2 focus:outline-none';
export const okBorder = 'border-slate-300 focus:border-brand focus:ring-brand/25';
export const badBorder = 'border-red-500 focus:border-red-600 focus:ring-red-200';
export const primary =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
export const linkButton =
  'font-semibold text-brand hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline';

/** 9876543210 → '+91 98765 43210'. */
export const shown = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

export const channelLine: Record<OtpRequestReply['channel'], string> = {
  sms: msg('Sent by SMS to'),
  whatsapp: msg('Sent on WhatsApp to'),
  // The sandbox's notice above says no message goes out.
  test: msg('The code for'),
};

export function messageOf(error: unknown): { code: ErrorCode | null; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message || genericError };
  return { code: null, message: genericError };
}

/** Seconds left until `at` (a Date.now() time), ticking each second while there are some. */
export function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (at <= Date.now()) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
      <span aria-hidden="true">⚠</span>
      {text}
    </p>
  );
}

export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {children}
    </label>
  );
}

/** Refusals of the code itself; the rest of verify's (an account's admin or block, say) are said by the button. */
const aboutTheCode: readonly ErrorCode[] = ['OTP_WRONG', 'OTP_EXPIRED', 'OTP_TOO_MANY_TRIES'];
/** Refusals of sending: the number, the limits (their words carry the wait), the shop not set up for codes. */
const aboutSending: readonly ErrorCode[] = ['PHONE_INVALID', 'OTP_LIMIT', 'OTP_NOT_SET_UP'];

export const describedBy = (...list: (string | false)[]) => list.filter(Boolean).join(' ') || undefined;

export type OtpField = 'phone' | 'code' | 'form';
/** A refusal's words under the field it is about; `F` names a form's own fields (the order number). */
export type OtpErrors<F extends string = never> = Partial<Record<OtpField | F, string>>;
/** 'done' once the code is right, while the page moves on. */
export type OtpPhase = 'idle' | 'sending' | 'verifying' | 'done';

/** What the fields below read and do of useOneTimeCode's state. */
export type OneTimeCodeState = {
  /** useId's, for a form's own fields; `ids` are the number's and the code's. */
  id: string;
  ids: Record<'phone' | 'phoneHint' | 'phoneError' | 'code' | 'codeHint' | 'codeError', string>;
  status: UseQueryResult<OtpStatusReply>;
  number: string;
  code: string;
  sent: { phone: string } | null;
  errors: OtpErrors;
  phase: OtpPhase;
  busy: boolean;
  /** Seconds until a new code may be asked for. */
  resendIn: number;
  numberInput: RefObject<HTMLInputElement | null>;
  codeInput: RefObject<HTMLInputElement | null>;
  typeNumber: (value: string) => void;
  typeCode: (value: string) => void;
  /** Back to the number (Change number): the code and the refusals go. */
  reset: () => void;
};

type Options<T, S extends { phone: string }, R, F extends string> = {
  /** Asks for a code for `to`: what it went to (10 digits at `phone`) and when a new one may be asked for. */
  request: (to: T) => Promise<{ sent: S; resendAfterSeconds: number }>;
  /** Checks the code typed for what it was sent to. */
  check: (sent: S, code: string) => Promise<R>;
  /** Once the code is right (the phase is 'done' by then). */
  onVerified: (result: R, sent: S) => void | Promise<void>;
  /** Which refusals typing in the number field takes away; all of them unless told. */
  clearOnNumber?: (errors: OtpErrors<F>) => OtpErrors<F>;
};

/**
 * Send a code, then take it back: the number, the code (checked as soon as its sixth digit is in), the resend
 * countdown, the refusals under the field they are about (by the server's error code, never its words) and the
 * cursor following the step on screen.
 */
export function useOneTimeCode<T, S extends { phone: string }, R, F extends string = never>({
  request,
  check,
  onVerified,
  clearOnNumber = () => ({}),
}: Options<T, S, R, F>) {
  const id = useId();
  const status = useQuery(otpStatusQuery());
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  /** What a code went to; null while the number is being typed. */
  const [sent, setSent] = useState<S | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [errors, setErrors] = useState<OtpErrors<F>>({});
  const [phase, setPhase] = useState<OtpPhase>('idle');
  const numberInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const resendIn = useSecondsUntil(resendAt);

  const ids = {
    phone: `${id}-phone`,
    phoneHint: `${id}-phone-hint`,
    phoneError: `${id}-phone-error`,
    code: `${id}-code`,
    codeHint: `${id}-code-hint`,
    codeError: `${id}-code-error`,
  };

  // The code field replaces the number's once a code is sent, and the number's comes back to change it: the cursor
  // follows. (Not on the first render: a page that shows the form does not take the cursor unasked.)
  const shownOnce = useRef(false);
  useEffect(() => {
    if (!shownOnce.current) {
      shownOnce.current = true;
      return;
    }
    if (sent) codeInput.current?.focus();
    else numberInput.current?.select();
  }, [sent]);

  async function send(to: T) {
    if (phase !== 'idle') return;
    setPhase('sending');
    setErrors({});
    try {
      const reply = await request(to);
      setSent(reply.sent);
      setResendAt(Date.now() + reply.resendAfterSeconds * 1000);
      setCode('');
      setPhase('idle');
    } catch (error) {
      setPhase('idle');
      const { code: reason, message } = messageOf(error);
      // Asking again from the code step (a limit reached) is said there; the number field is not on screen.
      const field: OtpField = reason && aboutSending.includes(reason) ? (sent ? 'code' : 'phone') : 'form';
      setErrors({ [field]: message } as OtpErrors<F>);
      if (field === 'phone') numberInput.current?.focus();
    }
  }

  async function verify(digits: string) {
    if (phase !== 'idle' || !sent) return;
    const checked = otpVerifyBody.shape.code.safeParse(digits);
    if (!checked.success) {
      setErrors({ code: checked.error.issues[0]?.message ?? genericError } as OtpErrors<F>);
      codeInput.current?.focus();
      return;
    }
    setPhase('verifying');
    setErrors({});
    let result: R;
    try {
      result = await check(sent, digits);
    } catch (error) {
      setPhase('idle');
      const { code: reason, message } = messageOf(error);
      setErrors({ [reason && aboutTheCode.includes(reason) ? 'code' : 'form']: message } as OtpErrors<F>);
      codeInput.current?.select();
      return;
    }
    setPhase('done');
    await onVerified(result, sent);
  }

  function typeNumber(value: string) {
    setNumber(value);
    setErrors(clearOnNumber);
  }

  function typeCode(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, codeLength);
    setCode(digits);
    setErrors((e) => (e.code || e.form ? {} : e));
    // The sixth digit (typed, pasted or filled in from the SMS) sends it: no button to find on a phone.
    if (digits.length === codeLength && digits !== code) void verify(digits);
  }

  /** The form's submit: the code step checks the code; before it, `askForCode` (checks the fields, then `send`). */
  const submitted = (askForCode: () => void) => (event: React.FormEvent) => {
    event.preventDefault();
    if (sent) void verify(code);
    else askForCode();
  };

  function reset() {
    setSent(null);
    setCode('');
    setErrors({});
  }

  return {
    id,
    ids,
    status,
    number,
    code,
    sent,
    errors,
    setErrors,
    phase,
    busy: phase !== 'idle',
    resendIn,
    numberInput,
    codeInput,
    send,
    verify,
    submitted,
    typeNumber,
    typeCode,
    reset,
  };
}

/** The sandbox's notice: no message goes out, and its code is always the same. */
export function SandboxNotice({ otp }: { otp: OneTimeCodeState }) {
  if (!otp.status.data?.sandbox) return null;
  return (
    <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t('Test mode: messages are not sent. Your code is {code}', { code: sandboxCode })}
    </p>
  );
}

/** The mobile number field, with its hint under it. */
export function MobileNumberField({ otp, hint }: { otp: OneTimeCodeState; hint: string }) {
  const { ids, errors } = otp;
  return (
    <div>
      <Label htmlFor={ids.phone}>{t('Mobile number')}</Label>
      <input
        ref={otp.numberInput}
        id={ids.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={phoneInputMaxLength}
        placeholder="98765 43210"
        value={otp.number}
        onChange={(e) => otp.typeNumber(e.target.value)}
        aria-invalid={errors.phone ? true : undefined}
        aria-describedby={describedBy(Boolean(errors.phone) && ids.phoneError, ids.phoneHint)}
        className={`${control} ${errors.phone ? badBorder : okBorder}`}
      />
      <FieldError id={ids.phoneError} text={errors.phone} />
      <p id={ids.phoneHint} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

/** A number as the code step shows it: '+91 98765 43210', kept on one line. */
export function ShownNumber({ phone }: { phone: string }) {
  return <span className="font-semibold whitespace-nowrap text-slate-900">{shown(phone)}</span>;
}

type CodeStepProps = {
  otp: OneTimeCodeState;
  /** Where the code went, e.g. "Sent by SMS to +91 98765 43210". */
  sentTo: ReactNode;
  /** The button back to the number, e.g. "Change number". */
  changeLabel: string;
  /** The words before the resend countdown or button, e.g. "Didn’t get it?". */
  lead: string;
  onResend: () => void;
};

/** The code step: where the code went (and a way back), the 6-digit code field, and asking for a new code. */
export function CodeStep({ otp, sentTo, changeLabel, lead, onResend }: CodeStepProps) {
  const { ids, errors, busy } = otp;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
        <p role="status">{sentTo}</p>
        <button type="button" onClick={otp.reset} disabled={busy} className={linkButton}>
          {changeLabel}
        </button>
      </div>
      <Label htmlFor={ids.code}>{t('6-digit code')}</Label>
      <input
        ref={otp.codeInput}
        id={ids.code}
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength}
        placeholder="••••••"
        value={otp.code}
        onChange={(e) => otp.typeCode(e.target.value)}
        readOnly={otp.phase === 'verifying' || otp.phase === 'done'}
        aria-invalid={errors.code ? true : undefined}
        aria-describedby={describedBy(Boolean(errors.code) && ids.codeError, ids.codeHint)}
        className={`${control} ${errors.code ? badBorder : okBorder} text-lg tracking-[0.4em]`}
      />
      <FieldError id={ids.codeError} text={errors.code} />
      <p id={ids.codeHint} className="mt-1.5 text-xs text-slate-500">
        {lead}{' '}
        {otp.resendIn > 0 ? (
          t('You can ask for a new code in {seconds} s.', { seconds: String(otp.resendIn) })
        ) : (
          <button type="button" onClick={onResend} disabled={busy} className={linkButton}>
            {t('Send a new code')}
          </button>
        )}
      </p>
    </div>
  );
}

/** A refusal that is about no field (said above the button), and the button with what is going on. */
export function FormEnd({
  otp,
  verifyLabel,
  doneLabel,
}: {
  otp: OneTimeCodeState;
  /** The code step's button, e.g. "Verify and continue". */
  verifyLabel: string;
  /** Once the code is right, e.g. "Signed in". */
  doneLabel: string;
}) {
  const { phase, busy } = otp;
  return (
    <>
      {otp.errors.form && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {otp.errors.form}
        </p>
      )}
      <button type="submit" disabled={busy} className={primary}>
        {busy && <Spinner />}
        {phase === 'sending'
          ? t('Sending code...')
          : phase === 'verifying'
            ? t('Checking code...')
            : phase === 'done'
              ? doneLabel
              : otp.sent
                ? verifyLabel
                : t('Send code')}
      </button>
    </>
  );
}
