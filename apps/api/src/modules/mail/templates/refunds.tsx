// The refund mails: a refund has started, a refund is done.
import { formatRupees } from '@chamak/shared/money';
import { Action, P, PageLink, Title } from './layout.tsx';
import { orderPageUrl } from './orders.tsx';
import type { MailTemplate } from './render.tsx';

type RefundOrder = { id: number; firstName: string };

function OrderLink({ url, orderId }: { url: string | null; orderId: number }) {
  return <PageLink href={url} words={`Profile > Order History > Order #${orderId}`} />;
}

export function refundInitiatedMail(order: RefundOrder, amountPaise: number): MailTemplate {
  return (brand) => {
    const page = orderPageUrl(brand, order.id);
    return {
      subject: `A refund of ${formatRupees(amountPaise)} for your ${brand.shopName} order #${order.id} is on its way`,
      preview: `Banks take up to 5-7 working days to show it.`,
      body: (
        <>
          <Title>Your refund is on its way</Title>
          <P>Hello {order.firstName},</P>
          <P>
            We have started a refund of {formatRupees(amountPaise)} for your order #{order.id} to the card,
            UPI or bank account you paid with. Banks take up to 5-7 working days to show it; we will write
            again when it is done.
          </P>
          <P>
            You can follow it on your order's page: <OrderLink url={page} orderId={order.id} />
          </P>
          {page ? (
            <Action brand={brand} href={page}>
              View your order
            </Action>
          ) : null}
        </>
      ),
    };
  };
}

export function refundProcessedMail(
  order: RefundOrder,
  refund: {
    amountPaise: number;
    method: 'gateway' | 'manual';
    reference: string | null;
    gatewayId: string | null;
  },
  creditNote: string | null,
): MailTemplate {
  return (brand) => {
    const page = orderPageUrl(brand, order.id);
    const how =
      refund.method === 'manual'
        ? `We sent it by UPI or bank transfer (reference ${refund.reference}).`
        : `It goes back to the card, UPI or bank account you paid with (refund reference ${refund.gatewayId}); your bank may take a few days to show it.`;
    return {
      subject: `Your refund of ${formatRupees(refund.amountPaise)} for ${brand.shopName} order #${order.id} is done`,
      preview: how,
      body: (
        <>
          <Title>Your refund is done</Title>
          <P>Hello {order.firstName},</P>
          <P>
            {`We have refunded ${formatRupees(refund.amountPaise)} for your order #${order.id}. ${how}`}
            {creditNote ? ` Our credit note ${creditNote} is on your order's page.` : ''}
          </P>
          <P>
            <OrderLink url={page} orderId={order.id} />
          </P>
        </>
      ),
    };
  };
}
