// The refund mails: a refund has started, a refund is done; in the language the order was placed in.
import type { Language } from '@chamak/shared/i18n/languages';
import { messageLanguage, type Say, sayIn } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import { Action, P, PageLink, Title, words } from './layout.tsx';
import { orderPageUrl } from './orders.tsx';
import type { MailTemplate } from './render.tsx';

/** `language`: the order's (orders.language); English when not one of the shop's. */
type RefundOrder = { id: number; firstName: string; language?: string | null };

const languageOf = (order: RefundOrder): Language => messageLanguage(order.language);

function OrderLink({ url, orderId, say }: { url: string | null; orderId: number; say: Say }) {
  return (
    <PageLink href={url} words={say('Profile > Order History > Order #{id}', { id: String(orderId) })} />
  );
}

export function refundInitiatedMail(order: RefundOrder, amountPaise: number): MailTemplate {
  return (brand) => {
    const language = languageOf(order);
    const say = sayIn(language);
    const page = orderPageUrl(brand, order.id);
    const values = { amount: formatRupees(amountPaise), shop: brand.shopName, id: String(order.id) };
    return {
      language,
      subject: say('A refund of {amount} for your {shop} order #{id} is on its way', values),
      preview: say('Banks take up to 5-7 working days to show it.'),
      body: (
        <>
          <Title>{say('Your refund is on its way')}</Title>
          <P>{say('Hello {name},', { name: order.firstName })}</P>
          <P>
            {say(
              'We have started a refund of {amount} for your order #{id} to the card, UPI or bank account you paid with. Banks take up to 5-7 working days to show it; we will write again when it is done.',
              values,
            )}
          </P>
          <P>
            {words(say("You can follow it on your order's page: {page}"), {
              page: <OrderLink url={page} orderId={order.id} say={say} />,
            })}
          </P>
          {page ? (
            <Action brand={brand} href={page}>
              {say('View your order')}
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
    const language = languageOf(order);
    const say = sayIn(language);
    const page = orderPageUrl(brand, order.id);
    const how =
      refund.method === 'manual'
        ? say('We sent it by UPI or bank transfer (reference {reference}).', {
            reference: String(refund.reference),
          })
        : say(
            'It goes back to the card, UPI or bank account you paid with (refund reference {reference}); your bank may take a few days to show it.',
            { reference: String(refund.gatewayId) },
          );
    const values = { amount: formatRupees(refund.amountPaise), shop: brand.shopName, id: String(order.id) };
    return {
      language,
      subject: say('Your refund of {amount} for {shop} order #{id} is done', values),
      preview: how,
      body: (
        <>
          <Title>{say('Your refund is done')}</Title>
          <P>{say('Hello {name},', { name: order.firstName })}</P>
          <P>
            {`${say('We have refunded {amount} for your order #{id}.', values)} ${how}`}
            {creditNote
              ? ` ${say("Our credit note {number} is on your order's page.", { number: creditNote })}`
              : ''}
          </P>
          <P>
            <OrderLink url={page} orderId={order.id} say={say} />
          </P>
        </>
      ),
    };
  };
}
