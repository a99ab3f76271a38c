// The reminders of a left cart and of an unfinished online payment (decisions 0244-0247): the lines as they
// were, a button that puts them back in the shopper's cart (the link asks them to log in first), the
// automatic offer the shop chose to mention, and how to stop these reminders.
import type { Language } from '@chamak/shared/i18n/languages';
import { type Say, sayIn } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import { Action, Lines, type MailLine, P, Title, Totals, Url, words } from './layout.tsx';
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
  /** The shopper's language (users.language); English when not said. */
  language?: Language;
};

function Offer({ offer, say }: { offer: ReminderMail['offer']; say: Say }) {
  if (!offer) return null;
  return (
    <P>
      {say('Still on: {offer}. It is applied at checkout when your cart qualifies.', { offer: offer.name })}
    </P>
  );
}

function Stop({ stopUrl, say }: { stopUrl: string; say: Say }) {
  return (
    <P>
      {words(
        say(
          'To stop reminders about your cart and unfinished payments, open {link} (or turn them off under My Profile > Order messages).',
        ),
        { link: <Url href={stopUrl} /> },
      )}
    </P>
  );
}

/** The header fields that let a mail client offer its own unsubscribe button, done in one POST (RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The first (or, 24 hours on, the second and last) reminder of a cart left unchanged. */
export function cartReminderMail(mail: ReminderMail, which: 'first' | 'second'): MailTemplate {
  const language = mail.language ?? 'en';
  const say = sayIn(language);
  return (brand) => ({
    language,
    subject:
      which === 'first'
        ? say('You left something in your cart at {shop}', { shop: brand.shopName })
        : say('Your cart at {shop} is still waiting', { shop: brand.shopName }),
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
    preview: say('{count, plural, one {# item} other {# items}} worth {value} are saved for you.', {
      count: mail.lines.length,
      value: formatRupees(mail.valuePaise),
    }),
    body: (
      <>
        <Title>{which === 'first' ? say('Your cart is saved') : say('Still thinking it over?')}</Title>
        <P>{say('Hello {name},', { name: mail.firstName })}</P>
        <P>
          {which === 'first'
            ? say('You left these in your cart. We have kept them for you; pick up where you stopped:')
            : say('Your cart is still here. This is the last time we write about it:')}
        </P>
        <Lines lines={mail.lines} />
        <Totals rows={[{ label: say('Items'), paise: mail.valuePaise, strong: true }]} />
        <Offer offer={mail.offer} say={say} />
        <Action brand={brand} href={mail.restoreUrl}>
          {say('Return to my cart')}
        </Action>
        <P htmlOnly>
          <Url href={mail.restoreUrl} />
        </P>
        <P>
          {say(
            'Prices and stock are checked again at checkout. The link works for 7 days, after you log in.',
          )}
        </P>
        <Stop stopUrl={mail.stopUrl} say={say} />
      </>
    ),
  });
}

/** The one "complete your payment" reminder of an online order whose payment failed or was left unfinished. */
export function paymentReminderMail(mail: ReminderMail & { orderId: number }): MailTemplate {
  const language = mail.language ?? 'en';
  const say = sayIn(language);
  const id = String(mail.orderId);
  return (brand) => ({
    language,
    subject: say('Complete your payment at {shop}', { shop: brand.shopName }),
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
    preview: say('Your payment for order #{id} did not go through; your items are still in your cart.', {
      id,
    }),
    body: (
      <>
        <Title>{say('Complete your payment')}</Title>
        <P>{say('Hello {name},', { name: mail.firstName })}</P>
        <P>
          {say(
            'The payment for your order #{id} did not go through, so the order was not placed. Your items are still in your cart:',
            { id },
          )}
        </P>
        <Lines lines={mail.lines} />
        <Totals rows={[{ label: say('Items'), paise: mail.valuePaise, strong: true }]} />
        <Offer offer={mail.offer} say={say} />
        <Action brand={brand} href={mail.restoreUrl}>
          {say('Complete my payment')}
        </Action>
        <P htmlOnly>
          <Url href={mail.restoreUrl} />
        </P>
        <P>
          {say(
            'If money was taken from your account for it, your bank gives it back by itself, usually within 5-7 working days. At checkout you can also choose cash on delivery where it is offered.',
          )}
        </P>
        <Stop stopUrl={mail.stopUrl} say={say} />
      </>
    ),
  });
}
