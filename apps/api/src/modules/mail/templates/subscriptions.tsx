// Subscription renewal mails (decision 0326): the notice at least 24 hours before each debit (the RBI's pre-debit
// notification: the amount, the date and what is coming, and how to skip, pause or cancel), a renewal skipped
// because the size sold out, and a debit that failed (retried, or the subscription paused). In the subscriber's
// language (users.language, migration 0036); its dates come written in it.
import type { Language } from '@chamak/shared/i18n/languages';
import { type Say, sayIn } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import { Action, Lines, type MailLine, P, Title, Url, words } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type RenewalMail = {
  firstName: string;
  /** The size and quantity coming, at the renewal's price. */
  line: MailLine;
  /** What will be debited (the renewal order's total, delivery included). */
  amountPaise: number;
  /** The debit's day in words, in the mail's language ("31 December 2026", "31 दिसंबर 2026"). */
  dueOn: string;
  intervalDays: number;
  /** Profile → Subscriptions, where it is skipped, paused or cancelled. */
  manageUrl: string;
  /** The subscriber's language (users.language); English when not said. */
  language?: Language;
};

const what = (line: MailLine, say: Say) =>
  say('{quantity} × {name} ({size})', { quantity: String(line.quantity), name: line.name, size: line.size });

/** The pre-debit notice, 48 hours ahead; `changeUrl` skips, moves or pauses this delivery without signing in. */
export function renewalNoticeMail(mail: RenewalMail & { changeUrl: string | null }): MailTemplate {
  const language = mail.language ?? 'en';
  const say = sayIn(language);
  const values = {
    amount: formatRupees(mail.amountPaise),
    date: mail.dueOn,
    name: mail.line.name,
    what: what(mail.line, say),
    days: String(mail.intervalDays),
  };
  return (brand) => ({
    language,
    subject: say('Your subscription: {amount} on {date} for {name}', values),
    preview: say('{what} is on its way soon. Skip, pause or cancel before {date} if you need to.', values),
    body: (
      <>
        <Title>{say('Your next delivery')}</Title>
        <P>{say('Hello {name},', { name: mail.firstName })}</P>
        <P>
          {say(
            'Your subscription (every {days} days) renews on {date}: we will take {amount} by your UPI AutoPay or card mandate and send you:',
            values,
          )}
        </P>
        <Lines lines={[mail.line]} />
        <P>
          {say(
            "Don't need it this time? Until the payment starts, about a day before {date}, you can skip this delivery, move it to another day or pause the subscription. Nothing is taken for a skipped delivery, and no sign-in is needed:",
            values,
          )}
        </P>
        {mail.changeUrl ? (
          <Action brand={brand} href={mail.changeUrl}>
            {say('Skip, move or pause')}
          </Action>
        ) : null}
        {mail.changeUrl ? (
          <P htmlOnly>
            <Url href={mail.changeUrl} />
          </P>
        ) : null}
        <P>
          {words(say('To cancel or change the subscription, open {link}'), {
            link: <Url href={mail.manageUrl} />,
          })}
        </P>
      </>
    ),
  });
}

/** A renewal not sent: the size was sold out when its debit was due, so nothing was taken. */
export function renewalSoldOutMail(mail: RenewalMail & { nextDueOn: string }): MailTemplate {
  const language = mail.language ?? 'en';
  const say = sayIn(language);
  const values = { name: mail.line.name, what: what(mail.line, say), date: mail.dueOn, next: mail.nextDueOn };
  return () => ({
    language,
    subject: say('Skipped this time: {name} is sold out', values),
    preview: say('Nothing was taken. Your next delivery is due on {next}.', values),
    body: (
      <>
        <Title>{say('This delivery is skipped')}</Title>
        <P>{say('Hello {name},', { name: mail.firstName })}</P>
        <P>
          {say(
            '{what} was sold out on {date}, so we skipped this delivery and took nothing. Your subscription carries on: the next delivery is due on {next}.',
            values,
          )}
        </P>
        <P>
          {words(say('To change, pause or cancel the subscription, open {link}'), {
            link: <Url href={mail.manageUrl} />,
          })}
        </P>
      </>
    ),
  });
}

/** A debit that failed: tried again on `retryOn`, or, after the last try, the subscription paused. */
export function renewalFailedMail(mail: RenewalMail & { retryOn: string | null }): MailTemplate {
  const language = mail.language ?? 'en';
  const say = sayIn(language);
  const values = {
    amount: formatRupees(mail.amountPaise),
    what: what(mail.line, say),
    date: mail.dueOn,
    retry: mail.retryOn ?? '',
  };
  return (brand) => ({
    language,
    subject: mail.retryOn
      ? say('Payment for your subscription did not go through')
      : say('Your subscription is paused: the payment did not go through'),
    preview: mail.retryOn
      ? say('We will try again on {retry}, or you can pay now.', values)
      : say('We tried three times. Pay now or resume it when you are ready.'),
    body: (
      <>
        <Title>{say('The payment did not go through')}</Title>
        <P>{say('Hello {name},', { name: mail.firstName })}</P>
        <P>
          {mail.retryOn
            ? say(
                'We could not take {amount} for {what} due on {date}. We will try again on {retry}, or you can pay it now.',
                values,
              )
            : say(
                'We could not take {amount} for {what} due on {date}, after three tries, so your subscription is paused and nothing more will be taken. You can still pay for this delivery now, and resume the subscription from your profile when you are ready.',
                values,
              )}
        </P>
        <Action brand={brand} href={mail.manageUrl}>
          {say('Pay now')}
        </Action>
      </>
    ),
  });
}
