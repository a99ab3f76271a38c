// The reorder reminder (decision 0325): a size the shopper bought without subscribing may be running out. It names
// the product, the size and when they ordered it, puts it back in the cart in one tap (the link asks them to log
// in first), offers to subscribe where the size can be, and says how to stop these reminders.
import type { Language } from '@chamak/shared/i18n/languages';
import { type Say, sayIn } from '@chamak/shared/i18n/say';
import { reorderReminderRules } from '@chamak/shared/reorder-reminders';
import { Action, Lines, type MailLine, P, Title, Url, words } from './layout.tsx';
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
  /** The shopper's language (users.language), which `orderedOn` is written in; English when not said. */
  language?: Language;
};

const what = (line: MailLine) => `${line.name} (${line.size})`;

function Subscribe({ mail, say }: { mail: ReorderMail; say: Say }) {
  if (mail.subscribeDiscount === null) return null;
  return (
    <P>
      <strong>{say('Subscribe and save')}</strong>
      {mail.subscribeDiscount > 0
        ? say(
            ': get it delivered every few weeks for {percent}% less, and never run out. Choose how often on its page: ',
            { percent: String(mail.subscribeDiscount) },
          )
        : say(': get it delivered every few weeks and never run out. Choose how often on its page: ')}
      <Url href={mail.productUrl} />
    </P>
  );
}

/** The one reminder of a size bought without subscribing, at about 80 % of the days it lasts. */
export function reorderReminderMail(mail: ReorderMail): MailTemplate {
  const quantity = mail.line.quantity === 1 ? what(mail.line) : `${mail.line.quantity} × ${what(mail.line)}`;
  const language = mail.language ?? 'en';
  const say = sayIn(language);
  const on = { quantity, date: mail.orderedOn };
  return (brand) => ({
    language,
    subject: say('Running low on {product}?', { product: mail.line.name }),
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
    preview: say('You ordered {quantity} on {date}. Reorder in one tap.', on),
    body: (
      <>
        <Title>{say('Time to restock?')}</Title>
        <P>{say('Hello {name},', { name: mail.firstName })}</P>
        <P>
          {say(
            'You ordered {quantity} on {date}. That usually lasts about {days} days, so you may be running low soon:',
            { ...on, days: String(mail.lastsDays) },
          )}
        </P>
        <Lines lines={[mail.line]} />
        <Action brand={brand} href={mail.reorderUrl}>
          {say('Reorder in one tap')}
        </Action>
        <P htmlOnly>
          <Url href={mail.reorderUrl} />
        </P>
        <P>
          {say(
            'The link puts the same in your cart; you check out as usual, and prices and stock are checked then. It works for {days} days, after you log in.',
            { days: String(reorderReminderRules.linkDays) },
          )}
        </P>
        <Subscribe mail={mail} say={say} />
        <P>
          {words(
            say(
              'We write about each purchase once. To stop reminders like this one (and about your cart), open {link} (or turn them off under My Profile > Order messages).',
            ),
            { link: <Url href={mail.stopUrl} /> },
          )}
        </P>
      </>
    ),
  });
}
