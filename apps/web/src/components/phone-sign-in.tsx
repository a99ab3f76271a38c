// Sign in with a mobile number (D25): the number, "Send code", then the 6-digit code (the phone's keyboard and its
// one-time-code autofill), checked as soon as its sixth digit is in. Each refusal is shown under the field it is
// about, chosen by the server's error code and never by its words (D27). Once the code is right the session is kept
// and the guest's cart and wishlist merged exactly as at the e-mail login (lib/sign-in.ts), and the page is told.
// The steps themselves are one-time-code-parts.tsx's, shared with following an order by its number and mobile.
import { normalisePhone } from '@chamak/shared/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../lib/i18n.ts';
import { type OtpRequestReply, type OtpVerifyReply, sendCode, verifyCode } from '../lib/phone-sign-in.ts';
import { announceSession, keepSession, mergeGuestIntoAccount } from '../lib/sign-in.ts';
import { toast } from '../lib/toast.tsx';
import {
  CodeStep,
  channelLine,
  FormEnd,
  MobileNumberField,
  SandboxNotice,
  ShownNumber,
  useOneTimeCode,
} from './one-time-code-parts.tsx';
import { NoticeLink } from './privacy-consent.tsx';

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

export function PhoneSignIn({
  onSignedIn,
  verifyLabel = t('Verify and continue'),
  autoFocus = false,
}: Props) {
  const queryClient = useQueryClient();
  const otp = useOneTimeCode({
    request: async (phone: string) => {
      const reply = await sendCode(phone);
      const sent: { phone: string; channel: OtpRequestReply['channel'] } = {
        phone: normalisePhone(phone),
        channel: reply.channel,
      };
      return { sent, resendAfterSeconds: reply.resendAfterSeconds };
    },
    check: (sent, code) => verifyCode(sent.phone, code),
    onVerified: async (result, sent) => {
      // Exactly what the e-mail login does: SPEC's keys, a fresh cache, the guest's lists merged into the account.
      await keepSession(queryClient, { token: result.token, userId: result.userId });
      const merged = await mergeGuestIntoAccount(result.userId);
      if (merged.status === 'failed') toast.error(merged.message);
      announceSession();
      onSignedIn({ ...result, phone: sent.phone });
    },
  });
  const { sent, numberInput } = otp;

  useEffect(() => {
    if (autoFocus) numberInput.current?.focus();
  }, [autoFocus, numberInput]);

  return (
    <form
      noValidate
      onSubmit={otp.submitted(() => void otp.send(otp.number))}
      aria-label={t('Sign in with mobile number')}
      className="flex flex-col gap-5"
    >
      <SandboxNotice otp={otp} />
      {!sent ? (
        <MobileNumberField
          otp={otp}
          hint={t('A 10-digit Indian mobile number. We send it a 6-digit code.')}
        />
      ) : (
        <CodeStep
          otp={otp}
          sentTo={
            <>
              {t(channelLine[sent.channel])} <ShownNumber phone={sent.phone} />
            </>
          }
          changeLabel={t('Change number')}
          lead={t('Didn’t get it?')}
          onResend={() => void otp.send(sent.phone)}
        />
      )}
      <FormEnd otp={otp} verifyLabel={verifyLabel} doneLabel={t('Signed in')} />
      <NoticeLink />
    </form>
  );
}
