// The mails about an order: its confirmation, each shipment status, its cancellation (the shopper's and the
// shop's copy). Each shows the lines, totals and delivery address the order was placed with.
import { confirmationPath, indiaDateTime } from '@chamak/shared/cod-confirmation';
import { deliveryMessages } from '@chamak/shared/delivery-estimate';
import { formatRupees } from '@chamak/shared/money';
import type { MailBrand } from './brand.ts';
import {
  Action,
  Address,
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
};

/** "Delivery between Wed, 2 Dec and Fri, 4 Dec": the words the product page, cart, checkout and confirmation say. */
const promiseOf = (o: OrderMail) =>
  o.promised ? deliveryMessages.deliverBy(o.promised.from, o.promised.to) : null;

/** The order's page on the shop, when the API knows the shop's address. */
export function orderPageUrl(brand: MailBrand, orderId: number): string | null {
  return brand.siteUrl ? `${brand.siteUrl}/track-order?tab=orders&order=${orderId}` : null;
}

const orderPageWords = (orderId: number) => `Profile > Order History > Order #${orderId}`;

const paidHow = (o: OrderMail) => (o.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online');

/** `totalLabel`: what the total is to the reader now (paid, to pay on delivery, or just the order's total). */
function totalsOf(o: OrderMail, totalLabel: string): MailTotal[] {
  return [
    { label: 'Subtotal', paise: o.subtotalPaise },
    ...o.discounts.map((d) => ({
      label: d.code ? `${d.label} (code ${d.code})` : d.label,
      paise: d.amountPaise,
      minus: true,
    })),
    { label: 'Delivery', paise: o.deliveryPaise },
    ...(o.codFeePaise ? [{ label: 'Cash on delivery fee', paise: o.codFeePaise }] : []),
    { label: totalLabel, paise: o.totalPaise, strong: true },
  ];
}

/** The lines, the totals and where it goes. */
function OrderSummary({ order, totalLabel }: { order: OrderMail; totalLabel?: string }) {
  const label = totalLabel ?? (order.paymentMethod === 'cod' ? 'Total (pay on delivery)' : 'Total paid');
  return (
    <>
      <Rule />
      <Lines lines={order.lines} />
      <Totals rows={totalsOf(order, label)} />
      <Address title="Delivery address" address={order.address} />
    </>
  );
}

function OrderAction({ brand, order, label }: { brand: MailBrand; order: OrderMail; label: string }) {
  const page = orderPageUrl(brand, order.id);
  return page ? (
    <Action brand={brand} href={page}>
      {label}
    </Action>
  ) : (
    <P>You can follow it under {orderPageWords(order.id)}.</P>
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
): MailTemplate {
  return (brand) => {
    const saved = order.discounts.reduce((sum, d) => sum + d.amountPaise, 0);
    const savedLine = saved
      ? ` You saved ${formatRupees(saved)}: ${order.discounts
          .map((d) => `${d.label}${d.code ? ` (code ${d.code})` : ''} ${formatRupees(d.amountPaise)}`)
          .join(', ')}.`
      : '';
    const page = orderPageUrl(brand, order.id);
    const promise = promiseOf(order);
    return {
      subject: `Your ${brand.shopName} order #${order.id} is confirmed`,
      preview: `Order #${order.id} of ${formatRupees(order.totalPaise)}${promise ? `. ${promise}.` : '.'}`,
      body: (
        <>
          <Title>Thank you for your order</Title>
          <P>Hello {order.firstName},</P>
          <P>
            {`Thank you for your order #${order.id} of ${formatRupees(order.totalPaise)} (${paidHow(order)}).${savedLine}`}{' '}
            You can follow it under Profile &gt; Order History.
          </P>
          {promise ? <P>{`${promise}.`}</P> : null}
          {statusLink ? (
            <P>
              Follow its delivery on any device, without signing in: <Url href={statusLink} />
            </P>
          ) : null}
          <OrderSummary order={order} />
          {invoice ? (
            <P>
              Your GST tax invoice is {invoice.number}, attached to this mail as a PDF. You can also sign in
              and download it from your order's page:{' '}
              <PageLink href={page} words={orderPageWords(order.id)} />
            </P>
          ) : null}
          <OrderAction brand={brand} order={order} label="View your order" />
        </>
      ),
    };
  };
}

export function shipmentStatusMail(order: OrderMail, statusLabel: string): MailTemplate {
  return (brand) => {
    const { courier, awb, trackUrl, etd } = order.shipment;
    return {
      subject: `Order #${order.id}: ${statusLabel}`,
      preview: `Your order #${order.id} is now: ${statusLabel}.`,
      body: (
        <>
          <Title>{statusLabel}</Title>
          <P>Hello {order.firstName},</P>
          <P>
            Your {brand.shopName} order #{order.id} is now: {statusLabel}.
          </P>
          {courier || awb ? (
            <P>
              {[courier ? `Courier: ${courier}` : '', awb ? `AWB ${awb}` : ''].filter(Boolean).join(', ')}
              {etd ? `. Expected delivery: ${etd}` : ''}
            </P>
          ) : null}
          {trackUrl ? (
            <>
              <Action brand={brand} href={trackUrl}>
                Track your parcel
              </Action>
              <P htmlOnly>
                Track it here: <Url href={trackUrl} />
              </P>
            </>
          ) : null}
          <OrderSummary order={order} />
          <OrderAction brand={brand} order={order} label="View your order" />
        </>
      ),
    };
  };
}

/** What happens to the money of a cancelled order, in one sentence. */
function cancelledMoney(order: OrderMail, refundPaise: number | null): string {
  if (refundPaise !== null)
    return `We are refunding ${formatRupees(refundPaise)} in full to the card, UPI or bank account you paid with; we will write again when the refund is done.`;
  return order.paymentMethod === 'cod'
    ? 'It was cash on delivery, so nothing was charged.'
    : 'No payment was taken for it.';
}

/**
 * A cash order held for the shopper's confirmation: the link that confirms it, and when it is cancelled if
 * nobody does. `link` carries the order's unguessable token; opening it confirms nothing until the shopper
 * presses the button on the page (a mail scanner that follows links must not confirm orders).
 */
export function codConfirmationMail(order: OrderMail, hold: { token: string; dueAt: Date }): MailTemplate {
  return (brand) => {
    const due = indiaDateTime(hold.dueAt);
    const link = brand.siteUrl ? `${brand.siteUrl}${confirmationPath(order.id, hold.token)}` : null;
    return {
      subject: `Please confirm your ${brand.shopName} order #${order.id}`,
      preview: `Confirm order #${order.id} (${formatRupees(order.totalPaise)}, cash on delivery) by ${due}.`,
      body: (
        <>
          <Title>Please confirm your order</Title>
          <P>Hello {order.firstName},</P>
          <P>
            {`Thank you for your order #${order.id} of ${formatRupees(order.totalPaise)}, cash on delivery. Before we pack it, please confirm that you placed it and will be at the address to pay: one tap on the button below.`}
          </P>
          {link ? (
            <>
              <Action brand={brand} href={link}>
                Confirm my order
              </Action>
              <P htmlOnly>
                Or open this link: <Url href={link} />
              </P>
            </>
          ) : (
            <P>Sign in and confirm it under {orderPageWords(order.id)}.</P>
          )}
          <P>
            {`If it is not confirmed by ${due} (India time), the order is cancelled and nothing is charged. Did not place it? Ignore this mail.`}
          </P>
          <OrderSummary order={order} />
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
  return (brand) => ({
    subject: `Your ${brand.shopName} order #${order.id} is cancelled`,
    preview: `Order #${order.id} is cancelled. ${cancelledMoney(order, about.refundPaise)}`,
    body: (
      <>
        <Title>Your order is cancelled</Title>
        <P>Hello {order.firstName},</P>
        <P>
          {about.byShopper
            ? `As you asked, we have cancelled your order #${order.id}.`
            : about.reason
              ? `We have cancelled your order #${order.id}: ${about.reason}.`
              : `We have cancelled your order #${order.id}.`}{' '}
          {cancelledMoney(order, about.refundPaise)}
        </P>
        <OrderSummary order={order} totalLabel="Order total" />
        <P>
          Your order: <PageLink href={orderPageUrl(brand, order.id)} words={orderPageWords(order.id)} />
        </P>
      </>
    ),
  });
}

/** The shop's own copy of a cancellation (to the shop's e-mail address). */
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
          {`Order #${order.id} (${total}, ${paidHow(order)}) was cancelled ${by}. Its stock is back on sale.`}
          {about.refundPaise !== null
            ? ` A full refund of ${formatRupees(about.refundPaise)} goes through the payment gateway.`
            : ''}
        </P>
        <OrderSummary order={order} totalLabel="Order total" />
      </>
    ),
  });
}
