// The mails about an order: its confirmation, each shipment status, its cancellation (the shopper's and the
// shop's copy). Each shows the lines, totals and delivery address the order was placed with, in the language the
// order was placed in (English or Hindi; the shop's copy in English).
import { confirmationPath, indiaDateTime } from '@chamak/shared/cod-confirmation';
import { shortDate } from '@chamak/shared/delivery-estimate';
import type { Language } from '@chamak/shared/i18n/languages';
import { messageDate, type Say, sayIn } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import type { MailBrand } from './brand.ts';
import {
  Action,
  Address,
  english,
  Lines,
  type MailAddress,
  type MailLine,
  type MailTotal,
  P,
  PageLink,
  Rule,
  Title,
  Totals,
  Url,
  words,
} from './layout.tsx';
import type { MailTemplate } from './render.tsx';

/** An order as its mails tell it (orders/mail-facts.ts reads it). */
export type OrderMail = {
  id: number;
  firstName: string;
  email: string;
  paymentMethod: 'online' | 'cod';
  lines: MailLine[];
  discounts: { label: string; code: string | null; amountPaise: number }[];
  subtotalPaise: number;
  deliveryPaise: number;
  codFeePaise: number;
  totalPaise: number;
  address: MailAddress;
  shipment: { courier: string | null; awb: string | null; trackUrl: string | null; etd: string | null };
  /** The delivery dates the order was placed with (India dates), null for orders from before (decision 0295). */
  promised: { from: string; to: string } | null;
  /** The language the order was placed in (migration 0036); English when not said. */
  language?: Language;
};

const languageOf = (o: OrderMail): Language => o.language ?? 'en';

/** 'Thu, 27 Nov' (English) or 'गुरु, 27 नवंबर' (Hindi) for a 'YYYY-MM-DD' date, as the web writes it. */
function dayOf(language: Language, date: string): string {
  if (language === 'en') return shortDate(date);
  return messageDate(
    language,
    new Date(`${date}T00:00:00Z`),
    { weekday: 'short', day: 'numeric', month: 'long' },
    'UTC',
  );
}

/** A moment in India's time: '25 Nov 2026, 3:30 pm' (English) or '25 नवंबर 2026 को 3:30 pm बजे' (Hindi). */
function momentOf(language: Language, at: Date): string {
  if (language === 'en') return indiaDateTime(at);
  const options = {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  } as const;
  return messageDate(language, at, options);
}

/** "Delivery between Wed, 2 Dec and Fri, 4 Dec": the words the product page, cart, checkout and confirmation say. */
function promiseOf(o: OrderMail, say: Say): string | null {
  if (!o.promised) return null;
  const { from, to } = o.promised;
  const language = languageOf(o);
  return from === to
    ? say('Delivery by {date}', { date: dayOf(language, to) })
    : say('Delivery between {from} and {to}', { from: dayOf(language, from), to: dayOf(language, to) });
}

/** The order's page on the shop, when the API knows the shop's address. */
export function orderPageUrl(brand: MailBrand, orderId: number): string | null {
  return brand.siteUrl ? `${brand.siteUrl}/track-order?tab=orders&order=${orderId}` : null;
}

const orderPageWords = (orderId: number, say: Say = english) =>
  say('Profile > Order History > Order #{id}', { id: String(orderId) });

const paidHow = (o: OrderMail, say: Say) =>
  o.paymentMethod === 'cod' ? say('cash on delivery') : say('paid online');

const discountLabel = (d: OrderMail['discounts'][number], say: Say) =>
  d.code ? say('{label} (code {code})', { label: d.label, code: d.code }) : d.label;

/** `totalLabel`: what the total is to the reader now (paid, to pay on delivery, or just the order's total). */
function totalsOf(o: OrderMail, totalLabel: string, say: Say): MailTotal[] {
  return [
    { label: say('Subtotal'), paise: o.subtotalPaise },
    ...o.discounts.map((d) => ({ label: discountLabel(d, say), paise: d.amountPaise, minus: true })),
    { label: say('Delivery'), paise: o.deliveryPaise },
    ...(o.codFeePaise ? [{ label: say('Cash on delivery fee'), paise: o.codFeePaise }] : []),
    { label: totalLabel, paise: o.totalPaise, strong: true },
  ];
}

/** The lines, the totals and where it goes. */
function OrderSummary({ order, totalLabel, say }: { order: OrderMail; totalLabel?: string; say: Say }) {
  const label =
    totalLabel ?? (order.paymentMethod === 'cod' ? say('Total (pay on delivery)') : say('Total paid'));
  return (
    <>
      <Rule />
      <Lines lines={order.lines} />
      <Totals rows={totalsOf(order, label, say)} />
      <Address title={say('Delivery address')} address={order.address} say={say} />
    </>
  );
}

function OrderAction({ brand, order, say }: { brand: MailBrand; order: OrderMail; say: Say }) {
  const page = orderPageUrl(brand, order.id);
  return page ? (
    <Action brand={brand} href={page}>
      {say('View your order')}
    </Action>
  ) : (
    <P>{say('You can follow it under {page}.', { page: orderPageWords(order.id, say) })}</P>
  );
}

/**
 * `statusLink`: the order's signed status page (decision 0321), which opens on any device without a sign-in;
 * null when the API does not know the shop's address.
 */
export function orderConfirmedMail(
  order: OrderMail,
  invoice: { number: string } | null,
  statusLink: string | null = null,
  /** A cash order's pay-now link and what paying online now saves (decision 0337); null: no offer. */
  payNow: { link: string; savingPaise: number } | null = null,
): MailTemplate {
  return (brand) => {
    const say = sayIn(languageOf(order));
    const id = String(order.id);
    const total = formatRupees(order.totalPaise);
    const saved = order.discounts.reduce((sum, d) => sum + d.amountPaise, 0);
    const savedLine = saved
      ? ` ${say('You saved {amount}: {discounts}.', {
          amount: formatRupees(saved),
          discounts: order.discounts
            .map((d) => `${discountLabel(d, say)} ${formatRupees(d.amountPaise)}`)
            .join(', '),
        })}`
      : '';
    const page = orderPageUrl(brand, order.id);
    const promise = promiseOf(order, say);
    return {
      language: languageOf(order),
      subject: say('Your {shop} order #{id} is confirmed', { shop: brand.shopName, id }),
      preview: promise
        ? say('Order #{id} of {total}. {promise}.', { id, total, promise })
        : say('Order #{id} of {total}.', { id, total }),
      body: (
        <>
          <Title>{say('Thank you for your order')}</Title>
          <P>{say('Hello {name},', { name: order.firstName })}</P>
          <P>
            {`${say('Thank you for your order #{id} of {total} ({paid}).', { id, total, paid: paidHow(order, say) })}${savedLine}`}{' '}
            {say('You can follow it under Profile > Order History.')}
          </P>
          {promise ? <P>{say('{promise}.', { promise })}</P> : null}
          {statusLink ? (
            <P>
              {words(say('Follow its delivery on any device, without signing in: {link}'), {
                link: <Url href={statusLink} />,
              })}
            </P>
          ) : null}
          {payNow && payNow.savingPaise > 0 ? (
            <>
              <P>
                {say(
                  'Pay for it online now instead of in cash on delivery, and it costs {amount} less. The link works until your parcel ships.',
                  { amount: formatRupees(payNow.savingPaise) },
                )}
              </P>
              <Action brand={brand} href={payNow.link}>
                {say('Pay now and save {amount}', { amount: formatRupees(payNow.savingPaise) })}
              </Action>
            </>
          ) : null}
          <OrderSummary order={order} say={say} />
          {invoice ? (
            <P>
              {words(
                say(
                  "Your GST tax invoice is {number}, attached to this mail as a PDF. You can also sign in and download it from your order's page: {page}",
                ),
                {
                  number: invoice.number,
                  page: <PageLink href={page} words={orderPageWords(order.id, say)} />,
                },
              )}
            </P>
          ) : null}
          <OrderAction brand={brand} order={order} say={say} />
        </>
      ),
    };
  };
}

/** "Courier: Delhivery, AWB 123. Expected delivery: 28 Nov 2026": who carries it, and when it comes if known. */
function shipmentLine({ courier, awb, etd }: OrderMail['shipment'], say: Say): string {
  const details = [
    courier ? say('Courier: {courier}', { courier }) : '',
    awb ? say('AWB {awb}', { awb }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return etd ? say('{details}. Expected delivery: {date}', { details, date: etd }) : details;
}

export function shipmentStatusMail(order: OrderMail, statusLabel: string): MailTemplate {
  return (brand) => {
    const say = sayIn(languageOf(order));
    const id = String(order.id);
    const status = say(statusLabel);
    const { courier, awb, trackUrl } = order.shipment;
    return {
      language: languageOf(order),
      subject: say('Order #{id}: {status}', { id, status }),
      preview: say('Your order #{id} is now: {status}.', { id, status }),
      body: (
        <>
          <Title>{status}</Title>
          <P>{say('Hello {name},', { name: order.firstName })}</P>
          <P>{say('Your {shop} order #{id} is now: {status}.', { shop: brand.shopName, id, status })}</P>
          {courier || awb ? <P>{shipmentLine(order.shipment, say)}</P> : null}
          {trackUrl ? (
            <>
              <Action brand={brand} href={trackUrl}>
                {say('Track your parcel')}
              </Action>
              <P htmlOnly>{words(say('Track it here: {link}'), { link: <Url href={trackUrl} /> })}</P>
            </>
          ) : null}
          <OrderSummary order={order} say={say} />
          <OrderAction brand={brand} order={order} say={say} />
        </>
      ),
    };
  };
}

/** What happens to the money of a cancelled order, in one sentence. */
function cancelledMoney(order: OrderMail, refundPaise: number | null, say: Say = english): string {
  if (refundPaise !== null)
    return say(
      'We are refunding {amount} in full to the card, UPI or bank account you paid with; we will write again when the refund is done.',
      { amount: formatRupees(refundPaise) },
    );
  return order.paymentMethod === 'cod'
    ? say('It was cash on delivery, so nothing was charged.')
    : say('No payment was taken for it.');
}

/**
 * A cash order held for the shopper's confirmation: the link that confirms it, and when it is cancelled if
 * nobody does. `link` carries the order's unguessable token; opening it confirms nothing until the shopper
 * presses the button on the page (a mail scanner that follows links must not confirm orders).
 */
export function codConfirmationMail(order: OrderMail, hold: { token: string; dueAt: Date }): MailTemplate {
  return (brand) => {
    const say = sayIn(languageOf(order));
    const id = String(order.id);
    const total = formatRupees(order.totalPaise);
    const due = momentOf(languageOf(order), hold.dueAt);
    const link = brand.siteUrl ? `${brand.siteUrl}${confirmationPath(order.id, hold.token)}` : null;
    return {
      language: languageOf(order),
      subject: say('Please confirm your {shop} order #{id}', { shop: brand.shopName, id }),
      preview: say('Confirm order #{id} ({total}, cash on delivery) by {due}.', { id, total, due }),
      body: (
        <>
          <Title>{say('Please confirm your order')}</Title>
          <P>{say('Hello {name},', { name: order.firstName })}</P>
          <P>
            {say(
              'Thank you for your order #{id} of {total}, cash on delivery. Before we pack it, please confirm that you placed it and will be at the address to pay: one tap on the button below.',
              { id, total },
            )}
          </P>
          {link ? (
            <>
              <Action brand={brand} href={link}>
                {say('Confirm my order')}
              </Action>
              <P htmlOnly>{words(say('Or open this link: {link}'), { link: <Url href={link} /> })}</P>
            </>
          ) : (
            <P>{say('Sign in and confirm it under {page}.', { page: orderPageWords(order.id, say) })}</P>
          )}
          <P>
            {say(
              'If it is not confirmed by {due} (India time), the order is cancelled and nothing is charged. Did not place it? Ignore this mail.',
              { due },
            )}
          </P>
          <OrderSummary order={order} say={say} />
        </>
      ),
    };
  };
}

/**
 * `refundPaise`: the full refund under way for a paid online order, null when nothing was paid. `reason`: why the
 * shop cancelled it, when the shop did it on its own (an unconfirmed cash order: "it was not confirmed ...").
 */
export function orderCancelledMail(
  order: OrderMail,
  about: { byShopper: boolean; refundPaise: number | null; reason?: string },
): MailTemplate {
  return (brand) => {
    const say = sayIn(languageOf(order));
    const id = String(order.id);
    const money = cancelledMoney(order, about.refundPaise, say);
    return {
      language: languageOf(order),
      subject: say('Your {shop} order #{id} is cancelled', { shop: brand.shopName, id }),
      preview: say('Order #{id} is cancelled. {money}', { id, money }),
      body: (
        <>
          <Title>{say('Your order is cancelled')}</Title>
          <P>{say('Hello {name},', { name: order.firstName })}</P>
          <P>
            {about.byShopper
              ? say('As you asked, we have cancelled your order #{id}.', { id })
              : about.reason
                ? say('We have cancelled your order #{id}: {reason}.', {
                    id,
                    reason: reasonIn(about.reason, order, say),
                  })
                : say('We have cancelled your order #{id}.', { id })}{' '}
            {money}
          </P>
          <OrderSummary order={order} totalLabel={say('Order total')} say={say} />
          <P>
            {words(say('Your order: {page}'), {
              page: <PageLink href={orderPageUrl(brand, order.id)} words={orderPageWords(order.id, say)} />,
            })}
          </P>
        </>
      ),
    };
  };
}

/**
 * The shop's reason in the order's language: an unconfirmed cash order's ("it was not confirmed by <time> (India
 * time)") with its time written in it; any other as the catalogue has it, else as it is.
 */
function reasonIn(reason: string, order: OrderMail, say: Say): string {
  if (languageOf(order) === 'en') return reason;
  const unconfirmed = /^it was not confirmed by (.+) \(India time\)$/.exec(reason);
  if (!unconfirmed) return say(reason);
  const at = indiaMoment(unconfirmed[1]!);
  return say('it was not confirmed by {due} (India time)', {
    due: at ? momentOf(languageOf(order), at) : unconfirmed[1]!,
  });
}

const monthsShort = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** The moment indiaDateTime wrote ('25 Nov 2026, 3:30 pm', India time), or null when it reads otherwise. */
function indiaMoment(text: string): Date | null {
  const m = /^(\d{1,2}) ([A-Za-z]+) (\d{4}), (\d{1,2}):(\d{2}) (am|pm)$/i.exec(text);
  const month = m ? monthsShort.indexOf(m[2]!.slice(0, 3).toLowerCase()) : -1;
  if (!m || month < 0) return null;
  const hour = (Number(m[4]) % 12) + (m[6]!.toLowerCase() === 'pm' ? 12 : 0);
  // India is 5 h 30 min ahead of UTC, all year.
  return new Date(Date.UTC(Number(m[3]), month, Number(m[1]), hour, Number(m[5])) - 330 * 60_000);
}

/** The shop's own copy of a cancellation (to the shop's e-mail address), in English. */
export function orderCancelledShopMail(
  order: OrderMail,
  about: { byShopper: boolean; refundPaise: number | null; reason?: string },
): MailTemplate {
  const by = about.byShopper
    ? 'by the shopper'
    : about.reason
      ? `automatically: ${about.reason}`
      : 'by an admin';
  const total = formatRupees(order.totalPaise);
  return () => ({
    subject: `Order #${order.id} cancelled ${by}`,
    preview: `Order #${order.id} (${total}) was cancelled ${by}.`,
    body: (
      <>
        <Title>Order #{order.id} cancelled</Title>
        <P>
          {`Order #${order.id} (${total}, ${paidHow(order, english)}) was cancelled ${by}. Its stock is back on sale.`}
          {about.refundPaise !== null
            ? ` A full refund of ${formatRupees(about.refundPaise)} goes through the payment gateway.`
            : ''}
        </P>
        <OrderSummary order={order} totalLabel="Order total" say={english} />
      </>
    ),
  });
}
