// The back-in-stock alert (decisions 0200-0204) and the confirmation a guest's alert needs first, as branded
// mails (decision 0212).
import { Action, P, Title, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export function backInStockMail(size: { name: string; label: string }, link: string): MailTemplate {
  return (brand) => ({
    subject: `Back in stock: ${size.name} (${size.label})`,
    preview: 'You asked us to tell you; get it before it sells out again.',
    body: (
      <>
        <Title>Back in stock</Title>
        <P>Hello,</P>
        <P>
          {size.name} ({size.label}) is back in stock. You asked us to tell you; get it here before it sells
          out again:
        </P>
        <Action brand={brand} href={link}>
          Buy it now
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>We will not write about this size again unless you ask again.</P>
      </>
    ),
  });
}

/**
 * The one mail a guest's new alert sends at once: the link (a token only this mail carries) opens a page whose
 * button confirms it. Nothing else is written to the address until then.
 */
export function stockAlertConfirmMail(size: { name: string; label: string }, link: string): MailTemplate {
  return (brand) => ({
    subject: `Confirm your alert: ${size.name} (${size.label})`,
    preview: 'One click, and we write once it is back in stock.',
    body: (
      <>
        <Title>Confirm your back-in-stock alert</Title>
        <P>Hello,</P>
        <P>
          Someone, we hope you, asked us to e-mail this address when {size.name} ({size.label}) is back in
          stock. Confirm it here and we will write once, when it is back:
        </P>
        <Action brand={brand} href={link}>
          Confirm my alert
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>Not you? Ignore this mail: without a confirmation we will not write about this size.</P>
      </>
    ),
  });
}
