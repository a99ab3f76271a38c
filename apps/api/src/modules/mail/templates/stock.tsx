// The back-in-stock alert (decisions 0200-0204) and the confirmation a guest's alert needs first, as branded
// mails (decision 0212), in the language the alert was asked for in (stock_alerts.language, migration 0038).
import type { Language } from '@chamak/shared/i18n/languages';
import { sayIn } from '@chamak/shared/i18n/say';
import { Action, P, Title, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

type AlertSize = { name: string; label: string };

export function backInStockMail(size: AlertSize, link: string, language: Language = 'en'): MailTemplate {
  const say = sayIn(language);
  const values = { name: size.name, size: size.label };
  return (brand) => ({
    language,
    subject: say('Back in stock: {name} ({size})', values),
    preview: say('You asked us to tell you; get it before it sells out again.'),
    body: (
      <>
        <Title>{say('Back in stock')}</Title>
        <P>{say('Hello,')}</P>
        <P>
          {say(
            '{name} ({size}) is back in stock. You asked us to tell you; get it here before it sells out again:',
            values,
          )}
        </P>
        <Action brand={brand} href={link}>
          {say('Buy it now')}
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>{say('We will not write about this size again unless you ask again.')}</P>
      </>
    ),
  });
}

/**
 * The one mail a guest's new alert sends at once: the link (a token only this mail carries) opens a page whose
 * button confirms it. Nothing else is written to the address until then.
 */
export function stockAlertConfirmMail(
  size: AlertSize,
  link: string,
  language: Language = 'en',
): MailTemplate {
  const say = sayIn(language);
  const values = { name: size.name, size: size.label };
  return (brand) => ({
    language,
    subject: say('Confirm your alert: {name} ({size})', values),
    preview: say('One click, and we write once it is back in stock.'),
    body: (
      <>
        <Title>{say('Confirm your back-in-stock alert')}</Title>
        <P>{say('Hello,')}</P>
        <P>
          {say(
            'Someone, we hope you, asked us to e-mail this address when {name} ({size}) is back in stock. Confirm it here and we will write once, when it is back:',
            values,
          )}
        </P>
        <Action brand={brand} href={link}>
          {say('Confirm my alert')}
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>{say('Not you? Ignore this mail: without a confirmation we will not write about this size.')}</P>
      </>
    ),
  });
}
