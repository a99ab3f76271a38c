// The reorder reminder (decision 0325): a size the shopper bought without subscribing may be running out. It names
// the product, the size and when they ordered it, puts it back in the cart in one tap (the link asks them to log
// in first), offers to subscribe where the size can be, and says how to stop these reminders.
import { reorderReminderRules } from '@chamak/shared/reorder-reminders';
import { Action, Lines, type MailLine, P, Title, Url } from './layout.tsx';
import { unsubscribeHeaders } from './reminders.tsx';
import type { MailTemplate } from './render.tsx';

export type ReorderMail = {
  firstName: string;
  /** The size as bought, at the shop's price now, times the quantity bought. */
  line: MailLine;
  /** The day the order was placed, in words in the shop's time zone ("3 November 2026"). */
  orderedOn: string;
  /** How long the quantity bought lasts, in days (quantity × days of supply). */
  lastsDays: number;
  /** The one-tap link: /cart?reorder=<token>. */
  reorderUrl: string;
  /** The product's page; the "Subscribe and save" line links there when the size can be subscribed to. */
  productUrl: string;
  /** The subscriber's discount in percent when the size can be subscribed to; null when it cannot. */
  subscribeDiscount: number | null;
  /** The page where the shopper stops these reminders (a button to press, no login). */
  stopUrl: string;
  /** The one-click address of the List-Unsubscribe header (RFC 8058). */
  unsubscribeUrl: string;
};

const what = (line: MailLine) => `${line.name} (${line.size})`;

function Subscribe({ mail }: { mail: ReorderMail }) {
  if (mail.subscribeDiscount === null) return null;
  return (
    <P>
      <strong>Subscribe and save</strong>
      {mail.subscribeDiscount > 0
        ? `: get it delivered every few weeks for ${mail.subscribeDiscount}% less, and never run out. Choose how often on its page: `
        : ': get it delivered every few weeks and never run out. Choose how often on its page: '}
      <Url href={mail.productUrl} />
    </P>
  );
}

/** The one reminder of a size bought without subscribing, at about 80 % of the days it lasts. */
export function reorderReminderMail(mail: ReorderMail): MailTemplate {
  const quantity = mail.line.quantity === 1 ? what(mail.line) : `${mail.line.quantity} × ${what(mail.line)}`;
  return (brand) => ({
    subject: `Running low on ${mail.line.name}?`,
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
    preview: `You ordered ${quantity} on ${mail.orderedOn}. Reorder in one tap.`,
    body: (
      <>
        <Title>Time to restock?</Title>
        <P>{`Hello ${mail.firstName},`}</P>
        <P>
          {`You ordered ${quantity} on ${mail.orderedOn}. That usually lasts about ${mail.lastsDays} days, so you may be running low soon:`}
        </P>
        <Lines lines={[mail.line]} />
        <Action brand={brand} href={mail.reorderUrl}>
          Reorder in one tap
        </Action>
        <P htmlOnly>
          <Url href={mail.reorderUrl} />
        </P>
        <P>
          {`The link puts the same in your cart; you check out as usual, and prices and stock are checked then. It works for ${reorderReminderRules.linkDays} days, after you log in.`}
        </P>
        <Subscribe mail={mail} />
        <P>
          We write about each purchase once. To stop reminders like this one (and about your cart), open{' '}
          <Url href={mail.stopUrl} /> (or turn them off under My Profile &gt; Order messages).
        </P>
      </>
    ),
  });
}
