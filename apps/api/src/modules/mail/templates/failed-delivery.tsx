// The mail after a failed delivery attempt (decision 0336): why the courier could not deliver, and the link that
// answers it without a sign-in: another try on a day, a corrected address or phone, or cancel. In the language
// the order was placed in.
import { failedDeliveryPath } from '@chamak/shared/failed-deliveries';
import { sayIn } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import { Action, Address, P, Rule, Title, Url, words } from './layout.tsx';
import type { OrderMail } from './orders.tsx';
import type { MailTemplate } from './render.tsx';

export function failedDeliveryMail(
  order: OrderMail,
  attempt: { token: string; reason: string; attempt: number },
): MailTemplate {
  return (brand) => {
    const language = order.language ?? 'en';
    const say = sayIn(language);
    const id = String(order.id);
    const link = brand.siteUrl ? `${brand.siteUrl}${failedDeliveryPath(attempt.token)}` : null;
    return {
      language,
      subject: say('We could not deliver your {shop} order #{id}', { shop: brand.shopName, id }),
      preview: say('Tell us when to try again, correct the address, or cancel.'),
      body: (
        <>
          <Title>{say('We could not deliver your order')}</Title>
          <P>{say('Hello {name},', { name: order.firstName })}</P>
          <P>
            {say('The courier tried to deliver order #{id} but could not. The reason given: {reason}.', {
              id,
              reason: attempt.reason,
            })}
          </P>
          <P>
            {say(
              'Tell us what to do, no sign-in needed: try again tomorrow or on a day you choose, correct the address or phone, or cancel the delivery.',
            )}
          </P>
          {link && (
            <>
              <Action brand={brand} href={link}>
                {say('Choose what happens next')}
              </Action>
              <P htmlOnly>{words(say('Or open this link: {link}'), { link: <Url href={link} /> })}</P>
            </>
          )}
          {order.paymentMethod === 'cod' && (
            <P>{say('You pay {total} on delivery.', { total: formatRupees(order.totalPaise) })}</P>
          )}
          <Rule />
          <Address title={say('Delivery address')} address={order.address} say={say} />
        </>
      ),
    };
  };
}
