// The reminders of a left cart and of an unfinished online payment (decisions 0244-0247): the lines as they
// were, a button that puts them back in the shopper's cart (the link asks them to log in first), the
// automatic offer the shop chose to mention, and how to stop these reminders.
import { formatRupees } from '@chamak/shared/money';
import { Action, Lines, type MailLine, P, Title, Totals, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type ReminderMail = {
  firstName: string;
  lines: readonly MailLine[];
  /** The lines' value at the shop's prices now. */
  valuePaise: number;
  /** The restore link: /cart?restore=<token>. */
  restoreUrl: string;
  /** The page where the shopper stops these reminders (a button to press, no login). */
  stopUrl: string;
  /**
   * The one-click address of the List-Unsubscribe header (RFC 8058): a mail client POSTs to it to stop reminders;
   * opening it only leads to the stop page.
   */
  unsubscribeUrl: string;
  /** An automatic offer the shop mentions, with what it gives in words ("5% off when you pay online"). */
  offer?: { name: string } | null;
};

function Offer({ offer }: { offer: ReminderMail['offer'] }) {
  if (!offer) return null;
  return <P>{`Still on: ${offer.name}. It is applied at checkout when your cart qualifies.`}</P>;
}

function Stop({ stopUrl }: { stopUrl: string }) {
  return (
    <P>
      To stop reminders about your cart and unfinished payments, open <Url href={stopUrl} /> (or turn them off
      under My Profile &gt; Order messages).
    </P>
  );
}

/** The header fields that let a mail client offer its own unsubscribe button, done in one POST (RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The first (or, 24 hours on, the second and last) reminder of a cart left unchanged. */
export function cartReminderMail(mail: ReminderMail, which: 'first' | 'second'): MailTemplate {
  return (brand) => ({
    subject:
      which === 'first'
        ? `You left something in your cart at ${brand.shopName}`
        : `Your cart at ${brand.shopName} is still waiting`,
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
    preview: `${mail.lines.length === 1 ? '1 item' : `${mail.lines.length} items`} worth ${formatRupees(mail.valuePaise)} are saved for you.`,
    body: (
      <>
        <Title>{which === 'first' ? 'Your cart is saved' : 'Still thinking it over?'}</Title>
        <P>{`Hello ${mail.firstName},`}</P>
        <P>
          {which === 'first'
            ? 'You left these in your cart. We have kept them for you; pick up where you stopped:'
            : 'Your cart is still here. This is the last time we write about it:'}
        </P>
        <Lines lines={mail.lines} />
        <Totals rows={[{ label: 'Items', paise: mail.valuePaise, strong: true }]} />
        <Offer offer={mail.offer} />
        <Action brand={brand} href={mail.restoreUrl}>
          Return to my cart
        </Action>
        <P htmlOnly>
          <Url href={mail.restoreUrl} />
        </P>
        <P>Prices and stock are checked again at checkout. The link works for 7 days, after you log in.</P>
        <Stop stopUrl={mail.stopUrl} />
      </>
    ),
  });
}

/** The one "complete your payment" reminder of an online order whose payment failed or was left unfinished. */
export function paymentReminderMail(mail: ReminderMail & { orderId: number }): MailTemplate {
  return (brand) => ({
    subject: `Complete your payment at ${brand.shopName}`,
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
    preview: `Your payment for order #${mail.orderId} did not go through; your items are still in your cart.`,
    body: (
      <>
        <Title>Complete your payment</Title>
        <P>{`Hello ${mail.firstName},`}</P>
        <P>
          {`The payment for your order #${mail.orderId} did not go through, so the order was not placed. Your items are still in your cart:`}
        </P>
        <Lines lines={mail.lines} />
        <Totals rows={[{ label: 'Items', paise: mail.valuePaise, strong: true }]} />
        <Offer offer={mail.offer} />
        <Action brand={brand} href={mail.restoreUrl}>
          Complete my payment
        </Action>
        <P htmlOnly>
          <Url href={mail.restoreUrl} />
        </P>
        <P>
          If money was taken from your account for it, your bank gives it back by itself, usually within 5-7
          working days. At checkout you can also choose cash on delivery where it is offered.
        </P>
        <Stop stopUrl={mail.stopUrl} />
      </>
    ),
  });
}
