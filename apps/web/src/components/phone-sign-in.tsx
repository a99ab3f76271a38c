// Sign in with a mobile number (D25): the number, "Send code", then the 6-digit code (the phone's keyboard and its
// one-time-code autofill), checked as soon as its sixth digit is in. Each refusal is shown under the field it is
// about, chosen by the server's error code and never by its words (D27). Once the code is right the session is kept
// and the guest's cart and wishlist merged exactly as at the e-mail login (lib/sign-in.ts), and the page is told.
import type { ErrorCode } from '@chamak/shared/error-codes';
import { normalisePhone, phoneInputMaxLength } from '@chamak/shared/phone';
import { otpVerifyBody } from '@chamak/shared/phone-sign-in';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type OtpRequestReply,
  type OtpVerifyReply,
  otpStatusQuery,
  sandboxNotice,
  sendCode,
  verifyCode,
} from '../lib/phone-sign-in.ts';
import { announceSession, keepSession, mergeGuestIntoAccount } from '../lib/sign-in.ts';
import { toast } from '../lib/toast.tsx';
import {
  badBorder,
  channelLine,
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
} from './one-time-code-parts.tsx';

export type PhoneSignedIn = OtpVerifyReply & {
  /** The verified number, its 10 digits. */
  phone: string;
};

type Props = {
  /** Called once the session is kept, the guest lists merged and the page told. */
  onSignedIn: (signedIn: PhoneSignedIn) => void;
  /** The code step's button, e.g. "Verify and continue". */
  verifyLabel?: string;
  /** Put the cursor in the number field on opening (when the shopper asked for this form). */
  autoFocus?: boolean;
};

type Field = 'phone' | 'code' | 'form';
type Errors = Partial<Record<Field, string>>;

/** Refusals of the code itself; the rest of verify's are about the account (admin, blocked): said by the button. */
const aboutTheCode: readonly ErrorCode[] = ['OTP_WRONG', 'OTP_EXPIRED', 'OTP_TOO_MANY_TRIES'];
/** Refusals of sending: the number, the limits (their words carry the wait), the shop not set up for it. */
const aboutSending: readonly ErrorCode[] = ['PHONE_INVALID', 'OTP_LIMIT', 'OTP_NOT_SET_UP'];

export function PhoneSignIn({ onSignedIn, verifyLabel = 'Verify and continue', autoFocus = false }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const status = useQuery(otpStatusQuery());
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  /** The number a code went to (10 digits) and how; null while the number is being typed. */
  const [sent, setSent] = useState<{ phone: string; channel: OtpRequestReply['channel'] } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<'idle' | 'sending' | 'verifying' | 'signed-in'>('idle');
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
  const describedBy = (...list: (string | false)[]) => list.filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (autoFocus) numberInput.current?.focus();
  }, [autoFocus]);

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

  async function send(phone: string) {
    if (phase !== 'idle') return;
    setPhase('sending');
    setErrors({});
    try {
      const reply = await sendCode(phone);
      const to = normalisePhone(phone);
      setSent({ phone: to, channel: reply.channel });
      setResendAt(Date.now() + reply.resendAfterSeconds * 1000);
      setCode('');
      setPhase('idle');
    } catch (error) {
      setPhase('idle');
      const { code: reason, message } = messageOf(error);
      // Asking again from the code step (a limit reached) is said there; the number field is not on screen.
      const field: Field = reason && aboutSending.includes(reason) ? (sent ? 'code' : 'phone') : 'form';
      setErrors({ [field]: message });
      if (field === 'phone') numberInput.current?.focus();
    }
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
    let result: OtpVerifyReply;
    try {
      result = await verifyCode(sent.phone, digits);
    } catch (error) {
      setPhase('idle');
      const { code: reason, message } = messageOf(error);
      setErrors({ [reason && aboutTheCode.includes(reason) ? 'code' : 'form']: message });
      codeInput.current?.select();
      return;
    }
    setPhase('signed-in');
    // Exactly what the e-mail login does: SPEC's keys, a fresh cache, the guest's lists merged into the account.
    await keepSession(queryClient, { token: result.token, userId: result.userId });
    const merged = await mergeGuestIntoAccount(result.userId);
    if (merged.status === 'failed') toast.error(merged.message);
    announceSession();
    onSignedIn({ ...result, phone: sent.phone });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sent) void verify(code);
    else void send(number);
  }

  function typeCode(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, codeLength);
    setCode(digits);
    setErrors((e) => (e.code || e.form ? {} : e));
    // The sixth digit (typed, pasted or filled in from the SMS) sends it: no button to find on a phone.
    if (digits.length === codeLength && digits !== code) void verify(digits);
  }

  function changeNumber() {
    setSent(null);
    setCode('');
    setErrors({});
  }

  const busy = phase !== 'idle';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Sign in with mobile number"
      className="flex flex-col gap-5"
    >
      {status.data?.sandbox && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {sandboxNotice}
        </p>
      )}
      {!sent ? (
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
              setErrors({});
            }}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy(Boolean(errors.phone) && ids.phoneError, ids.phoneHint)}
            className={`${control} ${errors.phone ? badBorder : okBorder}`}
          />
          <FieldError id={ids.phoneError} text={errors.phone} />
          <p id={ids.phoneHint} className="mt-1.5 text-xs text-slate-500">
            A 10-digit Indian mobile number. We send it a 6-digit code.
          </p>
        </div>
      ) : (
        <div>
          <div className="mb-4 flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
            <p role="status">
              {channelLine[sent.channel]}{' '}
              <span className="font-semibold whitespace-nowrap text-slate-900">{shown(sent.phone)}</span>
            </p>
            <button type="button" onClick={changeNumber} disabled={busy} className={linkButton}>
              Change number
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
            readOnly={phase === 'verifying' || phase === 'signed-in'}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy(Boolean(errors.code) && ids.codeError, ids.codeHint)}
            className={`${control} ${errors.code ? badBorder : okBorder} text-lg tracking-[0.4em]`}
          />
          <FieldError id={ids.codeError} text={errors.code} />
          <p id={ids.codeHint} className="mt-1.5 text-xs text-slate-500">
            {resendIn > 0 ? (
              `Didn’t get it? You can ask for a new code in ${resendIn} s.`
            ) : (
              <>
                Didn’t get it?{' '}
                <button
                  type="button"
                  onClick={() => void send(sent.phone)}
                  disabled={busy}
                  className={linkButton}
                >
                  Send a new code
                </button>
              </>
            )}
          </p>
        </div>
      )}
      {errors.form && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={busy} className={primary}>
        {busy && <Spinner />}
        {phase === 'sending'
          ? 'Sending code...'
          : phase === 'verifying'
            ? 'Checking code...'
            : phase === 'signed-in'
              ? 'Signed in'
              : sent
                ? verifyLabel
                : 'Send code'}
      </button>
    </form>
  );
}
