// The return mails: the request's receipt and the shop's copy, then each step the admin takes (approved,
// rejected, received, refunded).
import { formatRupees } from '@chamak/shared/money';
import { Lines, type MailLine, P, PageLink, Rule, Title, Totals, Url } from './layout.tsx';
import { orderPageUrl } from './orders.tsx';
import type { MailTemplate } from './render.tsx';

type ReturnRequest = {
  returnId: number;
  orderId: number;
  firstName: string;
  lastName: string;
  /** The reason as the shopper chose it, in words. */
  reason: string;
  details: string;
  lines: MailLine[];
  amountPaise: number;
};

function OrderLink({ url, orderId }: { url: string | null; orderId: number }) {
  return <PageLink href={url} words={`Profile > Order History > Order #${orderId}`} />;
}

function ReturnLines({ r }: { r: ReturnRequest }) {
  return (
    <>
      <Rule />
      <Lines lines={r.lines} />
      <Totals rows={[{ label: 'Value of the return', paise: r.amountPaise, strong: true }]} />
    </>
  );
}

export function returnRequestedMail(r: ReturnRequest): MailTemplate {
  return (brand) => ({
    subject: `Your return request #${r.returnId} for ${brand.shopName} order #${r.orderId}`,
    preview: 'We will review it within 2 business days and write to you.',
    body: (
      <>
        <Title>We have your return request</Title>
        <P>Hello {r.firstName},</P>
        <P>
          We have your request to return these items of order #{r.orderId} ({r.reason}):
        </P>
        <ReturnLines r={r} />
        <P>
          We will review it within 2 business days and write to you. If we accept it,{' '}
          {formatRupees(r.amountPaise)} comes back to you once the items reach us.
        </P>
        <P>
          Follow it on your order's page:{' '}
          <OrderLink url={orderPageUrl(brand, r.orderId)} orderId={r.orderId} />
        </P>
      </>
    ),
  });
}

/** The shop's copy of a return request, to review under Admin > Returns. */
export function returnRequestedShopMail(r: ReturnRequest): MailTemplate {
  const who = `${r.firstName} ${r.lastName}`.trim();
  return (brand) => ({
    subject: `Return #${r.returnId} requested for order #${r.orderId}`,
    preview: `${who} asks to return items worth ${formatRupees(r.amountPaise)}.`,
    body: (
      <>
        <Title>Return #{r.returnId} requested</Title>
        <P>
          {who} asks to return items of order #{r.orderId} ({r.reason}
          {r.details ? `: ${r.details}` : ''}):
        </P>
        <ReturnLines r={r} />
        <P>
          Value: {formatRupees(r.amountPaise)}. Approve or reject it under Admin &gt; Returns
          {brand.siteUrl ? (
            <>
              : <Url href={`${brand.siteUrl}/admin/returns`} />
            </>
          ) : (
            '.'
          )}
        </P>
      </>
    ),
  });
}

export type ReturnStep = 'approved' | 'rejected' | 'received' | 'refunded';

/** The shopper's mail at a step the admin takes; `words` is what that step says. */
export function returnStepMail(
  r: { returnId: number; orderId: number; firstName: string },
  step: { label: string; words: string },
): MailTemplate {
  return (brand) => ({
    subject: `Your return #${r.returnId} for ${brand.shopName} order #${r.orderId}: ${step.label.toLowerCase()}`,
    preview: step.words,
    body: (
      <>
        <Title>{step.label}</Title>
        <P>Hello {r.firstName},</P>
        <P>{step.words}</P>
        <P>
          Your order: <OrderLink url={orderPageUrl(brand, r.orderId)} orderId={r.orderId} />
        </P>
      </>
    ),
  });
}
