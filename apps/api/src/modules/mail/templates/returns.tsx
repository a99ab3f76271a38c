// The return mails: the request's receipt and the shop's copy, then each step the admin takes (approved,
// rejected, received, refunded). The shopper's in the language the order was placed in (orders.language, migration
// 0036); the shop's copy in English.
import type { Language } from '@chamak/shared/i18n/languages';
import { type Say, sayIn } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import { english, Lines, type MailLine, P, PageLink, Rule, Title, Totals, Url, words } from './layout.tsx';
import { orderPageUrl } from './orders.tsx';
import type { MailTemplate } from './render.tsx';

type ReturnRequest = {
  returnId: number;
  orderId: number;
  firstName: string;
  lastName: string;
  /** The reason as the shopper chose it, in English words (the shopper's mail says it in their language). */
  reason: string;
  details: string;
  lines: MailLine[];
  amountPaise: number;
  /** The order's language (orders.language) for the shopper's mail; English when not said. */
  language?: Language;
};

function OrderLink({ url, orderId, say }: { url: string | null; orderId: number; say: Say }) {
  return (
    <PageLink href={url} words={say('Profile > Order History > Order #{id}', { id: String(orderId) })} />
  );
}

function ReturnLines({ r, say }: { r: ReturnRequest; say: Say }) {
  return (
    <>
      <Rule />
      <Lines lines={r.lines} />
      <Totals rows={[{ label: say('Value of the return'), paise: r.amountPaise, strong: true }]} />
    </>
  );
}

export function returnRequestedMail(r: ReturnRequest): MailTemplate {
  const language = r.language ?? 'en';
  const say = sayIn(language);
  const values = { returnId: String(r.returnId), id: String(r.orderId), reason: say(r.reason) };
  return (brand) => ({
    language,
    subject: say('Your return request #{returnId} for {shop} order #{id}', {
      ...values,
      shop: brand.shopName,
    }),
    preview: say('We will review it within 2 business days and write to you.'),
    body: (
      <>
        <Title>{say('We have your return request')}</Title>
        <P>{say('Hello {name},', { name: r.firstName })}</P>
        <P>{say('We have your request to return these items of order #{id} ({reason}):', values)}</P>
        <ReturnLines r={r} say={say} />
        <P>
          {say(
            'We will review it within 2 business days and write to you. If we accept it, {amount} comes back to you once the items reach us.',
            { amount: formatRupees(r.amountPaise) },
          )}
        </P>
        <P>
          {words(say("Follow it on your order's page: {link}"), {
            link: <OrderLink url={orderPageUrl(brand, r.orderId)} orderId={r.orderId} say={say} />,
          })}
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
        <ReturnLines r={r} say={english} />
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

/**
 * The shopper's mail at a step the admin takes; `label` and `words` are what that step says, written in the
 * mail's `language` (the order's; English when not said).
 */
export function returnStepMail(
  r: { returnId: number; orderId: number; firstName: string; language?: Language },
  step: { label: string; words: string },
): MailTemplate {
  const language = r.language ?? 'en';
  const say = sayIn(language);
  return (brand) => ({
    language,
    subject: say('Your return #{returnId} for {shop} order #{id}: {step}', {
      returnId: String(r.returnId),
      shop: brand.shopName,
      id: String(r.orderId),
      step: step.label.toLowerCase(),
    }),
    preview: step.words,
    body: (
      <>
        <Title>{step.label}</Title>
        <P>{say('Hello {name},', { name: r.firstName })}</P>
        <P>{step.words}</P>
        <P>
          {words(say('Your order: {link}'), {
            link: <OrderLink url={orderPageUrl(brand, r.orderId)} orderId={r.orderId} say={say} />,
          })}
        </P>
      </>
    ),
  });
}
