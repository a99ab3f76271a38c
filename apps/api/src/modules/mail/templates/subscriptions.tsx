// Subscription renewal mails (decision 0326): the notice at least 24 hours before each debit (the RBI's pre-debit
// notification: the amount, the date and what is coming, and how to skip, pause or cancel), a renewal skipped
// because the size sold out, and a debit that failed (retried, or the subscription paused).
import { formatRupees } from '@chamak/shared/money';
import { Action, Lines, type MailLine, P, Title, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type RenewalMail = {
  firstName: string;
  /** The size and quantity coming, at the renewal's price. */
  line: MailLine;
  /** What will be debited (the renewal order's total, delivery included). */
  amountPaise: number;
  /** The debit's day in words ("31 December 2026"). */
  dueOn: string;
  intervalDays: number;
  /** Profile → Subscriptions, where it is skipped, paused or cancelled. */
  manageUrl: string;
};

const what = (line: MailLine) => `${line.quantity} × ${line.name} (${line.size})`;

/** The pre-debit notice, 48 hours ahead; `changeUrl` skips, moves or pauses this delivery without signing in. */
export function renewalNoticeMail(mail: RenewalMail & { changeUrl: string | null }): MailTemplate {
  return (brand) => ({
    subject: `Your subscription: ${formatRupees(mail.amountPaise)} on ${mail.dueOn} for ${mail.line.name}`,
    preview: `${what(mail.line)} is on its way soon. Skip, pause or cancel before ${mail.dueOn} if you need to.`,
    body: (
      <>
        <Title>Your next delivery</Title>
        <P>{`Hello ${mail.firstName},`}</P>
        <P>
          {`Your subscription (every ${mail.intervalDays} days) renews on ${mail.dueOn}: we will take ${formatRupees(mail.amountPaise)} by your UPI AutoPay or card mandate and send you:`}
        </P>
        <Lines lines={[mail.line]} />
        <P>
          {`Don't need it this time? Until the payment starts, about a day before ${mail.dueOn}, you can skip this delivery, move it to another day or pause the subscription. Nothing is taken for a skipped delivery, and no sign-in is needed:`}
        </P>
        {mail.changeUrl ? (
          <Action brand={brand} href={mail.changeUrl}>
            Skip, move or pause
          </Action>
        ) : null}
        {mail.changeUrl ? (
          <P htmlOnly>
            <Url href={mail.changeUrl} />
          </P>
        ) : null}
        <P>
          To cancel or change the subscription, open <Url href={mail.manageUrl} />
        </P>
      </>
    ),
  });
}

/** A renewal not sent: the size was sold out when its debit was due, so nothing was taken. */
export function renewalSoldOutMail(mail: RenewalMail & { nextDueOn: string }): MailTemplate {
  return () => ({
    subject: `Skipped this time: ${mail.line.name} is sold out`,
    preview: `Nothing was taken. Your next delivery is due on ${mail.nextDueOn}.`,
    body: (
      <>
        <Title>This delivery is skipped</Title>
        <P>{`Hello ${mail.firstName},`}</P>
        <P>
          {`${what(mail.line)} was sold out on ${mail.dueOn}, so we skipped this delivery and took nothing. Your subscription carries on: the next delivery is due on ${mail.nextDueOn}.`}
        </P>
        <P>
          To change, pause or cancel the subscription, open <Url href={mail.manageUrl} />
        </P>
      </>
    ),
  });
}

/** A debit that failed: tried again on `retryOn`, or, after the last try, the subscription paused. */
export function renewalFailedMail(mail: RenewalMail & { retryOn: string | null }): MailTemplate {
  return (brand) => ({
    subject: mail.retryOn
      ? `Payment for your subscription did not go through`
      : `Your subscription is paused: the payment did not go through`,
    preview: mail.retryOn
      ? `We will try again on ${mail.retryOn}, or you can pay now.`
      : 'We tried three times. Pay now or resume it when you are ready.',
    body: (
      <>
        <Title>The payment did not go through</Title>
        <P>{`Hello ${mail.firstName},`}</P>
        <P>
          {mail.retryOn
            ? `We could not take ${formatRupees(mail.amountPaise)} for ${what(mail.line)} due on ${mail.dueOn}. We will try again on ${mail.retryOn}, or you can pay it now.`
            : `We could not take ${formatRupees(mail.amountPaise)} for ${what(mail.line)} due on ${mail.dueOn}, after three tries, so your subscription is paused and nothing more will be taken. You can still pay for this delivery now, and resume the subscription from your profile when you are ready.`}
        </P>
        <Action brand={brand} href={mail.manageUrl}>
          Pay now
        </Action>
      </>
    ),
  });
}
